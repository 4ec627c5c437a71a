// Any view as a segment: an item's custom view is measured (Auto Layout's fitting size, or a
// frame-based view's sizeThatFits), placed in the core's content frame (left to right and
// right to left), takes no touches, is spoken with the app's label, leaves the hierarchy when
// replaced, and is told its segment's state.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// A view that sizes itself with constraints: the stand-in has no Auto Layout solver, so it
/// answers `systemLayoutSizeFitting(_:)` as its constraints would, and keeps no frame of its
/// own before it is placed.
@MainActor
final class ConstrainedSwatch: UIView {
    var fitting = CGSize(width: 40, height: 22)

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fitting }
}

/// A frame-based view that answers `sizeThatFits(_:)` and has no constraints: its Auto Layout
/// fitting size is zero.
@MainActor
final class FrameBasedRating: UIView {
    var stars = 3

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 12 * CGFloat(stars), height: 12)
    }
}

/// A view whose constraints size it by the text size it sees, as a view of labels with
/// `adjustsFontForContentSizeCategory` would: 20 points high at Large, more above.
@MainActor
final class DynamicTypeBadge: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let large = traitCollection.preferredContentSizeCategory == .large
        return CGSize(width: 30, height: large ? 20 : 40)
    }
}

/// The arrangement the core gives for a control's items, with custom views at `sizes`
/// (titles measured as the fixtures measure them).
@MainActor
func expectedCustomArrangement(
    _ control: SegmentedTabControl, customSizes: [Int: CGSize],
    direction: LayoutDirection = .leftToRight
) -> Arrangement {
    var layout = control.configuration.layout
    layout.layoutDirection = direction
    let sizes = control.items.enumerated().map { index, item in
        customSizes[index].map { Size(width: Double($0.width), height: Double($0.height)) }
            ?? expectedContentSize(of: item, configuration: control.configuration)
    }
    let container = Size(
        width: Double(control.bounds.width), height: Double(control.bounds.height))
    return layout.arrange(
        contentSizes: sizes, badgeSizes: control.items.map { _ in nil }, in: container)
}

