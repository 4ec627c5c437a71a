// The showcase app's screens (Examples/SegmentedShowcase.swiftpm/Sources, compiled into this
// suite by Scripts/frontend-harness.sh): each screen listed in its catalogue builds its view
// tree without a runtime failure and shows what it says it shows, and a user's choice reaches
// the screen's state. A screen added to the catalogue without a check here fails the first
// check. Expected values come from each screen's own source (titles, the initial selection).

// Compiled only with the showcase (HARNESS_SHOWCASE, set by Scripts/frontend-harness.sh).
#if HARNESS_SHOWCASE
    import SegmentedCore
    import SegmentedUIKit
    import SwiftUI
    import UIKit

    @testable import SegmentedSwiftUI

    /// A phone-sized frame for a screen.
    private let phone = cg(0, 0, 390, 700)

    /// The checks, by screen id; each gets the screen's renderer and its first settled tree.
    @MainActor
    private let showcaseScreenChecks:
        [String: @MainActor (Renderer, RenderedView, () -> RenderedView) -> Void] = [
            "material-underline": { _, root, rerender in
                expectEqual(root.segments.map(\.titles), [["Home"], ["Trending"], ["Library"]])
                expectEqual(root.segments.map(\.isSelectedSegment), [true, false, false])
                expect(root.texts.contains("Showing home"))
                root.segments[1].activate()
                let after = rerender()
                expect(after.texts.contains("Showing trending"), "the choice reaches the screen")
                expectEqual(after.segments.map(\.isSelectedSegment), [false, true, false])
            },
            "sliding-pill": { _, root, rerender in
                expectEqual(root.segments.map(\.titles), [["Day"], ["Week"], ["Month"], ["Year"]])
                expectEqual(root.segments.map(\.isSelectedSegment), [false, true, false, false])
                expect(root.texts.contains("Totals per week"))
                root.segments[3].activate()
                expect(rerender().texts.contains("Totals per year"))
            },
            "paged-header": { _, root, rerender in
                expectEqual(root.segments.map(\.titles), [["Posts"], ["Likes"]])
                expectEqual(root.segments.map(\.isSelectedSegment), [true, false])
                root.showPage(AnyHashable(1))
                let after = rerender()
                expectEqual(
                    after.segments.map(\.isSelectedSegment), [false, true], "a swipe selects")
            },
            "plain-buttons": { _, root, rerender in
                expectEqual(root.segments.map(\.titles), [["All"], ["Unread"], ["Flagged"]])
                expect(root.texts.contains("All messages"))
                root.segments[2].activate()
                expect(rerender().texts.contains("Flagged messages"))
            },
            "uikit-underline": { _, root, rerender in
                expectEqual(root.segments.map(\.titles), [["Inbox"], ["Sent"]])
                root.segments[1].activate()
                let after = rerender()
                expectEqual(after.segments.map(\.isSelectedSegment), [false, true])
                expect(after.texts.contains("Sent"))
            },
            "liquid-glass": { _, root, rerender in
                let controls = root.controls
                expectEqual(controls.count, 3, "light, tinted and dark")
                for segments in controls {
                    expectEqual(segments.map(\.titles), [["Photos"], ["Albums"], ["Search"]])
                    expectEqual(segments.map(\.isSelectedSegment), [true, false, false])
                }
                expectEqual(controls[2][0].environment.colorScheme, .dark)
                expect(root.texts.contains("Showing photos"))
                controls[1][2].activate()  // the user picks Search on the tinted control
                let after = rerender()
                expect(after.texts.contains("Showing search"), "the choice reaches the screen")
                expectEqual(
                    after.controls.map { $0.map(\.isSelectedSegment) },
                    Array(repeating: [false, false, true], count: 3), "all three follow it")
            },
            "system": { _, root, rerender in
                guard let (picker, _) = root.picker else { return fail("no picker") }
                expectEqual(picker._harnessOptionTags, [0, 1, 2].map { AnyHashable($0) })
                expectEqual(picker._harnessSelectedTag, AnyHashable(0))
                expectEqual(root.pickerOptions.map(\.texts), [["Day"], ["Week"], ["Month"]])
                expect(root.texts.contains("Totals per day"))
                expect(root.pickerOptions[1].activate())  // the user picks Week in the picker
                let after = rerender()
                expect(after.texts.contains("Totals per week"), "the choice reaches the screen")
                expectEqual(after.picker?.0._harnessSelectedTag, AnyHashable(1))
                guard let control = after.platformObjects(SegmentedSystemControl.self).first
                else { return fail("no SegmentedSystemControl") }
                expectEqual(control.items.map(\.title), ["Day", "Week", "Month"])
                expectEqual(control.selectedIndex, 1, "the UIKit control follows the picker")
                // What UIKit does when the user taps Month: select it, then send .valueChanged.
                control.selectedSegmentIndex = 2
                control.sendActions(for: .valueChanged)
                let final = rerender()
                expect(final.texts.contains("Totals per month"), "the UIKit choice reaches SwiftUI")
                expectEqual(final.picker?.0._harnessSelectedTag, AnyHashable(2))
            },
            "right-to-left": { _, root, _ in
                let controls = root.controls
                expectEqual(controls.map(\.count), [3, 3])
                for segments in controls {
                    expectEqual(
                        segments.map(\.environment.layoutDirection),
                        [.rightToLeft, .rightToLeft, .rightToLeft])
                    expect(
                        segments[0].frame.minX > segments[2].frame.minX,
                        "the first segment at the right")
                }
            },
            "dynamic-type": { _, root, _ in
                let controls = root.controls
                expectEqual(controls.map(\.count), [4, 4, 4, 4])
                expectEqual(
                    controls.map { $0[0].environment.dynamicTypeSize },
                    [.xSmall, .large, .xxxLarge, .accessibility3])
            },
            "dark": { _, root, _ in
                let segments = root.controls.flatMap { $0 }
                expectEqual(segments.count, 9, "three controls of three")
                expectEqual(
                    segments.map(\.environment.colorScheme), Array(repeating: .dark, count: 9))
            },
            "badges": { _, root, rerender in
                expectEqual(
                    root.segments.map(\.accessibilityLabel),
                    ["Inbox, 3 new", "Mentions", "Archive, 120 new"])
                expect(
                    root.texts.contains("3") && root.texts.contains("99+"), "the counts are shown")
                expect(!root.texts.contains("0"), "no badge without unread mail")
            },
            "disabled": { _, root, rerender in
                let controls = root.controls
                expectEqual(controls.map(\.count), [4, 4])
                expect(
                    !controls[0][2].activate() && !controls[0][3].activate(),
                    "Team and Enterprise are off")
                expect(!controls[1][1].activate(), "the whole second control is off")
                expect(controls[0][1].activate())
                expectEqual(rerender().controls[0][1].isSelectedSegment, true)
            },
            "scrolling-in-list": { renderer, root, rerender in
                expectEqual(root.segments.count, 20)
                expectEqual(root.segments.first?.titles, ["Topic 1"])
                expect(root.texts.contains("Topic 1, story 30"), "the list's rows follow the bar")
                expect(!renderer.scrollRequests.isEmpty, "20 tabs do not fit: the bar scrolls")
                root.segments[19].activate()
                let after = rerender()
                expect(after.texts.contains("Topic 20, story 1"))
                expectEqual(
                    renderer.scrollRequests.last?.id, AnyHashable(SegmentScrollAnchor(index: 19)),
                    "the bar brings the chosen tab into view")
            },
            "pager": { renderer, root, rerender in
                expectEqual(root.segments.map(\.titles), [["Following"], ["For You"], ["Live"]])
                expectEqual(root.segments.map(\.isSelectedSegment), [true, false, false])
                expect(
                    ["Like Following (0)", "For You post 1", "Live post 40"].allSatisfy(
                        root.texts.contains), "preloadDistance 2 builds every page")
                // Like Following once, then a finger swipes a page on twice, to Live (a paging
                // scroll view or, in the iOS 16 run, the paged TabView): Following, two pages
                // away, stays built (preloadDistance 2) and keeps its count.
                root.activateButton(titled: "Like Following (0)")
                expect(rerender().texts.contains("Like Following (1)"))
                for _ in 0..<2 {
                    renderer.dragPages(by: -phone.width / 2)
                    renderer.releasePages(settlingOn: 1)
                }
                let after = rerender()
                expectEqual(after.segments.map(\.isSelectedSegment), [false, false, true])
                expect(after.texts.contains("Like Following (1)"), "the page kept its state")
            },
            "tab-control": { _, root, rerender in
                guard let control = root.platformObjects(SegmentedTabControl.self).first else {
                    return fail("no SegmentedTabControl")
                }
                expectEqual(control.items.map(\.title), ["Inbox", "Mentions", "Sent", "Drafts"])
                expectEqual(control.items.map(\.badge), [.text("3"), .dot, nil, nil])
                expectEqual(control.items.map(\.isEnabled), [true, true, true, false])
                expectEqual(control.selectedIndex, 0)
                expect(root.texts.contains("Selected segment: 1"))
                control.accessibilityIncrement()  // VoiceOver's swipe up: the user picks Mentions
                expect(
                    rerender().texts.contains("Selected segment: 2"), "the choice reaches SwiftUI")
                expectEqual(control.selectedIndex, 1)
            },
            "pager-controller": { _, root, rerender in
                guard let pager = root.platformObjects(SegmentedPagerController.self).first else {
                    return fail("no SegmentedPagerController")
                }
                pager.view.frame = cg(0, 0, 390, 600)
                pager.view.layoutIfNeeded()
                expectEqual(pager.selectedIndex, 1)
                let header = pager.view.descendants(SegmentedTabControl.self).first
                expectEqual(header?.items.map(\.title), ["Following", "For You", "Live"])
                expect(root.texts.contains("Showing page 2 of 3"))
                header?.accessibilityIncrement()  // the user picks Live
                expectEqual(pager.selectedIndex, 2)
                expect(
                    rerender().texts.contains("Showing page 3 of 3"), "the choice reaches SwiftUI")
            },
            "restyled-uisegmentedcontrol": { _, root, rerender in
                guard let control = root.platformObjects(UISegmentedControl.self).first else {
                    return fail("no UISegmentedControl")
                }
                expectEqual(control.numberOfSegments, 2)
                expectEqual(control.titleForSegment(at: 1), "Day")
                expectEqual(control.selectedSegmentIndex, 0)
                expectEqual(
                    control.selectedSegmentTintColor, UIColor.clear, "the underline style is on")
                // What UIKit does when the user taps Day: select it, then send .valueChanged.
                control.selectedSegmentIndex = 1
                control.sendActions(for: .valueChanged)
                expect(rerender().texts.contains("By day"), "the choice reaches SwiftUI")
            },
        ]

    extension RenderedView {
        /// The segments of each control under this view, control by control.
        fileprivate var controls: [[RenderedView]] {
            all.filter { node in
                if case .layout(let layout) = node.kind {
                    layout is SegmentedBarLayout
                } else {
                    false
                }
            }.map(\.segments)
        }

        /// Whether this segment carries the selected trait.
        fileprivate var isSelectedSegment: Bool { accessibilityTraits.contains(.isSelected) }

        /// The UIKit objects of a type hosted under this view.
        fileprivate func platformObjects<T>(_ type: T.Type) -> [T] {
            all.compactMap { $0.platformObject as? T }
        }

        /// Activates the button whose label shows `title`.
        fileprivate func activateButton(titled title: String) {
            for node in all {
                if case .button = node.kind, node.texts.contains(title) {
                    node.activate()
                    return
                }
            }
            fail("no button titled \(title)")
        }
    }

    extension UIView {
        /// The views of a type under this one, depth first.
        fileprivate func descendants<T>(_ type: T.Type) -> [T] {
            subviews.flatMap { (($0 as? T).map { [$0] } ?? []) + $0.descendants(type) }
        }
    }

    @MainActor
    func showcaseChecks() {
        check("showcase: every screen in the catalogue has a check, and every check a screen") {
            let listed = ShowcaseScreen.all.map(\.id)
            expectEqual(Set(listed).count, listed.count, "ids are unique")
            expectEqual(Set(listed), Set(showcaseScreenChecks.keys))
        }
        for screen in ShowcaseScreen.all {
            check("showcase: \(screen.title) builds and shows its control") {
                guard let body = showcaseScreenChecks[screen.id] else {
                    return fail("no check for \(screen.id)")
                }
                let renderer = Renderer()
                let view = screen.makeView()
                renderer.render(view, in: phone)
                let root = renderer.render(view, in: phone)
                body(renderer, root, { renderer.render(view, in: phone) })
            }
        }
    }
#endif
