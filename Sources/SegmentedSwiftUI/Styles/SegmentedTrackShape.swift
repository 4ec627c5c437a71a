#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The track behind the segments: a rounded rectangle whose corner radius is the core's
    /// rule for the design's track (`SegmentedDesign.trackCornerRadius(fitting:)`), so
    /// `.infinity` draws a capsule and NaN or a negative radius draws square corners.
    struct SegmentedTrackShape: Shape {
        /// The design whose track is drawn.
        var design: SegmentedDesign

        func path(in rect: CGRect) -> Path {
            let radius = design.trackCornerRadius(fitting: Size(rect.size))
            return Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
        }
    }
#endif
