/// A cubic Bézier timing curve through `(0, 0)`, `(x1, y1)`, `(x2, y2)` and `(1, 1)`, as CSS
/// `cubic-bezier()` defines it: for a time fraction x, find the curve parameter whose x
/// matches, then return its y.
///
/// ```swift
/// let ease = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
/// ease.value(at: 0.5)  // ≈ 0.8024
/// ```
public struct TimingCurve: Sendable, Hashable {
    private let cx, bx, ax, cy, by, ay: Double

    /// Creates a curve from its two control points. x values are clamped to `0...1` (as CSS
    /// requires) so the curve is a function of time; NaN counts as 0. y values are clamped to
    /// `-1000...1000` so the curve's numbers stay finite; a NaN or infinite y1 counts as 0
    /// and y2 as 1.
    ///
    /// ```swift
    /// let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - x1: The first control point's x.
    ///   - y1: The first control point's y.
    ///   - x2: The second control point's x.
    ///   - y2: The second control point's y.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.clamped(to: 0...1)
        let x2 = x2.clamped(to: 0...1)
        let y1 = Self.controlY(y1, default: 0)
        let y2 = Self.controlY(y2, default: 1)
        // Polynomial coefficients of B(t) = ((a·t + b)·t + c)·t.
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// A control point's y: `fallback` when NaN or infinite, otherwise clamped to
    /// `-1000...1000`.
    static func controlY(_ y: Double, default fallback: Double) -> Double {
        y.isFinite ? y.clamped(to: -1000...1000) : fallback
    }

    @inline(__always) private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) private func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter whose x is `time`: Newton's method from a good guess, falling back
    /// to bisection, to within 1e-9.
    private func parameter(for time: Double) -> Double {
        var t = time
        for _ in 0..<8 {
            let error = x(t) - time
            if abs(error) < 1e-9 { return t }
            let slope = dx(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = time
        for _ in 0..<64 {
            let value = x(t)
            if abs(value - time) < 1e-9 { return t }
            if value < time { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The progress at a time fraction: 0 at 0, 1 at 1; fractions outside `0...1` are
    /// clamped and NaN counts as 0.
    ///
    /// ```swift
    /// TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1).value(at: 0.3)  // 0.3
    /// ```
    ///
    /// - Parameter time: The fraction of the duration elapsed.
    public func value(at time: Double) -> Double {
        let time = time.clamped(to: 0...1)
        if time == 0 { return 0 }
        if time == 1 { return 1 }
        return y(parameter(for: time))
    }

    /// The slope of progress against the time fraction, dy/dx, at a time fraction.
    ///
    /// ```swift
    /// TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1).slope(at: 0)  // 0
    /// ```
    ///
    /// - Parameter time: The fraction of the duration elapsed, clamped to `0...1`.
    public func slope(at time: Double) -> Double {
        let t = parameter(for: time.clamped(to: 0...1))
        let denominator = dx(t)
        guard abs(denominator) > 1e-12 else {
            // A vertical tangent in x: use the limit of the control polygon's slope.
            return dy(t) == 0 ? 0 : (dy(t) > 0 ? 1e12 : -1e12)
        }
        return dy(t) / denominator
    }
}
