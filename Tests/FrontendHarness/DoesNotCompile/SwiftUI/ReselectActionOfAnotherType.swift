// expected-error: 'onSegmentReselect(perform:)' is unavailable
// The reselect action is typed by the control's own selection: an action for a `String`
// on a control whose ids are `Int` (the titles initialiser selects an index) does not compile.

import SegmentedSwiftUI
import SwiftUI

@MainActor
func reselectActionOfAnotherType(_ index: Binding<Int>) -> some View {
    SegmentedControl(["Posts", "Likes"], selection: index)
        .onSegmentReselect { (title: String) in print(title) }
}
