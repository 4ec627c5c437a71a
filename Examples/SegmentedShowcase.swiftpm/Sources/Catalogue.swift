// Every screen of the showcase, in the order the app lists them. Adding a screen is one line
// here and one file under Screens/; the front-end harness checks each screen listed here
// (Tests/FrontendHarness/SwiftUITests/ShowcaseChecks.swift) and fails for a screen it has no
// check for.

import SwiftUI

/// One screen of the showcase: its title, its group in the list, and its view.
struct ShowcaseScreen: Identifiable {
    /// The groups of the screen list, in order.
    enum Group: String, CaseIterable {
        case designs = "Designs"
        case situations = "Situations"
        case pager = "Pager"
        case uikit = "UIKit in SwiftUI"
    }

    let id: String
    let title: String
    let group: Group
    let makeView: @MainActor () -> AnyView

    init<Content: View>(
        _ id: String, _ title: String, in group: Group,
        @ViewBuilder view: @escaping @MainActor () -> Content
    ) {
        self.id = id
        self.title = title
        self.group = group
        self.makeView = { AnyView(view()) }
    }

    /// The screens this platform can show: SegmentedPager and a TabView's page style do not
    /// exist on macOS, and UIKit exists on iOS (and Mac Catalyst) only.
    @MainActor static let all: [ShowcaseScreen] = {
        var screens: [ShowcaseScreen] = [
            .init("material-underline", "Material underline", in: .designs) {
                MaterialUnderlineScreen()
            },
            .init("sliding-pill", "iOS sliding pill", in: .designs) { SlidingPillScreen() },
            .init("plain-buttons", "Plain buttons", in: .designs) { PlainButtonsScreen() },
            .init("uikit-underline", "UIKit underline", in: .designs) { UIKitUnderlineScreen() },
            .init("liquid-glass", "Liquid Glass", in: .designs) { LiquidGlassScreen() },
            .init("system", "System style", in: .designs) { SystemStyleScreen() },
            .init("right-to-left", "Right to left", in: .situations) { RightToLeftScreen() },
            .init("dynamic-type", "Dynamic Type", in: .situations) { DynamicTypeScreen() },
            .init("dark", "Dark", in: .situations) { DarkScreen() },
            .init("badges", "Badges", in: .situations) { BadgesScreen() },
            .init("disabled", "Disabled segments", in: .situations) { DisabledScreen() },
            .init("scrolling-in-list", "20 tabs in a List", in: .situations) {
                ScrollingListScreen()
            },
        ]
        #if !os(macOS)
            screens.insert(
                .init("paged-header", "Paged header", in: .designs) { PagedHeaderScreen() },
                at: 2)
            screens.append(
                .init("pager", "SegmentedPager", in: .pager) { PagerScreen() })
        #endif
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
            screens += [
                .init("tab-control", "SegmentedTabControl", in: .uikit) { TabControlScreen() },
                .init("pager-controller", "SegmentedPagerController", in: .uikit) {
                    PagerControllerScreen()
                },
                .init("restyled-uisegmentedcontrol", "Restyled UISegmentedControl", in: .uikit) {
                    RestyledSegmentedControlScreen()
                },
            ]
        #endif
        return screens
    }()
}
