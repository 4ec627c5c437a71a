// expected-error: 'onSegmentReselect(perform:)' is unavailable
// A container (or the control after another modifier) cannot know its controls' id type, so
// the reselect action is not offered there.

import SegmentedSwiftUI
import SwiftUI

@MainActor
func reselectActionOnAContainer(_ index: Binding<Int>) -> some View {
    VStack {
        SegmentedControl(["Posts", "Likes"], selection: index)
    }
    .onSegmentReselect { (id: Int) in print(id) }
}
