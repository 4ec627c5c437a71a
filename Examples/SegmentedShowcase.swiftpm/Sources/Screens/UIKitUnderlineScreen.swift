import SegmentedSwiftUI
import SwiftUI

/// The UIKit underline, in SwiftUI: equal segments, a 2-pt bar 10 pt below, 0.2 s.
struct UIKitUnderlineScreen: View {
    let mailboxes = ["Inbox", "Sent"]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(mailboxes, selection: $index)
                .segmentedControlStyle(.uikitUnderline)

            Text(mailboxes[index])
        }
        .padding()
    }
}
