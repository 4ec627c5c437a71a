// expected-error: 'onSegmentReselect(perform:)' is unavailable
// After another modifier the view is no longer a `SegmentedControl`: the reselect action goes
// on the control first.

import SegmentedSwiftUI
import SwiftUI

@MainActor
func reselectActionAfterAModifier(_ index: Binding<Int>) -> some View {
    SegmentedControl(["Posts", "Likes"], selection: index)
        .segmentedControlStyle(.underline)
        .onSegmentReselect { (id: Int) in print(id) }
}
