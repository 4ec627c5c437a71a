// Following a pager: setPosition, syncPosition(with:) and the carousel variant.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func pagingChecks() {
    check("setPosition shows a fractional position at once and sends nothing") {
        let fixture = Fixture(titles: ["A", "B", "C", "D"], selectedIndex: 1)
        let arrangement = fixture.expectedArrangement()
        fixture.control.setPosition(2.5)
        expectEqual(fixture.control.position, 2.5)
        expectEqual(fixture.control.selectedIndex, 1, "the selection stays")
        expectClose(
            fixture.control.indicatorView.frame, cgRect(arrangement.indicatorFrame(at: 2.5)))
        fixture.control.setPosition(.nan)
        fixture.control.setPosition(.infinity)
        expectEqual(fixture.control.position, 2.5, "non-finite positions are ignored")
        expectEqual(fixture.recorder.count, 0)
    }

    check("syncPosition(with:) reads a paging scroll view's offset in pages") {
        let fixture = Fixture(titles: ["A", "B", "C"])
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        pager.contentSize = CGSize(width: 900, height: 500)
        pager.contentOffset = CGPoint(x: 450, y: 0)
        fixture.control.syncPosition(with: pager)
        expectClose(fixture.control.position, 1.5)
        // Right to left, page 0 is the rightmost: offset 450 of 900 is 0.5 from the right page.
        fixture.control.syncPosition(with: pager, layoutDirection: .rightToLeft)
        expectClose(fixture.control.position, 0.5)
        pager.semanticContentAttribute = .forceRightToLeft
        pager.contentOffset = CGPoint(x: 600, y: 0)
        fixture.control.syncPosition(with: pager)
        expectClose(fixture.control.position, 0, "the pager's own direction by default")
    }

    check("a finger paging a scroll view drives the indicator through the delegate") {
        final class Follower: UIScrollViewDelegate {
            let control: SegmentedTabControl
            init(control: SegmentedTabControl) { self.control = control }
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                control.syncPosition(with: scrollView)
            }
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                control.selectedIndex = Int(control.position.rounded())
            }
        }
        let fixture = Fixture(titles: ["A", "B", "C"])
        let pager = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 500))
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 390 * 3, height: 500)
        fixture.window.addSubview(pager)
        let follower = Follower(control: fixture.control)
        pager.delegate = follower
        let finger = _HarnessFinger(window: fixture.window)
        finger.down(at: CGPoint(x: 300, y: 400))
        finger.drag(to: CGPoint(x: 300 - 195, y: 400), steps: 5)
        expectClose(fixture.control.position, 0.5, "half a page")
        finger.drag(to: CGPoint(x: 300 - 260, y: 400), steps: 2)
        finger.up()
        expectEqual(pager.contentOffset.x, 390, "paging settles on page 1")
        expectEqual(fixture.control.selectedIndex, 1)
        expectEqual(fixture.recorder.count, 0, "a pager's change is not the user's tap")
    }

    check("syncPosition(withCarousel:) reads the page view controller's middle page") {
        let fixture = Fixture(titles: ["A", "B", "C", "D"])
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        carousel.contentSize = CGSize(width: 900, height: 500)
        carousel.contentOffset = CGPoint(x: 300, y: 0)
        fixture.control.syncPosition(withCarousel: carousel, currentPage: 2)
        expectClose(fixture.control.position, 2, "at rest: the current page")
        carousel.contentOffset = CGPoint(x: 390, y: 0)
        fixture.control.syncPosition(withCarousel: carousel, currentPage: 2)
        expectClose(fixture.control.position, 2.3)
    }
}
