// The pager (SegmentedPager.swift): a segmented header over paged pages (a paging scroll view,
// or the paged `TabView` in the harness's iOS 16 run), both driven by the core's PagerMachine.
// Expected values come from PagerMachine's documentation: pages within `preloadDistance` of the
// selection are built; a tap commits at once; a swipe commits when it settles; offset 195 in
// a 390-wide pager is position 0.5. Checks of one OS's behaviour name it.

import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private struct Section: Identifiable {
    let id: Int
    let title: String
}

private let sections = [
    Section(id: 0, title: "Posts"), Section(id: 1, title: "Likes"),
    Section(id: 2, title: "Media"), Section(id: 3, title: "Saved"),
]

private let screen = cg(0, 0, 390, 600)

@MainActor
private func pager(_ store: Store<Int>, reselected: (@MainActor (Int) -> Void)? = nil)
    -> some View
{
    SegmentedPager(
        selection: store.binding, items: sections,
        onReselect: reselected.map { action in { id in MainActor.assumeIsolated { action(id) } } }
    ) {
        Text($0.title)
    } page: {
        Text("Page \($0.id)")
    }
}

/// A renderer showing `view` on `screen`, and the root of its second render (the view as it
/// shows after its first render).
@MainActor
private func show(_ view: some View) -> (renderer: Renderer, root: RenderedView) {
    let renderer = Renderer()
    renderer.render(view, in: screen)
    return (renderer, renderer.render(view, in: screen))
}

/// The page views the tab view shows, by tag, with their frames.
@MainActor
private func pages(_ root: RenderedView) -> [String: CGRect] {
    var found: [String: CGRect] = [:]
    for node in root.all {
        if let text = node.value as? Text, text._harnessString.hasPrefix("Page ") {
            found[text._harnessString] = node.frame
        }
    }
    return found
}

@MainActor
func pagerChecks() {
    check("the pager: a header segment per item; the selected page and its neighbour built") {
        let store = Store(0)
        let root = show(pager(store)).root
        expectEqual(root.segments.map(\.titles), [["Posts"], ["Likes"], ["Media"], ["Saved"]])
        expectEqual(Set(pages(root).keys), ["Page 0", "Page 1"], "preloadDistance 1")
        expectEqual(pages(root)["Page 0"]?.minX, 0, "the selected page fills the pager")
        expectEqual(pages(root)["Page 1"]?.minX, 390, "the next page to its right")
    }

    check("tapping a title commits at once and turns to its page") {
        let store = Store(0)
        let view = pager(store)
        let (renderer, shown) = show(view)
        shown.segments[2].activate()
        expectEqual(store.writes, [2])
        let root = renderer.render(view, in: screen)
        expectEqual(pages(root)["Page 2"]?.minX, 0, "page 2 shown")
        expect(root.segments[2].accessibilityTraits.contains(.isSelected))
    }

    check("a swipe to the next page commits it and moves the header there") {
        let store = Store(0)
        let view = pager(store)
        let (renderer, _) = show(view)
        renderer.dragPages(by: -250)
        expectEqual(store.writes, [], "nothing committed while the finger is down")
        renderer.releasePages(settlingOn: 1)
        expectEqual(store.writes, [1])
        let root = renderer.render(view, in: screen)
        expectEqual(root.first(DefaultSegmentedIndicator.self)?.configuration.position, 1)
    }

    check(
        "iOS 18: mid-swipe, the header's indicator follows the pages (half a page: 0.5)",
        minimumIOS: 18
    ) {
        let store = Store(0)
        let view = pager(store)
        let (renderer, _) = show(view)
        let root = renderer.dragPages(by: -195)
        expectEqual(root.first(DefaultSegmentedIndicator.self)?.configuration.position, 0.5)
        expectEqual(store.writes, [], "nothing committed before the swipe settles")
        expectEqual(Set(pages(root).keys), ["Page 0", "Page 1", "Page 2"], "page 2 preloaded")
    }

    // Before iOS 18 nothing reports a scroll frame by frame (SegmentedPager's documentation:
    // the header moves to the page when the swipe settles). The harness runs the iOS 16
    // path, the paged TabView.
    check(
        "iOS 16 and 17: mid-swipe, the header stays on its page until the swipe settles",
        maximumIOS: 17
    ) {
        let store = Store(0)
        let view = pager(store)
        let (renderer, _) = show(view)
        let root = renderer.dragPages(by: -195)
        expectEqual(root.first(DefaultSegmentedIndicator.self)?.configuration.position, 0)
        expectEqual(store.writes, [], "nothing committed before the swipe settles")
        expectEqual(Set(pages(root).keys), ["Page 0", "Page 1"], "nothing loaded mid-swipe")
        renderer.releasePages(settlingOn: 1)
        expectEqual(store.writes, [1])
        let settled = renderer.render(view, in: screen)
        expectEqual(
            settled.first(DefaultSegmentedIndicator.self)?.configuration.position, 1,
            "the header moves when the swipe settles")
        expectEqual(Set(pages(settled).keys), ["Page 0", "Page 1", "Page 2"], "page 2 loaded")
    }

    check("tapping the selected title asks for the reselect action") {
        let store = Store(1)
        var reselected: [Int] = []
        show(pager(store) { reselected.append($0) }).root.segments[1].activate()
        expectEqual(reselected, [1])
        expectEqual(store.writes, [])
    }

    check("the app's selection turns the page without reporting back") {
        let store = Store(0)
        let view = pager(store)
        let (renderer, _) = show(view)
        store.value = 3
        renderer.render(view, in: screen)
        let root = renderer.render(view, in: screen)
        expectEqual(pages(root)["Page 3"]?.minX, 0)
        expectEqual(store.writes, [])
    }
}

