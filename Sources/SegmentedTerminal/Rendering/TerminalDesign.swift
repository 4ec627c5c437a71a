import SegmentedCore

/// A design's geometry restated in terminal cells: one label row, plus a row for a bar
/// indicator. Horizontal lengths in points become columns at 8 points a column, rounded;
/// every vertical length becomes whole rows, so a bar is one row thick and sits on the row
/// next to the labels.
///
/// ```swift
/// let cells = TerminalDesign(.materialUnderline)
/// cells.rows      // 2: labels, then the underline
/// cells.labelRow  // 0
/// cells.layout.minimumGap  // 3 (24 pt)
/// ```
public struct TerminalDesign: Sendable, Hashable {
    /// The design, with its colours and emphasis rules.
    public var design: SegmentedDesign
    /// The layout in cells, for `SegmentedLayout.arrange(contentSizes:in:)` with one-row
    /// content sizes.
    public var layout: SegmentedLayout
    /// The bar's height in rows.
    public var rows: Int
    /// The row the labels sit on, counted from the bar's top.
    public var labelRow: Int

    /// Points per terminal column, for horizontal lengths.
    public static let pointsPerColumn = 8.0

    /// Restates a design in cells.
    ///
    /// ```swift
    /// let pill = TerminalDesign(.slidingPill)
    /// pill.layout.contentPadding.leading  // 1 (8 pt)
    /// let dark = TerminalDesign(.materialUnderline, appearance: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - design: Any design; its layout direction is kept.
    ///   - appearance: The appearance its colours resolve for; light by default (a dark
    ///     terminal reads better with `.dark`).
    public init(_ design: SegmentedDesign, appearance: AppearanceContext = .light) {
        self.design = design.resolved(in: appearance)
        let source = design.layout
        func columns(_ points: Double) -> Double {
            points.isFinite ? (points / Self.pointsPerColumn).rounded() : points
        }
        var padding = EdgeInsets(
            top: 0, leading: columns(source.contentPadding.leading), bottom: 0,
            trailing: columns(source.contentPadding.trailing))
        let sourceIndicator = source.indicator
        var indicator = sourceIndicator
        indicator.offset = nil
        indicator.cornerRadius = 0
        switch sourceIndicator.width {
        case .fixed(let width): indicator.width = .fixed(columns(width))
        case .segment, .content, .fraction: break
        }
        switch sourceIndicator.placement {
        case .underline:
            indicator.thickness = 1
            padding.bottom = 1
            (rows, labelRow) = (2, 0)
        case .overline:
            indicator.thickness = 1
            padding.top = 1
            (rows, labelRow) = (2, 1)
        case .fill:
            indicator.insets = EdgeInsets(
                top: 0, leading: columns(sourceIndicator.insets.leading), bottom: 0,
                trailing: columns(sourceIndicator.insets.trailing))
            (rows, labelRow) = (1, 0)
        case .none:
            (rows, labelRow) = (1, 0)
        }
        let distribution: Distribution
        switch source.distribution {
        case .fillEqually(let spacing): distribution = .fillEqually(spacing: columns(spacing))
        case .fillProportionally(let spacing):
            distribution = .fillProportionally(spacing: columns(spacing))
        case .packed(let spacing): distribution = .packed(spacing: columns(spacing))
        case .spaceEvenly, .spaceBetween, .spaceAround: distribution = source.distribution
        }
        layout = SegmentedLayout(
            distribution: distribution, indicator: indicator,
            layoutDirection: source.layoutDirection,
            insets: EdgeInsets(
                top: 0, leading: columns(source.insets.leading), bottom: 0,
                trailing: columns(source.insets.trailing)),
            contentPadding: padding,
            minimumSegmentWidth: columns(source.minimumSegmentWidth),
            maximumSegmentWidth: columns(source.maximumSegmentWidth),
            // A point design may let gaps fall to 0 (the Material underline does); in cells that
            // runs titles together, so spread titles keep at least one blank cell between them.
            minimumGap: Swift.max(1, columns(source.minimumGap)),
            segmentWidths: source.segmentWidths.map { $0 > 0 ? Swift.max(1, columns($0)) : 0 })
    }
}
