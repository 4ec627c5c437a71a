#if canImport(UIKit)
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl.Configuration {
        /// The track's corner radius for a track of `size`: the core's rule
        /// (`Size.clampedCornerRadius(_:)`) applied to ``trackCornerRadius``, so `.infinity`
        /// gives a capsule and NaN or a negative radius gives square corners.
        ///
        /// - Parameter size: The track's size.
        func trackCornerRadius(fitting size: CGSize) -> CGFloat {
            CGFloat(Size(size).clampedCornerRadius(Double(trackCornerRadius)))
        }
    }
#endif