@MainActor
func pagerVariantChecks() {
    check("with the header in the navigation bar, its titles still turn the pages") {
        let store = Store(0)
        let view = SegmentedPager(
            selection: store.binding, items: sections, headerPlacement: .navigationBar
        ) {
            Text($0.title)
        } page: {
            Text("Page \($0.id)")
        }
        let root = show(view).root
        expectEqual(root.segments.map(\.titles), [["Posts"], ["Likes"], ["Media"], ["Saved"]])
        root.segments[3].activate()
        expectEqual(store.writes, [3])
    }

    check("zooming titles: the selected title is drawn 1.15 times larger, in a reserved frame") {
        let store = Store(0)
        let view = SegmentedPager(
            selection: store.binding, items: sections, titleProgress: .zoom
        ) {
            Text($0.title)
        } page: {
            Text("Page \($0.id)")
        }
        let root = show(view).root
        let scales = root.segments.map { segment in
            segment.modifiers.compactMap { if case .scaleEffect(let s) = $0 { s } else { nil } }
                .first
        }
        // TitleProgressStyle.zoom: 1.15 when selected, 1 one page away.
        expectEqual(scales, [1.15, 1, 1, 1])
    }

    check("a finger tap on the selected title asks for the reselect action") {
        let store = Store(2)
        var reselected: [Int] = []
        let view = pager(store) { reselected.append($0) }
        let (renderer, root) = show(view)
        let title = root.segments[2].frame
        renderer.tap(view, at: CGPoint(x: title.midX, y: title.midY), in: screen)
        expectEqual(reselected, [2])
        expectEqual(store.writes, [])
    }

    check("a new page width or direction keeps the page shown, and reports nothing") {
        let store = Store(1)
        let renderer = Renderer()
        let wide = cg(0, 0, 844, 390)
        renderer.render(pager(store), in: screen)
        renderer.render(pager(store), in: screen)
        renderer.render(pager(store), in: wide)
        var root = renderer.render(pager(store), in: wide)
        expectEqual(pages(root)["Page 1"], wide, "page 1 fills the wider pager")
        expectEqual(pages(root)["Page 0"]?.minX, -844, "page 0 to its left")
        renderer.environment.layoutDirection = .rightToLeft
        renderer.render(pager(store), in: wide)
        root = renderer.render(pager(store), in: wide)
        expectEqual(pages(root)["Page 1"], wide, "still page 1")
        expectEqual(pages(root)["Page 0"]?.minX, 844, "right to left, page 0 to its right")
        expectEqual(store.writes, [])
    }

    check("new items keep the selection by id") {
        let store = Store(1)
        let renderer = Renderer()
        let wide = screen
        renderer.render(pager(store), in: wide)
        var root = renderer.render(pager(store), in: wide)
        // Items change: the first item removed; the selection stays on "Likes".
        let fewer = SegmentedPager(selection: store.binding, items: Array(sections.dropFirst())) {
            Text($0.title)
        } page: {
            Text("Page \($0.id)")
        }
        renderer.render(fewer, in: wide)
        root = renderer.render(fewer, in: wide)
        expectEqual(root.segments.count, 3)
        expect(root.segments[0].accessibilityTraits.contains(.isSelected), "Likes selected")
    }
}

/// A page with state of its own: a counter its button raises.
private struct CounterPage: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        Button {
            taps += 1
        } label: {
            Text("Page \(id): \(taps)")
        }
    }
}

@MainActor
private func counterPager(_ store: Store<Int>) -> some View {
    SegmentedPager(selection: store.binding, items: sections) {
        Text($0.title)
    } page: {
        CounterPage(id: $0.id)
    }
}

