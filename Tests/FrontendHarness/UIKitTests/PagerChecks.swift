// SegmentedPagerController: child containment, swiping, header taps, appearance calls.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// A page that records its containment and appearance calls.
@MainActor
final class RecordingPage: UIViewController {
    let name: String
    var calls: [String] = []

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        calls.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

@MainActor
final class PagerSource: SegmentedPagerControllerDataSource, SegmentedPagerControllerDelegate {
    let titles: [String]
    var made: [String: RecordingPage] = [:]
    var selected: [Int] = []
    var reselected: [Int] = []

    init(titles: [String]) { self.titles = titles }

    func numberOfPages(in pager: SegmentedPagerController) -> Int { titles.count }
    func pager(_ pager: SegmentedPagerController, itemAt index: Int) -> SegmentedTabControl.Item {
        .init(title: titles[index])
    }
    func pager(_ pager: SegmentedPagerController, viewControllerAt index: Int)
        -> UIViewController
    {
        let page = RecordingPage(name: titles[index])
        made[titles[index]] = page
        return page
    }
    func pager(_ pager: SegmentedPagerController, didSelectPageAt index: Int) {
        selected.append(index)
    }
    func pager(_ pager: SegmentedPagerController, didReselectPageAt index: Int) {
        reselected.append(index)
    }
}

@MainActor
struct PagerFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let pager = SegmentedPagerController(selectedIndex: 0, preloadDistance: 1)
    let source = PagerSource(titles: ["Home", "News", "Sport", "Music", "Films"])
    let finger: _HarnessFinger

    init() {
        CADisplayLink._harnessInvalidateAll()
        pager.dataSource = source
        pager.delegate = source
        window.rootViewController = pager
        pager.view.layoutIfNeeded()
        pager.beginAppearanceTransition(true, animated: false)
        pager.endAppearanceTransition()
        finger = _HarnessFinger(window: window)
    }

    /// Names of the loaded pages, in page order.
    var loaded: [String] {
        source.titles.filter { title in
            pager.children.contains { ($0 as? RecordingPage)?.name == title }
        }
    }
}

