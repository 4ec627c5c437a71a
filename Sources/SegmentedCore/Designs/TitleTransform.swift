/// How one title is drawn at one moment: the scale to draw it at (about the centre of its
/// content frame) and its font weight.
///
/// ```swift
/// let transform = style.transform(emphasis: 0.5)
/// label.transform = CGAffineTransform(scaleX: transform.scale, y: transform.scale)
/// ```
public struct TitleTransform: Sendable, Hashable {
    /// The scale, finite and positive.
    public var scale: Double
    /// The font weight on the 1–1000 scale (400 regular, 700 bold), for fonts with a weight
    /// axis.
    public var weight: Double

    /// Creates a title transform.
    ///
    /// ```swift
    /// let identity = TitleTransform(scale: 1, weight: 400)
    /// ```
    ///
    /// - Parameters:
    ///   - scale: The scale.
    ///   - weight: The font weight (1–1000).
    public init(scale: Double, weight: Double) {
        self.scale = scale
        self.weight = weight
    }

    /// The weight rounded to the nearest of the nine standard weights, 100 (thin) to 900
    /// (black), for fonts that come only in those; a tie rounds up (550 → 600).
    public var standardWeight: Int { fontWeight.numericWeight }

    /// The named weight nearest to ``weight`` (see ``standardWeight``), which a front-end maps
    /// to its platform's weight.
    ///
    /// ```swift
    /// TitleTransform(scale: 1, weight: 625).fontWeight  // .semibold
    /// ```
    public var fontWeight: SegmentedDesign.FontWeight { .init(nearest: weight) }
}