/// The rendered counter pages, by id.
@MainActor
private func counterPages(_ root: RenderedView) -> [Int: RenderedView] {
    var found: [Int: RenderedView] = [:]
    for node in root.all {
        if let page = node.value as? CounterPage { found[page.id] = node }
    }
    return found
}

/// Whether `path` is `prefix` or under it.
private func path(_ path: String, isUnder prefix: String) -> Bool {
    path == prefix || path.hasPrefix(prefix + ".")
}

@MainActor
func pagerIdentityChecks() {
    check("a page's state survives being unloaded and coming back") {
        let store = Store(0)
        let view = counterPager(store)
        let (renderer, shown) = show(view)
        counterPages(shown)[0]?.activate()
        var root = renderer.render(view, in: screen)
        expectEqual(counterPages(root)[0]?.texts, ["Page 0: 1"], "the tap counted")
        // Three pages away: page 0 is beyond the preload distance of 1.
        store.value = 3
        renderer.render(view, in: screen)
        renderer.render(view, in: screen)
        store.value = 0
        renderer.render(view, in: screen)
        root = renderer.render(view, in: screen)
        expectEqual(counterPages(root)[0]?.texts, ["Page 0: 1"], "page 0 kept its state")
    }

    check("a rotation mid-page keeps the page") {
        let store = Store(0)
        let view = counterPager(store)
        let wide = cg(0, 0, 844, 390)
        let (renderer, _) = show(view)
        // A finger holds the pages half-way to page 1 when the device turns.
        renderer.dragPages(by: -195)
        renderer.render(view, in: wide)
        var root = renderer.render(view, in: wide)
        if !harnessRunsAtLeastIOS(17) {
            // The iOS 16 TabView keeps the page through its selection, which the pager leaves
            // alone; where the pages sit while the finger is still down is the TabView's, and
            // Apple documents nothing about it. The finger lifts without turning a page.
            expectEqual(
                root.first(DefaultSegmentedIndicator.self)?.configuration.position, 0,
                "the header on page 0 while the finger is down")
            renderer.releasePages(settlingOn: 0)
            root = renderer.render(view, in: wide)
        }
        expectEqual(counterPages(root)[0]?.frame, wide, "page 0 fills the turned pager")
        expectEqual(
            root.first(DefaultSegmentedIndicator.self)?.configuration.position, 0,
            "the header on page 0")
        expectEqual(store.writes, [])
    }

    check("iOS 18: a scroll frame re-evaluates the header's bodies and no page's", minimumIOS: 18) {
        let frame = scrollFrame()
        print(
            "pager scroll frame: \(frame.header) header bodies, \(frame.page) page bodies evaluated"
        )
        expectClose(frame.position, 80 / 390, "the header follows the pages")
        expect(frame.header > 0, "the header redrawn")
        expectEqual(frame.page, 0, "no page body evaluated")
    }

    // Before iOS 18 the pager hears no scroll frame (it waits for the swipe to settle), so a
    // frame redraws neither the header nor a page. The harness runs the iOS 16 TabView.
    check(
        "iOS 16 and 17: a scroll frame re-evaluates no page's body and leaves the header",
        maximumIOS: 17
    ) {
        let frame = scrollFrame()
        print(
            "pager scroll frame (iOS \(harnessIOSMajor ?? 0) run; the header waits for the settle): "
                + "\(frame.header) header bodies, \(frame.page) page bodies evaluated")
        expectEqual(frame.position, 0, "the header stays on page 0")
        expectEqual(frame.page, 0, "no page body evaluated")
    }
}

/// The second frame of a swipe on the counter pager (on iOS 18 the first frame preloads
/// page 2, so the second loads nothing): how many
/// header and page bodies it evaluated, and the header's position after it.
@MainActor
private func scrollFrame() -> (header: Int, page: Int, position: Double) {
    let store = Store(0)
    let view = counterPager(store)
    let (renderer, _) = show(view)
    renderer.dragPages(by: -40)
    renderer.bodyEvaluations = []
    let root = renderer.dragPages(by: -80)
    let headers = root.all.filter {
        String(describing: type(of: $0.value)).hasPrefix("SegmentedControl<")
    }.map(\.path)
    let pages = counterPages(root).values.map(\.path)
    let header = renderer.bodyEvaluations.filter { evaluated in
        headers.contains { path(evaluated, isUnder: $0) }
    }.count
    let page = renderer.bodyEvaluations.filter { evaluated in
        pages.contains { path(evaluated, isUnder: $0) }
    }.count
    let position = root.first(DefaultSegmentedIndicator.self)?.configuration.position ?? -1
    return (header, page, Double(position))
}
