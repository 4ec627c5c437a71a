import SegmentedCore
import Testing

@Suite("Bar roles")
struct BarRoleTests {
    /// Design vector 1: underline, `.spaceEvenly`, widths [10, 60, 16], W = 320.
    private let arrangement = SegmentedLayout(
        distribution: .spaceEvenly, indicator: .underline(width: .content, thickness: 3)
    ).arrange(
        contentSizes: [
            Size(width: 10, height: 20), Size(width: 60, height: 20), Size(width: 16, height: 20),
        ],
        in: Size(width: 320, height: 44))

    @Test(
        "the indicator fading out under Reduce Motion stays where it was shown, not at the position"
    )
    func outgoingIndicator() {
        let outgoing = BarRole.outgoingIndicator(at: 1).frame(
            in: arrangement, position: 2, dividerThickness: 1, labelSize: { .zero })
        #expect(outgoing == arrangement.indicatorFrame(at: 1))
        #expect(outgoing.minX == 127 && outgoing.width == 60)
        let incoming = BarRole.indicator.frame(
            in: arrangement, position: 2, dividerThickness: 1, labelSize: { .zero })
        #expect(incoming.minX == 245.5 && incoming.width == 16)
        // A position between segments (the indicator was travelling) is kept as it was.
        let between = BarRole.outgoingIndicator(at: 1.5).frame(
            in: arrangement, position: 0, dividerThickness: 1, labelSize: { .zero })
        #expect(between == arrangement.indicatorFrame(at: 1.5))
    }

    @Test("the bar at rest declares no outgoing indicator")
    func atRest() {
        let roles = BarRole.roles(count: 3, hasDivider: true, hasIndicator: true, scrolls: true)
        #expect(!roles.contains { if case .outgoingIndicator = $0 { true } else { false } })
    }

    @Test(
        "a bar with a glass lens declares its magnifier right after the labels, as large as the bar"
    )
    func magnifier() {
        let roles = BarRole.roles(
            count: 3, hasDivider: false, hasIndicator: true, hasMagnifier: true, scrolls: false)
        let labels = roles.lastIndex { if case .segment = $0 { true } else { false } }
        #expect(labels.map { roles[$0 + 1] } == .magnifier)
        #expect(roles.filter { $0 == .magnifier }.count == 1)
        #expect(
            !BarRole.roles(count: 3, hasDivider: false, hasIndicator: true, scrolls: false)
                .contains(.magnifier))
        let frame = BarRole.magnifier.frame(
            in: arrangement, position: 1, dividerThickness: 1, labelSize: { .zero })
        #expect(frame == Rect(origin: .zero, size: arrangement.contentSize))
    }
}