@MainActor
func pagerChecks() {
    check("pager: the selected page and its neighbours are children in the scroll view") {
        let fixture = PagerFixture()
        let pager = fixture.pager
        expectEqual(fixture.loaded, ["Home", "News"])
        let width = pager.scrollView.bounds.width
        expectEqual(pager.scrollView.contentSize.width, width * 5)
        for child in pager.children {
            guard let page = child as? RecordingPage,
                let index = fixture.source.titles.firstIndex(of: page.name)
            else { continue }
            expect(page.parent === pager)
            expect(page.view.superview === pager.scrollView, "\(page.name) in the scroll view")
            expectClose(
                page.view.frame,
                CGRect(
                    x: width * CGFloat(index), y: 0, width: width,
                    height: pager.scrollView.bounds.height))
            expect(page.calls.contains("didMove(parent)"), "\(page.name) told it moved")
        }
        expect(pager.header.frame.maxY <= pager.scrollView.frame.minY, "header above the pages")
    }

    check("pager: only the visible page appears") {
        let fixture = PagerFixture()
        expectEqual(
            fixture.source.made["Home"]?.calls.filter { $0.hasSuffix("ppear") },
            ["willAppear", "didAppear"])
        expectEqual(fixture.source.made["News"]?.calls.filter { $0.hasSuffix("ppear") }, [])
    }

    check("pager: a swipe past half a page selects the next page once and moves the header") {
        let fixture = PagerFixture()
        let pager = fixture.pager
        let y = pager.scrollView.frame.midY
        fixture.finger.down(at: CGPoint(x: 300, y: y))
        fixture.finger.drag(to: CGPoint(x: 300 - 195, y: y), steps: 5)
        expectClose(
            pager.header.position, 0.5, tolerance: 1e-9, "the header follows the finger")
        fixture.finger.drag(to: CGPoint(x: 300 - 250, y: y), steps: 2)
        fixture.finger.up()
        expectEqual(pager.scrollView.contentOffset.x, 390)
        expectEqual(fixture.source.selected, [1])
        expectEqual(pager.selectedIndex, 1)
        expectEqual(pager.header.selectedIndex, 1)
        expectEqual(fixture.loaded, ["Home", "News", "Sport"])
        expect(
            fixture.source.made["News"]?.calls.contains("didAppear") == true, "News appeared")
        expect(fixture.source.made["Home"]?.calls.contains("didDisappear") == true, "Home left")
    }

    // UIKit documents scrollViewDidScroll(_:) for the user's scrolling only, so the stand-in
    // sends none for the pager's own setContentOffset; unloading after a tap is not checked
    // here (it depends on that undocumented call), unloading after swipes is.
    check("pager: a tap on a header title scrolls there and loads around it") {
        let fixture = PagerFixture()
        let pager = fixture.pager
        let header = pager.header
        let frame = header.arrangement.segmentFrames[3]
        fixture.finger.tap(at: header.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        expectEqual(pager.selectedIndex, 3)
        expectEqual(fixture.source.selected, [3])
        expectEqual(pager.scrollView.contentOffset.x, 390 * 3)
        for name in ["Sport", "Music", "Films"] {
            expect(fixture.loaded.contains(name), "\(name) loaded")
        }
    }

    check("pager: swiping two pages on unloads the page left behind") {
        let fixture = PagerFixture()
        let pager = fixture.pager
        let y = pager.scrollView.frame.midY
        for _ in 0..<2 {
            fixture.finger.down(at: CGPoint(x: 300, y: y))
            fixture.finger.drag(to: CGPoint(x: 40, y: y), steps: 6)
            fixture.finger.up()
        }
        expectEqual(pager.selectedIndex, 2)
        expectEqual(fixture.source.selected, [1, 2])
        expectEqual(fixture.loaded, ["News", "Sport", "Music"])
        let home = fixture.source.made["Home"]
        expect(home?.parent == nil, "Home removed from the pager")
        expect(home?.calls.contains("didMove(nil)") == true, "Home told it left")
        expect(home?.viewIfLoaded?.superview == nil, "Home's view removed")
    }

    check("pager: tapping the selected title reports a reselect, not a selection") {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        let frame = header.arrangement.segmentFrames[0]
        fixture.finger.tap(at: header.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        expectEqual(fixture.source.reselected, [0])
        expectEqual(fixture.source.selected, [])
    }

    // MARK: The header's one selection: the pager's machine holds the header's

    check("pager: VoiceOver's double tap and Return on the selected title reach didReselectPageAt")
    {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        expect(segmentElements(of: header)[0].accessibilityActivate())
        expect(header.becomeFirstResponder())
        expect(UIResponder._harnessPressKey("\r"), "Return")
        expectEqual(fixture.source.reselected, [0, 0])
        expectEqual(fixture.source.selected, [])
        expectEqual(fixture.pager.selectedIndex, 0)
    }

    check("pager: the header's veto refuses a title for a tap, VoiceOver and a key; the page stays")
    {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        header.shouldSelectSegment = { $0 != 1 }
        let haptics = UISelectionFeedbackGenerator._harnessSelectionChanges
        let frame = header.arrangement.segmentFrames[1]
        fixture.finger.tap(at: header.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        _ = segmentElements(of: header)[1].accessibilityActivate()
        expect(header.becomeFirstResponder())
        UIResponder._harnessPressKey(UIKeyCommand.inputRightArrow)
        expectEqual(fixture.source.selected, [])
        expectEqual(fixture.pager.selectedIndex, 0)
        expectEqual(header.selectedIndex, 0)
        expectEqual(fixture.pager.scrollView.contentOffset.x, 0)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics, "no haptic")
        // Allowed, the key selects the next page, with one haptic.
        header.shouldSelectSegment = nil
        UIResponder._harnessPressKey(UIKeyCommand.inputRightArrow)
        expectEqual(fixture.source.selected, [1])
        expectEqual(fixture.pager.selectedIndex, 1)
        expectEqual(UISelectionFeedbackGenerator._harnessSelectionChanges, haptics + 1)
    }

    check("pager: a momentary header still shows the page's title as selected, to VoiceOver too") {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        header.isMomentary = true
        let frame = header.arrangement.segmentFrames[2]
        fixture.finger.tap(at: header.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        expectEqual(fixture.source.selected, [2])
        expectEqual(fixture.pager.selectedIndex, 2)
        expectEqual(header.selectedIndex, 2, "the page shown is the title selected")
        let elements = segmentElements(of: header)
        expect(elements[2].accessibilityTraits.contains(.selected), "VoiceOver reads it selected")
        expect(!elements[0].accessibilityTraits.contains(.selected))
    }

    check("pager: a swipe's page is the header's selection for VoiceOver and for the keys") {
        let fixture = PagerFixture()
        let header = fixture.pager.header
        fixture.pager.setSelectedIndex(3, animated: false)
        expect(
            segmentElements(of: header)[3].accessibilityTraits.contains(.selected),
            "VoiceOver reads the page's title as selected")
        expect(header.becomeFirstResponder())
        expect(UIResponder._harnessPressKey("\r"), "Return")
        expectEqual(fixture.source.reselected, [3], "Return asks for the page shown")
    }

    check("pager: selecting on the header in code selects the page") {
        let fixture = PagerFixture()
        fixture.pager.header.selectedIndex = 3
        expectEqual(fixture.pager.selectedIndex, 3)
        expectEqual(fixture.pager.header.selectedIndex, 3)
        expectEqual(fixture.pager.scrollView.contentOffset.x, 3 * 390)
        expectEqual(fixture.source.selected, [], "code reports nothing")
    }

    check("pager: a programmatic selection reports nothing") {
        let fixture = PagerFixture()
        fixture.pager.setSelectedIndex(2, animated: false)
        expectEqual(fixture.pager.selectedIndex, 2)
        expectEqual(fixture.pager.header.selectedIndex, 2)
        expectEqual(fixture.source.selected, [])
    }
}
