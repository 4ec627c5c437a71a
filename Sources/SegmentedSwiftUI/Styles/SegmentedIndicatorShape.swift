#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The indicator's shape: a rounded rectangle whose corner radius the core clamps to the
    /// rectangle it is drawn in (`Indicator.cornerRadius(fitting:)`), so `.infinity` draws a
    /// capsule and a thin bar keeps round ends while it stretches.
    ///
    /// ```swift
    /// SegmentedIndicatorShape(indicator: .fill(cornerRadius: 7)).fill(.white)
    /// ```
    public struct SegmentedIndicatorShape: Shape {
        /// The indicator whose corner radius is drawn.
        public var indicator: Indicator

        /// Creates the shape for an indicator.
        ///
        /// ```swift
        /// let shape = SegmentedIndicatorShape(indicator: SegmentedDesign.pagedHeader.layout.indicator)
        /// ```
        ///
        /// - Parameter indicator: The indicator description.
        public init(indicator: Indicator) {
            self.indicator = indicator
        }

        /// The rounded rectangle filling `rect`.
        ///
        /// ```swift
        /// let path = shape.path(in: CGRect(x: 0, y: 0, width: 80, height: 28))
        /// ```
        ///
        /// - Parameter rect: The rectangle to fill.
        public func path(in rect: CGRect) -> Path {
            let radius = indicator.cornerRadius(fitting: Size(rect.size))
            return Path(
                roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
        }
    }

#endif