@MainActor
func customViewChecks() {
    check("a custom view is sized by its fitting size and placed in the core's content frame") {
        let swatch = ConstrainedSwatch()
        let rating = FrameBasedRating(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let fixture = Fixture(
            items: [
                .init(view: swatch, accessibilityLabel: "Red"), "Week",
                .init(view: rating, accessibilityLabel: "Rating"),
            ], configuration: .materialUnderline)
        let control = fixture.control
        let sizes = [0: CGSize(width: 40, height: 22), 2: CGSize(width: 36, height: 12)]
        let arrangement = expectedCustomArrangement(control, customSizes: sizes)
        for index in 0..<3 {
            expectClose(
                control.segmentViews[index].shownFrame, cgRect(arrangement.contentFrames[index]),
                "segment \(index)")
        }
        expect(swatch.superview === control.segmentViews[0], "shown in its segment")
        expectClose(swatch.frame, CGRect(x: 0, y: 0, width: 40, height: 22), "fills it")
        expectClose(rating.frame, CGRect(x: 0, y: 0, width: 36, height: 12), "frame-based too")
        let swatchOnBar = swatch.convert(swatch.bounds, to: control.contentView)
        expectClose(swatchOnBar, cgRect(arrangement.contentFrames[0]), "at the content frame")

        // The app says the view changed size: measured again.
        rating.stars = 5
        control.setNeedsSegmentLayout()
        control.layoutIfNeeded()
        let grown = expectedCustomArrangement(
            control, customSizes: [0: sizes[0]!, 2: CGSize(width: 60, height: 12)])
        expectClose(
            control.segmentViews[2].shownFrame, cgRect(grown.contentFrames[2]),
            "re-measured after setNeedsSegmentLayout()")
        expectClose(rating.frame, CGRect(x: 0, y: 0, width: 60, height: 12))

        // Right to left: the core mirrors the frames; the view goes with its segment.
        control.semanticContentAttribute = .forceRightToLeft
        control.layoutIfNeeded()
        let mirrored = expectedCustomArrangement(
            control, customSizes: [0: sizes[0]!, 2: CGSize(width: 60, height: 12)],
            direction: .rightToLeft)
        for index in 0..<3 {
            expectClose(
                control.segmentViews[index].shownFrame, cgRect(mirrored.contentFrames[index]),
                "right to left, segment \(index)")
        }
        expect(
            swatch.convert(swatch.bounds, to: control).minX
                > rating.convert(rating.bounds, to: control).minX,
            "the first segment's view is on the right")
    }

    check("a frame-based custom view keeps its size when a title progress reserves more room") {
        let rating = FrameBasedRating()
        rating.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let fixture = Fixture(
            items: [
                .init(view: rating, accessibilityLabel: "Rating"),
                .init(view: plain, accessibilityLabel: "Plain"),
            ], configuration: .materialUnderline)
        fixture.control.titleProgress = .zoom
        for _ in 0..<3 {
            fixture.control.setNeedsSegmentLayout()
            fixture.control.layoutIfNeeded()
        }
        expectClose(rating.bounds, CGRect(x: 0, y: 0, width: 36, height: 12), "sizeThatFits")
        expectClose(plain.bounds, CGRect(x: 0, y: 0, width: 20, height: 20), "its own frame")
        let box = fixture.control.segmentViews[1].bounds
        expect(box.width > 20, "the content frame reserves the zoom's room")
        expectClose(
            plain.frame, CGRect(x: box.midX - 10, y: box.midY - 10, width: 20, height: 20),
            "centred in it")
    }

    check("a custom view is measured again when the text size changes") {
        let badge = DynamicTypeBadge()
        let fixture = Fixture(
            items: [.init(view: badge, accessibilityLabel: "New"), "Day"],
            configuration: .materialUnderline)
        expectClose(Double(badge.frame.size.height), 20)
        fixture.window._harnessTraits = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraLarge)
        fixture.control.layoutIfNeeded()
        expectClose(Double(badge.frame.size.height), 40, "re-measured for the new text size")
        expectClose(Double(fixture.control.segmentViews[0].bounds.height), 40)
    }

    check("a tap on a custom view selects its segment; the view takes no touches") {
        let swatch = ConstrainedSwatch()
        swatch.isUserInteractionEnabled = true
        let fixture = Fixture(
            items: ["Day", .init(view: swatch, accessibilityLabel: "Red")],
            configuration: .materialUnderline)
        expect(!swatch.isUserInteractionEnabled, "the control turns its touches off")
        let centre = swatch.convert(
            CGPoint(x: swatch.bounds.midX, y: swatch.bounds.midY), to: nil)
        expect(fixture.window.hitTest(centre, with: nil) === fixture.control, "the control's")
        fixture.finger.tap(at: centre)
        expectEqual(fixture.control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 1, "one .valueChanged")
    }

    check("VoiceOver's element for a custom view has the app's label and the place phrase") {
        let swatch = ConstrainedSwatch()
        swatch.accessibilityLabel = "ignored: the item's label wins"
        let fixture = Fixture(
            items: ["Day", .init(view: swatch, accessibilityLabel: "Red"), "Month"],
            selectedIndex: 1)
        let elements = segmentElements(of: fixture.control)
        expectEqual(elements.map(\.accessibilityLabel), ["Day", "Red", "Month"])
        expectEqual(elements[1].accessibilityValue, "2 of 3")
        expect(elements[1].accessibilityTraits.contains(.selected))
        expectClose(
            elements[1].accessibilityFrame,
            fixture.control.convert(
                fixture.control.segmentFrame(at: 1) ?? .zero, to: nil),
            "the segment's frame")
    }

    check("replacing an item's custom view removes the old one from the hierarchy") {
        let old = ConstrainedSwatch()
        let new = FrameBasedRating()
        let fixture = Fixture(items: ["Day", .init(view: old, accessibilityLabel: "Red")])
        let control = fixture.control
        expect(old.isDescendant(of: control))
        control.items[1].customView = new
        control.layoutIfNeeded()
        expect(!old.isDescendant(of: control), "the old view has gone")
        expect(old.window == nil)
        expect(new.isDescendant(of: control))
        expect(new.superview === control.segmentViews[1])
        expectEqual(
            control.segmentViews.map(\.customView).compactMap { $0 }.count, 1, "one custom view")
        control.setTitle("Blue", forSegmentAt: 1)
        control.layoutIfNeeded()
        expect(!new.isDescendant(of: control), "a title replaces the custom view")
        expectEqual(control.items[1].customView, nil)
    }

    check("a custom view is told selected, not selected and disabled") {
        let swatch = ConstrainedSwatch()
        var told: [SegmentState] = []
        let item = SegmentedTabControl.Item(view: swatch, accessibilityLabel: "Red") {
            view, state in
            expect(view === swatch)
            told.append(state)
        }
        let fixture = Fixture(items: ["Day", item], configuration: .materialUnderline)
        expectEqual(told.last, .normal, "shown unselected")
        fixture.control.setSelectedIndex(1, animated: false)
        expectEqual(told.last, .selected)
        fixture.control.setSelectedIndex(0, animated: false)
        expectEqual(told.last, .normal)
        let count = told.count
        fixture.control.layoutIfNeeded()
        fixture.control.setNeedsLayout()
        fixture.control.layoutIfNeeded()
        expectEqual(told.count, count, "told only of changes")
        fixture.control.setEnabled(false, forSegmentAt: 1)
        fixture.control.layoutIfNeeded()
        expectEqual(told.last, .disabled)
        fixture.control.setEnabled(true, forSegmentAt: 1)
        fixture.control.isEnabled = false
        fixture.control.layoutIfNeeded()
        expectEqual(told.last, .disabled, "the whole control disabled")
        expectEqual(
            swatch.tintColor,
            UIColor(fixture.control.labelAppearance.color(emphasis: 0, isEnabled: false)),
            "its tint is the disabled title colour")
    }
}
