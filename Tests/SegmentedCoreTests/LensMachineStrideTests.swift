import Foundation
import Testing

@testable import SegmentedCore

/// On an equal-width bar the lens draws a moving indicator from the first stop and the stride
/// between stops instead of splitting both edges' positions over the stops. These tests
/// drive scrubs past both ends, releases and taps on such bars (both directions, inset
/// indicators, a long bar with last bits that differ) and compare every frame with the
/// state worked out from the stops (`computedState(at:)`), within the stated tolerance.
@Suite("Indicator lens on evenly spaced stops")
struct LensMachineStrideTests {
    static func lens(
        count: Int, width: Double, direction: LayoutDirection,
        indicator: Indicator = .fill(insets: EdgeInsets(all: 2), cornerRadius: .infinity)
    ) -> LensHost {
        let arrangement = SegmentedLayout(
            distribution: .fillEqually(), indicator: indicator, layoutDirection: direction
        )
        .arrange(
            contentSizes: Array(repeating: Size(width: 30, height: 20), count: count),
            in: Size(width: width, height: 36))
        let context = LensMachine.Context(
            arrangement: arrangement, selection: SelectionModel(count: count))
        return LensHost(context: context)
    }

    /// Presses segment 0, scrubs past the far end and back past the start, releases, taps
    /// the middle; returns the largest difference between the drawn and the computed state.
    static func worstDifference(_ start: LensHost) throws -> Double {
        var lens = start
        let frames = lens.arrangement.segmentFrames
        let count = frames.count
        let y = frames[0].midY
        let pitch = frames[count - 1].midX - frames[0].midX
        let times = [0, 0.05, 0.3, 0.5, 0.7, 0.75, 2]
        let events: [InteractionMachine.Event] = [
            .began(Point(x: frames[0].midX, y: y), time: 0),
            .moved(Point(x: frames[count - 1].midX + pitch / 3, y: y), time: 0.05),
            .moved(Point(x: frames[0].midX - pitch / 5, y: y), time: 0.3),
            .ended(Point(x: frames[0].midX - pitch / 5, y: y), time: 0.5),
            .began(Point(x: frames[count / 2].midX, y: y), time: 0.7),
            .ended(Point(x: frames[count / 2].midX, y: y), time: 0.75),
        ]
        var worst = 0.0
        var time = 0.0
        for (index, event) in events.enumerated() {
            lens.handle(event)
            let next = times[index + 1]
            while time < next {
                let drawn = try #require(lens.state(at: time))
                let computed = try #require(lens.lens.computedState(at: time))
                let a = drawn.indicatorFrame
                let b = computed.indicatorFrame
                worst = max(
                    worst, abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width),
                    abs(a.height - b.height), abs(drawn.position - computed.position),
                    abs(drawn.lift - computed.lift))
                #expect(drawn.emphasis.lower == computed.emphasis.lower)
                #expect(drawn.emphasis.upper == computed.emphasis.upper)
                time += 1.0 / 240
            }
        }
        return worst
    }

    @Test(
        "moving frames match the stops within 10⁻⁹ pt per pt",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func matchesStops(direction: LayoutDirection) throws {
        let short = Self.lens(count: 3, width: 300, direction: direction)
        #expect(short.lens.uniform)
        #expect(try Self.worstDifference(short) <= 1e-9 * 301)
        // 7 segments of 390/7 pt: equal widths whose last bits differ.
        let odd = Self.lens(count: 7, width: 390, direction: direction)
        #expect(odd.lens.uniform)
        #expect(try Self.worstDifference(odd) <= 1e-9 * 391)
    }

    @Test(
        "a scrub draws on the common path until the leading edge settles, where each edge on its own spring agrees"
    )
    func commonPath() throws {
        var lens = Self.lens(count: 5, width: 390, direction: .leftToRight)
        let frames = lens.arrangement.segmentFrames
        let y = frames[0].midY
        lens.handle(.began(Point(x: frames[0].midX, y: y), time: 0))
        lens.handle(.moved(Point(x: frames[3].midX, y: y), time: 0.05))
        let machine = lens.lens
        // Both edges share one decay from the move on, and the frame takes one comparison.
        #expect(machine.fastUntil == machine.leading.end)
        #expect(machine.fastUntil > 0.5)
        var time = 0.05
        var worst = 0.0
        while time < machine.fastUntil {
            let drawn = try #require(lens.state(at: time))
            // The same frame from the stops, with each edge's position from its own spring
            // and its own decay rather than the shared one.
            let edges = lens.edgePositions(at: time)
            let separate = try #require(
                machine.computedState(edges: SIMD2(edges.leading, edges.trailing), at: time))
            let a = drawn.indicatorFrame
            let b = separate.indicatorFrame
            worst = max(worst, abs(a.x - b.x), abs(a.width - b.width), abs(a.y - b.y))
            worst = max(worst, abs(drawn.position - separate.position))
            time += 1.0 / 240
        }
        #expect(worst <= 1e-9 * 391, "worst difference: \(worst)")
    }

    @Test("elastic travel and a fixed-width indicator on unequal segments take the stops")
    func otherBars() throws {
        let elastic = Self.lens(
            count: 4, width: 400, direction: .leftToRight,
            indicator: .fill(travel: .elastic))
        #expect(!elastic.lens.uniform)
        let unequal = SegmentedLayout(distribution: .packed(), indicator: .fill())
            .arrange(
                contentSizes: [Size(width: 30, height: 20), Size(width: 90, height: 20)],
                in: Size(width: 300, height: 36))
        let context = LensMachine.Context(arrangement: unequal, selection: SelectionModel(count: 2))
        let lens = LensHost(context: context)
        #expect(!lens.lens.uniform)
        #expect(try Self.worstDifference(lens) == 0)
    }
}
