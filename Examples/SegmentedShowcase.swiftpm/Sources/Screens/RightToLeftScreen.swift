import SegmentedSwiftUI
import SwiftUI

/// Right to left: the first segment sits at the right, and the indicator runs leftwards.
/// An Arabic or Hebrew app gets this from the system; here the environment forces it.
struct RightToLeftScreen: View {
    let sections = ["الرئيسية", "الرائج", "المكتبة"]  // Home, Trending, Library
    @State private var index = 0

    var body: some View {
        VStack(spacing: 24) {
            SegmentedControl(sections, selection: $index)
                .segmentedControlStyle(.underline)
            SegmentedControl(sections, selection: $index)
                .segmentedControlStyle(.slidingPill)
        }
        .padding()
        .environment(\.layoutDirection, .rightToLeft)
    }
}
