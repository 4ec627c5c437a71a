// Reduce Motion (SegmentCrossFade.swift, SegmentedControl.swift): a change of selection
// cross-fades instead of travelling, as the system does ("will be replaced by opacity when
// Reduce Motion is enabled", `TransitionProperties.hasMotion`): the indicator at the old
// segment fades out while the one at the new segment fades in, with the core's
// `IndicatorCrossFade` opacities on each frame, and the titles' selected look fades in place.
// A frame is a render at a time of the clock the fade is drawn on, which the check moves by
// hand (the timeline's frames evaluate the same content at the same clock).

import QuartzCore
import SegmentedCore
import SwiftUI

@testable import SegmentedSwiftUI

private let fadeBar = cg(0, 0, 300, 32)
private let pill = PillGeometry(barWidth: 300, count: 3)

/// A renderer with Reduce Motion set as asked and the fade's clock reading `clock`.
@MainActor
private func fadeRenderer(reduceMotion: Bool, clock: ClockBox) -> Renderer {
    let renderer = Renderer()
    renderer.environment._harnessSetAccessibilityReduceMotion(reduceMotion)
    renderer.environment.segmentedLensClock = SegmentLensClock { clock.now }
    return renderer
}

/// A control of three segments over `store` in `style` (the sliding pill by default).
@MainActor
private func fadeControl<Style: SegmentedControlStyle>(_ store: Store<Int>, style: Style)
    -> some View
{
    SegmentedControl(["Day", "Week", "Month"], selection: store.binding)
        .segmentedControlStyle(style)
}

@MainActor
private func fadeControl(_ store: Store<Int>) -> some View {
    fadeControl(store, style: SlidingPillSegmentedControlStyle())
}

extension RenderedView {
    /// The indicators the bar placed: the indicator and, during a cross-fade, the one fading
    /// out, each with its role, frame and opacity (the outermost opacity modifier on it).
    @MainActor
    fileprivate var indicators: [(role: SegmentedBarRole, frame: CGRect, opacity: Double)] {
        subviews(SegmentedBarRoleKey.self).compactMap { role, node in
            switch role {
            case .indicator, .outgoingIndicator:
                return (role, node.frame, node.opacities.first ?? 1)
            default:
                return nil
            }
        }
    }

    /// Whether each animation timeline under this view is paused.
    @MainActor
    fileprivate var timelinesPaused: [Bool] {
        all.compactMap {
            (($0.value as? any _HarnessTimeline)?._harnessScheduleValue
                as? AnimationTimelineSchedule)?._harnessPaused
        }
    }

    /// The `Bool` values observed by `onChange` under this view.
    @MainActor
    fileprivate var watchedFlags: [Bool] {
        modifiers.compactMap {
            if case .valueChange(let observer) = $0 { observer.value as? Bool } else { nil }
        }
    }
}

/// Expects the frame of a cross-fade from segment 0 to segment 2 begun at `start`, drawn at
/// `time`: the indicator fading out at segment 0 and the one fading in at segment 2 with the
/// core's opacities, nothing between, and the titles' emphasis the core's.
@MainActor
private func expectFadeFrame(
    _ root: RenderedView, start: Double, time: Double, file: StaticString = #filePath,
    line: UInt = #line
) {
    let fade = IndicatorCrossFade(from: 0, to: 2, at: start)
    let drawn = root.indicators
    expectEqual(drawn.count, 2, "two indicators while the fade runs", file: file, line: line)
    for (role, frame, _) in drawn {
        expect(
            frame == pill.indicator(at: 0) || frame == pill.indicator(at: 2),
            "\(role) drawn at \(frame), not at a segment", file: file, line: line)
    }
    let outgoing = drawn.first { $0.role == .outgoingIndicator(at: 0) }
    let incoming = drawn.first { $0.role == .indicator }
    expectClose(outgoing?.frame ?? .zero, pill.indicator(at: 0), file: file, line: line)
    expectClose(incoming?.frame ?? .zero, pill.indicator(at: 2), file: file, line: line)
    expectClose(
        outgoing?.opacity ?? -1, fade.outgoingOpacity(at: time), "outgoing opacity", file: file,
        line: line)
    expectClose(
        incoming?.opacity ?? -1, fade.incomingOpacity(at: time), "incoming opacity", file: file,
        line: line)
    for index in 0..<min(3, root.segments.count) {
        expectLabelEmphasis(
            root.segments[index], fade.emphasis(of: index, count: 3, at: time),
            design: .slidingPill, file: file, line: line)
    }
}

