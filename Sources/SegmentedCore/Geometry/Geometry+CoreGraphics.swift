import Foundation

// The core's Double-based geometry and the platform's CGFloat-based one (Foundation's
// CGPoint, CGSize and CGRect: CoreGraphics' on Apple platforms, swift-corelibs-foundation's
// elsewhere), converted in one place for every front-end. Nothing here decides a number: it
// only changes the type.

extension Point {
    /// A platform point, as the core takes it.
    ///
    /// ```swift
    /// let point = Point(touch.location(in: contentView))
    /// ```
    ///
    /// - Parameter point: The point.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension Size {
    /// A platform size (a view's bounds or fitting size), as the core measures it.
    ///
    /// ```swift
    /// let size = Size(label.sizeThatFits(.zero))
    /// ```
    ///
    /// - Parameter size: The size.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension Rect {
    /// A platform rectangle, as the core takes it.
    ///
    /// ```swift
    /// let bounds = Rect(view.bounds)
    /// ```
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension CGPoint {
    /// The core's point, for the platform.
    ///
    /// ```swift
    /// view.center = CGPoint(arrangement.segmentFrames[0].center)
    /// ```
    ///
    /// - Parameter point: The point.
    public init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension CGSize {
    /// The core's size, for the platform.
    ///
    /// ```swift
    /// scrollView.contentSize = CGSize(arrangement.contentSize)
    /// ```
    ///
    /// - Parameter size: The size.
    public init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension CGRect {
    /// The core's rectangle, for the platform.
    ///
    /// ```swift
    /// indicatorView.frame = CGRect(arrangement.indicatorFrame(at: position))
    /// ```
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: Rect) {
        // The C struct's own initializer: the one every platform's Foundation has.
        self.init(
            origin: CGPoint(x: CGFloat(rect.x), y: CGFloat(rect.y)),
            size: CGSize(width: CGFloat(rect.width), height: CGFloat(rect.height)))
    }
}
