// Layout from the core's geometry, right to left, trait changes and badges.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func layoutChecks() {
    check("layoutSubviews puts every segment at the core's content frame") {
        let fixture = Fixture(
            titles: ["Home", "Trending", "Subscriptions"], configuration: .materialUnderline)
        let arrangement = fixture.expectedArrangement()
        expectEqual(fixture.control.segmentViews.count, 3)
        for (index, view) in fixture.control.segmentViews.enumerated() {
            expectClose(view.frame, cgRect(arrangement.contentFrames[index]), "segment \(index)")
        }
        expectClose(fixture.control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: 0)))
        // The bar scrolls sideways only: its scrollable height never exceeds the control's.
        let bounds = fixture.control.bounds
        expectEqual(
            fixture.control.scrollView.contentSize,
            CGSize(
                width: arrangement.contentSize.width,
                height: min(arrangement.contentSize.height, Double(bounds.height))))
    }

    check("every design lays out as the core arranges it") {
        for configuration in [
            SegmentedTabControl.Configuration.slidingPill, .pagedHeader, .plainButtons,
            .uikitUnderline,
        ] {
            let fixture = Fixture(
                titles: ["One", "Two", "Three", "Four"], configuration: configuration)
            let arrangement = fixture.expectedArrangement()
            for (index, view) in fixture.control.segmentViews.enumerated() {
                expectClose(view.frame, cgRect(arrangement.contentFrames[index]))
            }
        }
    }

    check("forceRightToLeft mirrors the segments: the first is on the right") {
        let fixture = Fixture(
            titles: ["Home", "Trending", "Subscriptions"], configuration: .materialUnderline)
        fixture.control.semanticContentAttribute = .forceRightToLeft
        fixture.control.layoutIfNeeded()
        let arrangement = fixture.expectedArrangement(direction: .rightToLeft)
        let views = fixture.control.segmentViews
        for (index, view) in views.enumerated() {
            expectClose(view.frame, cgRect(arrangement.contentFrames[index]), "segment \(index)")
            expectEqual(view.semanticContentAttribute, .forceRightToLeft)
        }
        expect(views[0].frame.minX > views[2].frame.minX, "segment 0 right of segment 2")
        fixture.tap(segment: 2, direction: .rightToLeft)
        expectEqual(fixture.control.selectedIndex, 2, "hit testing follows the mirrored layout")
    }

    check("a right-to-left trait collection mirrors the bar too") {
        let fixture = Fixture(
            titles: ["A", "BB", "CCC"], configuration: .materialUnderline,
            traits: UITraitCollection(layoutDirection: .rightToLeft))
        expectEqual(fixture.control.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let arrangement = fixture.expectedArrangement(direction: .rightToLeft)
        for (index, view) in fixture.control.segmentViews.enumerated() {
            expectClose(view.frame, cgRect(arrangement.contentFrames[index]))
        }
    }

    check("a larger text size re-measures and lays out again") {
        let fixture = Fixture(
            titles: ["Home", "Trending", "Subscriptions"], configuration: .materialUnderline)
        let before = fixture.control.intrinsicContentSize
        fixture.window._harnessTraits = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraLarge)
        fixture.control.layoutIfNeeded()
        let arrangement = fixture.expectedArrangement(category: .accessibilityExtraLarge)
        for (index, view) in fixture.control.segmentViews.enumerated() {
            expectClose(view.frame, cgRect(arrangement.contentFrames[index]), "segment \(index)")
        }
        let after = fixture.control.intrinsicContentSize
        expect(after.width > before.width, "wider: \(before.width) → \(after.width)")
        var layout = fixture.control.configuration.layout
        layout.layoutDirection = .leftToRight
        let ideal = layout.idealSize(
            contentSizes: fixture.control.items.map {
                expectedContentSize(
                    of: $0, configuration: fixture.control.configuration,
                    category: .accessibilityExtraLarge)
            })
        expectClose(Double(after.width), ideal.width, tolerance: 1e-9)
    }

    check("the intrinsic size is the core's ideal size, at least the configured height") {
        let configuration = SegmentedTabControl.Configuration.materialUnderline
        let fixture = Fixture(titles: ["Home", "Trending"], configuration: configuration)
        var layout = configuration.layout
        layout.layoutDirection = .leftToRight
        let ideal = layout.idealSize(
            contentSizes: fixture.control.items.map {
                expectedContentSize(of: $0, configuration: configuration)
            })
        let size = fixture.control.sizeThatFits(CGSize(width: 10, height: 10))
        expectClose(Double(size.width), ideal.width)
        expectClose(Double(size.height), max(ideal.height, Double(configuration.height)))
    }

    check("badges sit where the core puts them: a capsule round the text, a dot") {
        let items = [
            SegmentedTabControl.Item(title: "Inbox", badge: .text("3")),
            SegmentedTabControl.Item(title: "Sent"),
            SegmentedTabControl.Item(title: "Drafts", badge: .dot),
        ]
        let configuration = SegmentedTabControl.Configuration.materialUnderline
        let fixture = Fixture(items: items, configuration: configuration)
        let arrangement = fixture.expectedArrangement()
        let badges = fixture.control.badgeViews
        expectEqual(badges.map { $0 != nil }, [true, false, true])
        let text = configuration.badgeFont._harnessTextSize("3")
        let capsule = BadgeMetrics.capsuleSize(
            fittingText: Size(width: Double(text.width), height: Double(text.height)))
        if let frame = arrangement.badgeFrame(forSegment: 0, size: capsule), let view = badges[0] {
            expectClose(view.frame, cgRect(frame))
            expectClose(Double(view.layer.cornerRadius), min(capsule.width, capsule.height) / 2)
        } else {
            fail("no badge frame for segment 0")
        }
        let dot = Size(width: BadgeMetrics.dotDiameter, height: BadgeMetrics.dotDiameter)
        if let frame = arrangement.badgeFrame(forSegment: 2, size: dot), let view = badges[2] {
            expectClose(view.frame, cgRect(frame))
        } else {
            fail("no badge frame for segment 2")
        }
    }

    check("changing the items keeps the selected item selected and sends nothing") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"], selectedIndex: 1)
        fixture.control.items.insert(.init(title: "Hour"), at: 0)
        fixture.control.layoutIfNeeded()
        expectEqual(fixture.control.selectedIndex, 2, "Week moved to index 2")
        expectEqual(fixture.control.segmentViews.count, 4)
        expectEqual(fixture.recorder.count, 0)
        let arrangement = fixture.expectedArrangement()
        expectClose(fixture.control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: 2)))
    }

    check("image segments measure the image, the spacing and the title") {
        let image = UIImage(_harnessSize: CGSize(width: 18, height: 18))
        let items = [
            SegmentedTabControl.Item(title: "Inbox", image: image),
            SegmentedTabControl.Item(image: image, accessibilityLabel: "Starred"),
        ]
        let fixture = Fixture(items: items, configuration: .plainButtons)
        let arrangement = fixture.expectedArrangement()
        for (index, view) in fixture.control.segmentViews.enumerated() {
            expectClose(view.frame, cgRect(arrangement.contentFrames[index]), "segment \(index)")
        }
        expect(fixture.control.segmentViews[1].titleLabel.isHidden, "no title, hidden label")
    }
}