@MainActor
func reduceMotionChecks() {
    check(
        "SwiftUI, under Reduce Motion a tap cross-fades: the old segment's indicator fades out and the new one's in, with the core's opacities, none between"
    ) {
        let store = Store(0)
        let clock = ClockBox(50)
        let renderer = fadeRenderer(reduceMotion: true, clock: clock)
        let control = fadeControl(store)
        renderer.render(control, in: fadeBar)
        renderer.tap(control, at: pill.centre(2), in: fadeBar)
        expectEqual(store.writes, [2])
        let first = renderer.render(control, in: fadeBar)
        expectFadeFrame(first, start: 50, time: 50)
        expectEqual(first.animationModifier, .some(nil), "the position does not travel")
        expect(!first.timelinesPaused.contains(true), "redrawn on every frame while it fades")
        for time in [50.05, 50.1, 50.15] {
            clock.now = time
            expectFadeFrame(renderer.render(control, in: fadeBar), start: 50, time: time)
        }
        clock.now = 50.25
        let done = renderer.render(control, in: fadeBar)
        expectEqual(done.indicators.count, 1, "the outgoing indicator is gone")
        expectClose(done.indicators.first?.frame ?? .zero, pill.indicator(at: 2))
        expectEqual(done.indicators.first?.opacity, 1)
        expectLabelEmphasis(done.segments[2], 1, design: .slidingPill)
        expectLabelEmphasis(done.segments[0], 0, design: .slidingPill)
        expect(!done.timelinesPaused.contains(false), "paused once the fade is over")
    }

    check(
        "SwiftUI, under Reduce Motion a selection the app makes inside withAnimation cross-fades the same way"
    ) {
        let store = Store(0)
        let clock = ClockBox(7)
        let renderer = fadeRenderer(reduceMotion: true, clock: clock)
        let control = fadeControl(store)
        renderer.render(control, in: fadeBar)
        withAnimation(.default) { store.value = 2 }
        let first = renderer.render(control, in: fadeBar)
        expectFadeFrame(first, start: 7, time: 7)
        expectEqual(first.animationModifier, .some(nil), "the position does not travel")
        clock.now = 7.1
        expectFadeFrame(renderer.render(control, in: fadeBar), start: 7, time: 7.1)
    }

    check("SwiftUI, a frame that sees the cross-fade end pauses its timeline without a new event") {
        let store = Store(0)
        let clock = ClockBox(3)
        let renderer = fadeRenderer(reduceMotion: true, clock: clock)
        let control = fadeControl(store)
        renderer.render(control, in: fadeBar)
        renderer.tap(control, at: pill.centre(2), in: fadeBar)
        // SwiftUI fixes a timeline's schedule when it is made: the frame's content watches
        // whether the fade still runs, so the frame that sees it end changes a state, which
        // makes the timeline again, paused.
        let running = renderer.render(control, in: fadeBar).watchedFlags
        expect(running.contains(true), "a running fade is watched: \(running)")
        clock.now = 4
        let ended = renderer.render(control, in: fadeBar).watchedFlags
        expect(!ended.contains(true), "its end is seen: \(ended)")
    }

    check("SwiftUI, without Reduce Motion a tap travels as before: one indicator, no fade") {
        let store = Store(0)
        let clock = ClockBox(50)
        let renderer = fadeRenderer(reduceMotion: false, clock: clock)
        let control = fadeControl(store)
        renderer.render(control, in: fadeBar)
        renderer.tap(control, at: pill.centre(2), in: fadeBar)
        clock.now = 50.1
        let root = renderer.render(control, in: fadeBar)
        expectEqual(root.indicators.count, 1)
        expectEqual(root.indicators.first?.opacity, 1)
        expectEqual(
            root.animationModifier, .some(expectedAnimation(SegmentedDesign.slidingPill.motion)),
            "the position travels with the design's motion")
        expect(!root.timelinesPaused.contains(false), "no fade frames")
    }

    check(
        "SwiftUI, under Reduce Motion a pager-driven control does not fade: it follows the pages"
    ) {
        let store = Store(0)
        let clock = ClockBox(50)
        let renderer = fadeRenderer(reduceMotion: true, clock: clock)
        @MainActor func paged(_ position: Double) -> some View {
            fadeControl(store).segmentedControlPosition(position)
        }
        renderer.render(paged(0), in: fadeBar)
        // The pages turn: the selection follows them, the position with them.
        store.value = 2
        let turning = renderer.render(paged(1.5), in: fadeBar)
        expectEqual(turning.indicators.count, 1, "no outgoing indicator")
        expectClose(turning.indicators.first?.frame ?? .zero, pill.indicator(at: 1.5))
        expectEqual(turning.indicators.first?.opacity, 1)
        clock.now = 50.1
        let turned = renderer.render(paged(2), in: fadeBar)
        expectEqual(turned.indicators.count, 1)
        expectClose(turned.indicators.first?.frame ?? .zero, pill.indicator(at: 2))
        expectEqual(turned.indicators.first?.opacity, 1)
        expect(!turned.timelinesPaused.contains(false), "no fade frames")
    }

    check(
        "SwiftUI, under Reduce Motion the glass lens neither lifts nor stretches: a tap cross-fades it at rest at both ends"
    ) {
        let store = Store(0)
        // The lens's events are stamped on the media clock; its frames are drawn on the same.
        let clock = ClockBox(_harnessMediaTime)
        let start = clock.now
        let renderer = fadeRenderer(reduceMotion: true, clock: clock)
        let control = fadeControl(
            store, style: LiquidGlassSegmentedControlStyle.liquidGlass)
        let before = renderer.render(control, in: fadeBar)
        guard let target = before.hitRegions.last?.frame else { return fail("no segments") }
        renderer.tap(control, at: CGPoint(x: target.midX, y: target.midY), in: fadeBar)
        expectEqual(store.writes, [2])
        let fade = IndicatorCrossFade(from: 0, to: 2, at: start)
        for time in [start + 0.02, start + 0.1] {
            clock.now = time
            let root = renderer.render(control, in: fadeBar)
            let drawn = root.indicators
            expectEqual(drawn.count, 2, "two glass indicators while the fade runs")
            expect(
                drawn.contains { $0.role == .outgoingIndicator(at: 0) },
                "the outgoing lens at segment 0")
            for (role, _, opacity) in drawn {
                let expected =
                    role == .indicator
                    ? fade.incomingOpacity(at: time) : fade.outgoingOpacity(at: time)
                expectClose(opacity, expected, "\(role) opacity")
            }
            // Each glass indicator is drawn at rest in the frame placed for it, at its own
            // segment: no lift, no stretched or scaled lens.
            var glassCount = 0
            for (role, node) in root.subviews(SegmentedBarRoleKey.self) {
                for frame in node.all.compactMap({ $0.value as? GlassIndicatorFrame }) {
                    glassCount += 1
                    let placement = GlassIndicatorPlacement(
                        lens: frame.lens, now: frame.now, position: frame.configuration.position)
                    expectEqual(placement.frame, nil, "\(role): the lens at rest")
                    expectEqual(placement.lift, 0, "\(role): no lift")
                    expectEqual(
                        frame.configuration.position, role == .indicator ? 2 : 0,
                        "\(role): drawn at its segment, never between")
                }
            }
            expectEqual(glassCount, 2, "both indicators are glass")
        }
    }
}
