import SegmentedSwiftUI
import SwiftUI

/// Disabled segments are dimmed, cannot be tapped, and keyboard and VoiceOver skip them;
/// `.disabled(true)` disables the whole control.
struct DisabledScreen: View {
    let plans = ["Free", "Plus", "Team", "Enterprise"]
    @State private var plan = 0

    var body: some View {
        VStack(spacing: 32) {
            SegmentedControl(plans, selection: $plan, disabled: [2, 3])
                .segmentedControlStyle(.slidingPill)
            SegmentedControl(plans, selection: $plan)
                .segmentedControlStyle(.underline)
                .disabled(true)
        }
        .padding()
    }
}
