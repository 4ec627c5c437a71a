/// Titles that grow or get bolder as the position reaches them: a scale and a font weight for
/// each label, interpolated linearly with its emphasis (`max(0, 1 − |p − i|)`), so a swipe
/// half-way between two pages shows both titles half-way between their states.
///
/// To keep neighbours from shifting while titles grow, lay out every label at its largest
/// state — ``reservedSize(normal:selected:)`` — and draw the label scaled about the centre of
/// its content frame: a scale never above ``largestScale`` then always fits.
///
/// ```swift
/// let style = TitleProgressStyle(selectedScale: 1.2, selectedWeight: 700)
/// let transform = style.transform(emphasis: arrangement.emphasis(of: 1, at: 0.75))
/// transform.scale          // 1.15  (1 + 0.2 · 0.75)
/// transform.weight         // 625   (400 + 300 · 0.75)
/// transform.standardWeight // 600
/// ```
public struct TitleProgressStyle: Sendable, Hashable {
    /// The scale of a title with emphasis 0; unusable values (NaN, infinite, ≤ 0) count as 1.
    public var normalScale: Double
    /// The scale of the selected title; unusable values count as 1.
    public var selectedScale: Double
    /// The weight of a title with emphasis 0, on the 1–1000 scale of OpenType and CSS
    /// (400 regular, 700 bold); clamped into 1...1000, NaN counts as 400.
    public var normalWeight: Double
    /// The weight of the selected title, on the same scale.
    public var selectedWeight: Double

    /// Creates a title progress style; the defaults change nothing.
    ///
    /// ```swift
    /// let zoom = TitleProgressStyle(normalScale: 0.9, selectedScale: 1.1)
    /// let bolder = TitleProgressStyle(normalWeight: 400, selectedWeight: 600)
    /// ```
    ///
    /// - Parameters:
    ///   - normalScale: The scale of a title with emphasis 0.
    ///   - selectedScale: The scale of the selected title.
    ///   - normalWeight: The weight of a title with emphasis 0 (1–1000).
    ///   - selectedWeight: The weight of the selected title (1–1000).
    public init(
        normalScale: Double = 1, selectedScale: Double = 1, normalWeight: Double = 400,
        selectedWeight: Double = 400
    ) {
        self.normalScale = normalScale
        self.selectedScale = selectedScale
        self.normalWeight = normalWeight
        self.selectedWeight = selectedWeight
    }

    /// Titles that stay as they are.
    public static var none: TitleProgressStyle { TitleProgressStyle() }

    /// The selected title grows to 1.15 times its size, a zoom as tab headers with growing
    /// titles commonly use (the project's choice of factor).
    public static var zoom: TitleProgressStyle { TitleProgressStyle(selectedScale: 1.15) }

    /// The selected title turns from regular (400) to semibold (600).
    public static var bolder: TitleProgressStyle {
        TitleProgressStyle(normalWeight: 400, selectedWeight: 600)
    }

    /// Whether any title changes with the position.
    public var isIdentity: Bool {
        Self.usableScale(normalScale) == 1 && Self.usableScale(selectedScale) == 1
            && Self.usableWeight(normalWeight) == Self.usableWeight(selectedWeight)
    }

    /// The largest scale a title takes, the one layout must reserve room for.
    public var largestScale: Double {
        Swift.max(Self.usableScale(normalScale), Self.usableScale(selectedScale))
    }

    /// A title's scale and weight at an emphasis.
    ///
    /// ```swift
    /// TitleProgressStyle.zoom.transform(emphasis: 1).scale  // 1.15
    /// ```
    ///
    /// - Parameter emphasis: 0 (not selected) to 1 (selected); clamped, NaN counts as 0.
    public func transform(emphasis: Double) -> TitleTransform {
        let fraction = emphasis.clamped(to: 0...1)
        let lowScale = Self.usableScale(normalScale)
        let highScale = Self.usableScale(selectedScale)
        let lowWeight = Self.usableWeight(normalWeight)
        let highWeight = Self.usableWeight(selectedWeight)
        return TitleTransform(
            scale: lowScale + (highScale - lowScale) * fraction,
            weight: lowWeight + (highWeight - lowWeight) * fraction)
    }

    /// A title's scale and weight for segment `index` of `count` at a position, for views that
    /// hold no arrangement: ``transform(emphasis:)`` of ``Arrangement/emphasis(of:at:count:)``.
    ///
    /// ```swift
    /// style.transform(of: 1, at: 0.25, count: 3)  // a quarter of the way to selected
    /// ```
    ///
    /// - Parameters:
    ///   - index: The segment.
    ///   - position: The fractional position; NaN counts as 0.
    ///   - count: The number of segments.
    public func transform(of index: Int, at position: Double, count: Int) -> TitleTransform {
        transform(emphasis: Arrangement.emphasis(of: index, at: position, count: count))
    }

    /// The content size to lay a title out at so that no state outgrows it: the larger of its
    /// sizes measured in the normal and the selected weight, times ``largestScale``.
    ///
    /// ```swift
    /// // Measured 40 × 20 regular and 44 × 20 semibold, growing to 1.15:
    /// style.reservedSize(normal: Size(width: 40, height: 20), selected: Size(width: 44, height: 20))
    /// // 50.6 × 23
    /// ```
    ///
    /// - Parameters:
    ///   - normal: The title measured in ``normalWeight`` at scale 1.
    ///   - selected: The title measured in ``selectedWeight`` at scale 1 (pass `normal` again
    ///     when the weights are equal).
    /// - Returns: A finite, non-negative size (NaN or negative measurements count as 0).
    public func reservedSize(normal: Size, selected: Size) -> Size {
        let scale = largestScale
        return Size(
            width: Swift.max(normal.width.nonNegativeFinite, selected.width.nonNegativeFinite)
                * scale,
            height: Swift.max(normal.height.nonNegativeFinite, selected.height.nonNegativeFinite)
                * scale)
    }

    /// Scales beyond this count as this much, so reserved sizes stay finite.
    static let maximumScale = 64.0

    static func usableScale(_ scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return 1 }
        return Swift.min(scale, maximumScale)
    }

    static func usableWeight(_ weight: Double) -> Double {
        weight.isNaN ? 400 : weight.clamped(to: 1...1000)
    }
}
