// Titles that follow the position (issue #15, item 4): each title's scale and weight come
// from the core's TitleProgressStyle for its emphasis, on scroll-driven positions and on
// animation frames, and measuring reserves the largest state so nothing shifts.
// Expected values are worked out by hand from the styles' numbers (.zoom: 1 → 1.15;
// .bolder: 400 → 600) and the stand-in's text metrics, never from the control's code.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func titleProgressChecks() {
    check("with .zoom half-way between 0 and 1, both titles are scaled to 1.075") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.titleProgress = .zoom
        control.setPosition(0.5)
        // Emphasis 0.5 for both: 1 + (1.15 − 1) × 0.5.
        let half = CGAffineTransform(scaleX: 1.075, y: 1.075)
        for index in 0...1 {
            let transform = control.segmentViews[index].transform
            expectClose(Double(transform.a), Double(half.a), tolerance: 1e-12, "a \(index)")
            expectClose(Double(transform.d), Double(half.d), tolerance: 1e-12, "d \(index)")
            expectEqual(
                [transform.b, transform.c, transform.tx, transform.ty], [0, 0, 0, 0],
                "a pure scale for \(index)")
        }
        expect(control.segmentViews[2].transform.isIdentity, "segment 2 is not reached")
        control.setPosition(1)
        expect(control.segmentViews[0].transform.isIdentity, "segment 0 back to 1")
        expectEqual(control.segmentViews[1].transform, CGAffineTransform(scaleX: 1.15, y: 1.15))
    }

    check("with .zoom the segments are laid out at 1.15 × their content and never move") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.titleProgress = .zoom
        control.layoutIfNeeded()
        let sizes = control.items.map { item -> Size in
            let size = expectedContentSize(of: item, configuration: control.configuration)
            return Size(width: size.width * 1.15, height: size.height * 1.15)
        }
        let expected = control.configuration.layout.arrange(
            contentSizes: sizes,
            in: Size(width: Double(control.bounds.width), height: Double(control.bounds.height))
        )
        @MainActor func placement() -> [CGRect] {
            control.segmentViews.map { view in
                CGRect(
                    x: view.center.x - view.bounds.width / 2,
                    y: view.center.y - view.bounds.height / 2,
                    width: view.bounds.width, height: view.bounds.height)
            }
        }
        let atZero = placement()
        for index in 0..<3 {
            expectClose(
                atZero[index], cgRect(expected.contentFrames[index]), "segment \(index)")
        }
        let idealAtZero = control.intrinsicContentSize
        control.setPosition(0.5)
        control.selectedIndex = 1
        control.setNeedsLayout()
        control.layoutIfNeeded()
        expectEqual(placement(), atZero, "position 1 places every segment as position 0")
        expectEqual(control.intrinsicContentSize, idealAtZero, "the ideal size stays")
    }

    check(".none leaves every title untransformed and in the design's fonts") {
        let fixture = Fixture(titles: ["Day", "Week"])
        let control = fixture.control
        let fonts = control.segmentViews.map { $0.titleLabel.font }
        let frames = control.segmentViews.map(\.frame)
        control.titleProgress = .none
        control.setPosition(0.5)
        for (index, view) in control.segmentViews.enumerated() {
            expect(view.transform.isIdentity, "segment \(index) is identity")
        }
        control.setPosition(0)
        expectEqual(control.segmentViews.map { $0.titleLabel.font }, fonts)
        expectEqual(control.segmentViews.map(\.frame), frames)
    }

    check(".bolder interpolates the weight and reserves the semibold width") {
        let fixture = Fixture(titles: ["Day", "Week"])
        let control = fixture.control
        control.titleProgress = .bolder
        control.layoutIfNeeded()
        let size = control.configuration.titleFont.pointSize
        // Half-way: 400 + (600 − 400) × 0.5 = 500, medium.
        control.setPosition(0.5)
        for index in 0...1 {
            expectEqual(
                control.segmentViews[index].titleLabel.font,
                UIFont.systemFont(ofSize: size, weight: .medium), "segment \(index)")
            expect(control.segmentViews[index].transform.isIdentity, "no scale")
        }
        let atHalf = control.segmentViews.map(\.bounds.size)
        control.setPosition(1)
        expectEqual(
            control.segmentViews[1].titleLabel.font,
            UIFont.systemFont(ofSize: size, weight: .semibold))
        expectEqual(
            control.segmentViews[0].titleLabel.font,
            UIFont.systemFont(ofSize: size, weight: .regular))
        expectEqual(control.segmentViews.map(\.bounds.size), atHalf, "nothing resizes")
        // "Week" at semibold: 4 characters × 0.55 em (stand-in metrics above regular).
        expect(
            control.segmentViews[1].bounds.width >= 4 * size * 0.55 - 1e-9,
            "the heaviest width is reserved")
    }

    check("animation frames scale the titles of the span for the position shown") {
        let fixture = Fixture(titles: ["Day", "Week", "Month"])
        let control = fixture.control
        control.titleProgress = .zoom
        fixture.tap(segment: 1)
        let start = _harnessMediaTime
        var sawMidway = false
        for frame in 1...8 {
            CADisplayLink._harnessFrame(at: start + Double(frame) / 60)
            let position = control.position
            if position > 0.05, position < 0.95 { sawMidway = true }
            for index in 0..<3 {
                // Emphasis by hand: max(0, 1 − |p − i|).
                let emphasis = max(0, 1 - abs(position - Double(index)))
                expectClose(
                    Double(control.segmentViews[index].transform.a), 1 + 0.15 * emphasis,
                    tolerance: 1e-9, "segment \(index) at frame \(frame)")
            }
        }
        expect(sawMidway, "some frame shows the titles between states")
    }

    check("the pager passes its title progress to the header") {
        let pager = SegmentedPagerController(titleProgress: .zoom)
        expectEqual(pager.header.titleProgress, .zoom)
        expectEqual(pager.titleProgress, .zoom)
        pager.titleProgress = .bolder
        expectEqual(pager.header.titleProgress, .bolder)
        expectEqual(SegmentedPagerController().titleProgress, .none)
    }
}
