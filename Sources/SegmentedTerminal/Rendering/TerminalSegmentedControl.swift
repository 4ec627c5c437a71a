import SegmentedCore

/// A segmented control laid out in terminal cells and drawn into a ``CellGrid``.
///
/// It measures each label in cells (after ``TerminalText/sanitized(_:)``), asks the core for
/// the arrangement, and only places: labels on the label row in the design's colour for
/// their emphasis, the indicator where `Arrangement.indicatorFrame(at:)` puts it, the
/// divider where `Arrangement.dividerFrame(thickness:)` does. When the labels do not fit
/// the width, the widest segments are capped
/// (`SegmentedLayout.maximumSegmentWidthFitting(contentSizes:in:)`) and their labels end
/// in an ellipsis.
///
/// ```swift
/// let control = TerminalSegmentedControl(
///     design: .materialUnderline, labels: ["Home", "Trending", "推薦"], width: 40)
/// var grid = CellGrid(columns: 40, rows: control.rows)
/// control.draw(into: &grid, row: 0, column: 0, position: 1, colors: .none)
/// print(grid.plainText)
/// ```
///
/// Frames are rounded to whole cells with `Rect.rounded(scale:)`, so at rest the indicator
/// covers exactly the cells of what it marks. While it travels (a fractional position) it is
/// drawn to the half cell for smoother motion: a bar's ends use the half-line characters
/// `╺` and `╸` (`╼` and `╾` over a divider), a pill's ends the half blocks `▐` and `▌`.
public struct TerminalSegmentedControl: Sendable, Hashable {
    /// The design in cells.
    public let terminalDesign: TerminalDesign
    /// The labels as shown: sanitised, and truncated where the width forces it.
    public let labels: [String]
    /// The arrangement in cells (x in columns, y in rows from the bar's top).
    public let arrangement: Arrangement
    /// The width offered, in columns.
    public let width: Int

    /// Lays out a control.
    ///
    /// ```swift
    /// let rtl = TerminalSegmentedControl(
    ///     design: .uikitUnderline, labels: ["First", "Second"], width: 30,
    ///     layoutDirection: .rightToLeft)
    /// ```
    ///
    /// - Parameters:
    ///   - design: The design.
    ///   - labels: The segment titles; escape sequences and controls are removed.
    ///   - width: The columns available; negative counts as zero.
    ///   - layoutDirection: The direction, or `nil` for the design's own.
    /// - Complexity: O(n log n) in the number of segments, plus the labels' lengths.
    public init(
        design: SegmentedDesign, labels: [String], width: Int,
        layoutDirection: LayoutDirection? = nil
    ) {
        var cells = TerminalDesign(design)
        if let layoutDirection { cells.layout.layoutDirection = layoutDirection }
        let clean = labels.map(TerminalText.sanitized)
        let sizes = clean.map { Size(width: Double(CellWidth.of($0)), height: 1) }
        let columns = Swift.max(0, width)
        let cap = cells.layout.maximumSegmentWidthFitting(
            contentSizes: sizes, in: Double(columns))
        if cap.isFinite {
            // Whole columns, so every segment starts and ends on a cell boundary.
            cells.layout.maximumSegmentWidth = Swift.min(
                cells.layout.maximumSegmentWidth, cap.rounded(.down))
        }
        let arrangement = cells.layout.arrange(
            contentSizes: sizes, in: Size(width: Double(columns), height: Double(cells.rows)))
        self.terminalDesign = cells
        self.arrangement = arrangement
        self.width = columns
        self.labels = zip(clean, arrangement.contentFrames).map { label, frame in
            let room = Int((frame.width + 1e-9).rounded(.down))
            return TerminalText.truncated(label, toCells: room)
        }
    }

    /// The design.
    public var design: SegmentedDesign { terminalDesign.design }

    /// The control's height in rows.
    public var rows: Int { terminalDesign.rows }

    /// The segment under a cell, or `nil` outside the bar, as the core's hit test says for the
    /// cell's centre.
    ///
    /// ```swift
    /// if let index = control.segmentIndex(column: mouse.column - left, row: mouse.row - top) {
    ///     select(index)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - column: The column, relative to the control's left edge.
    ///   - row: The row, relative to the control's top.
    public func segmentIndex(column: Int, row: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < width else { return nil }
        return arrangement.segmentIndex(at: Point(x: Double(column) + 0.5, y: Double(row) + 0.5))
    }

    /// Draws the control into a grid at a position.
    ///
    /// ```swift
    /// control.draw(into: &grid, row: 3, column: 2, position: animator.position(at: now),
    ///              colors: .trueColor)
    /// ```
    ///
    /// - Parameters:
    ///   - grid: The grid to draw into; what falls outside it is clipped.
    ///   - row: The grid row of the control's top.
    ///   - column: The grid column of the control's left edge.
    ///   - position: The selection position; fractional while the indicator travels.
    ///   - colors: The colour mode. With ``ColorMode/none`` the selection is marked with
    ///     characters only: brackets around a pill or a plain button, and the bar.
    /// - Complexity: O(width × rows + the labels' lengths).
    public func draw(
        into grid: inout CellGrid, row: Int, column: Int, position: Double, colors: ColorMode
    ) {
        let indicatorFrame = arrangement.indicatorFrame(at: position)
        let settledPosition = arrangement.clampedPosition(position)
        draw(
            into: &grid, row: row, column: column, position: position,
            indicatorFrame: indicatorFrame, isMoving: settledPosition != settledPosition.rounded(),
            lift: nil, colors: colors)
    }

    /// Draws the control with a glass indicator in a state of the core's `LensMachine`: the
    /// indicator at its stretched frame scaled by its lift (wider when lifted, to the half
    /// cell), in the design's glass colour for the lift composited over the track; titles by
    /// the lens's emphasis. Without colour the lifted lens is marked `(` … `)` instead of
    /// `[` … `]`.
    ///
    /// ```swift
    /// if let state = lens.state(at: now) {
    ///     control.draw(into: &grid, row: 3, column: 2, lens: state, colors: .trueColor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - grid: The grid to draw into; what falls outside it is clipped.
    ///   - row: The grid row of the control's top.
    ///   - column: The grid column of the control's left edge.
    ///   - lens: The lens's state, from `LensMachine.state(at:)` over this control's arrangement.
    ///   - colors: The colour mode.
    /// - Complexity: O(width × rows + the labels' lengths).
    public func draw(
        into grid: inout CellGrid, row: Int, column: Int, lens: LensState, colors: ColorMode
    ) {
        // Scaled horizontally only: the bar is one row.
        var frame = lens.indicatorFrame
        let scale = lens.scale.isFinite ? Swift.max(1, lens.scale) : 1
        frame.x -= frame.width * (scale - 1) / 2
        frame.width *= scale
        let rest = arrangement.indicatorFrame(at: lens.position)
        let isMoving = frame.minX != rest.minX || frame.width != rest.width
        draw(
            into: &grid, row: row, column: column, position: lens.position,
            indicatorFrame: frame, isMoving: isMoving, lift: lens.lift, colors: colors)
    }

    private func draw(
        into grid: inout CellGrid, row: Int, column: Int, position: Double,
        indicatorFrame: Rect, isMoving: Bool, lift: Double?, colors: ColorMode
    ) {
        var canvas = Canvas(grid: grid, top: row, left: column, width: width)
        let palette = design.palette
        let isPlain = colors == .none
        if !isPlain {
            for line in 0..<rows {
                if palette.background.alpha > 0 {
                    canvas.paint(line, 0..<width, palette.background)
                }
                if palette.track.alpha > 0 {
                    let track = Rect(
                        x: 0, y: 0, width: arrangement.contentSize.width, height: 1
                    ).rounded()
                    canvas.paint(line, Int(track.minX)..<Int(track.maxX), palette.track)
                }
            }
        }
        let divider = design.dividerThickness > 0 && palette.divider.alpha > 0
        var dividerRow: Int?
        if divider {
            let frame = arrangement.dividerFrame(thickness: 1).rounded()
            dividerRow = Int(frame.minY)
            // Only the columns the control shows, however wide the bar's content is.
            let visible = canvas.visibleWidth
            let first = Swift.max(0, Int(Swift.min(Double(visible), frame.minX)))
            let end = Swift.min(visible, Int(Swift.min(Double(visible), frame.maxX)))
            for x in first..<Swift.max(first, end) {
                canvas.put("─", dividerRow!, x, foreground: palette.divider)
            }
        }
        let snapped = indicatorFrame.rounded(scale: isMoving ? 2 : 1)
        switch arrangement.indicator.placement {
        case .underline, .overline:
            drawBar(snapped, on: &canvas, overDivider: dividerRow)
        case .fill:
            if !isPlain { drawFill(snapped, on: &canvas, color: indicatorColor(lift: lift)) }
        case .none:
            break
        }
        for (index, label) in labels.enumerated() {
            let emphasis = arrangement.emphasis(of: index, at: position)
            let frame = arrangement.contentFrames[index].rounded()
            let style = CellStyle(
                foreground: design.labelColor(emphasis: emphasis),
                isBold: design.isBold(emphasis: emphasis))
            canvas.write(label, Int(frame.minY), Int(frame.minX), style, limit: Int(frame.maxX))
        }
        if isPlain {
            markSelection(
                at: position, indicatorFrame: indicatorFrame, isLifted: (lift ?? 0) > 0,
                on: &canvas)
        }
        grid = canvas.grid
    }

    /// The fill of the indicator: the palette's, or for a glass indicator the design's indicator
    /// colour at the lift laid over the track and background (a cell has no transparency).
    private func indicatorColor(lift: Double?) -> RGBAColor {
        let palette = design.palette
        guard let lift, design.glass != nil else { return palette.indicator }
        let under = palette.track.composited(over: palette.background.composited(over: .white))
        return design.indicatorColor(lift: lift, in: AppearanceContext()).composited(over: under)
    }

    /// A one-row bar (underline or overline) on a frame rounded to the half cell.
    private func drawBar(_ half: Rect, on canvas: inout Canvas, overDivider dividerRow: Int?) {
        let line = Int(half.minY.rounded(.down))
        let onDivider = dividerRow == line
        let color = design.palette.indicator
        forEachHalfCell(of: half, upTo: canvas.visibleWidth) { x, leftHalf, rightHalf in
            switch (leftHalf, rightHalf) {
            case (true, true): canvas.put("━", line, x, foreground: color)
            case (false, true): canvas.put(onDivider ? "╼" : "╺", line, x, foreground: color)
            case (true, false): canvas.put(onDivider ? "╾" : "╸", line, x, foreground: color)
            case (false, false): break
            }
        }
    }

    /// A background-coloured run behind the segment, on a frame rounded to the half cell.
    private func drawFill(_ half: Rect, on canvas: inout Canvas, color: RGBAColor) {
        let rowFrame = half.rounded()
        let top = Swift.max(0, Int(rowFrame.minY))
        let bottom = Swift.min(rows, Swift.max(Int(rowFrame.maxY), Int(rowFrame.minY) + 1))
        guard top < bottom else { return }
        for line in top..<bottom {
            forEachHalfCell(of: half, upTo: canvas.visibleWidth) { x, leftHalf, rightHalf in
                switch (leftHalf, rightHalf) {
                case (true, true): canvas.paint(line, x..<(x + 1), color)
                case (false, true): canvas.put("▐", line, x, foreground: color)
                case (true, false): canvas.put("▌", line, x, foreground: color)
                case (false, false): break
                }
            }
        }
    }

    /// Calls `body` for each column below `limit` (the columns the grid shows) that a frame
    /// rounded to the half cell touches, with whether it covers the cell's left and right
    /// halves. Only visible columns are visited, however wide the frame.
    private func forEachHalfCell(
        of half: Rect, upTo limit: Int, _ body: (Int, Bool, Bool) -> Void
    ) {
        guard half.width > 0, half.isFinite else { return }
        let first = Swift.max(0, Int(Swift.max(-1, half.minX).rounded(.down)))
        let end = Swift.min(limit, Int(Swift.min(Double(limit), half.maxX).rounded(.up)))
        guard first < end else { return }
        for x in first..<end {
            let leftHalf = half.minX <= Double(x) && half.maxX >= Double(x) + 0.5
            let rightHalf = half.minX <= Double(x) + 0.5 && half.maxX >= Double(x) + 1
            body(x, leftHalf, rightHalf)
        }
    }

    /// Without colour: brackets around the pill's frame, or around the emphasised plain
    /// button; only where the cells are blank, so no label is overwritten.
    private func markSelection(
        at position: Double, indicatorFrame: Rect, isLifted: Bool, on canvas: inout Canvas
    ) {
        let row = terminalDesign.labelRow
        switch arrangement.indicator.placement {
        case .fill:
            let frame = indicatorFrame.rounded()
            guard frame.width >= 2 else { return }
            canvas.putIfBlank(isLifted ? "(" : "[", row, Int(frame.minX))
            canvas.putIfBlank(isLifted ? ")" : "]", row, Int(frame.maxX) - 1)
        case .none:
            guard let index = arrangement.nearestSegment(at: position) else { return }
            let frame = arrangement.contentFrames[index].rounded()
            canvas.putIfBlank("[", row, Int(frame.minX) - 1)
            canvas.putIfBlank("]", row, Int(frame.maxX))
        case .underline, .overline:
            break
        }
    }
}

/// The control's window onto a grid: coordinates relative to the control, clipped to its
/// width.
private struct Canvas {
    var grid: CellGrid
    let top: Int
    let left: Int
    let width: Int

    /// The columns of the control that land on the grid: loops stop here, however wide the
    /// control says it is.
    var visibleWidth: Int {
        Swift.max(0, Swift.min(width, grid.columns - Swift.max(0, left)))
    }

    mutating func paint(_ row: Int, _ columns: Range<Int>, _ color: RGBAColor) {
        let clipped = columns.clamped(to: 0..<width)
        guard !clipped.isEmpty else { return }
        grid.paint(
            row: top + row, columns: (left + clipped.lowerBound)..<(left + clipped.upperBound),
            background: color)
    }

    mutating func put(_ character: Character, _ row: Int, _ column: Int, foreground: RGBAColor) {
        guard column >= 0, column < width else { return }
        grid.write(
            String(character), row: top + row, column: left + column,
            style: CellStyle(foreground: foreground), limit: left + width)
    }

    mutating func putIfBlank(_ character: Character, _ row: Int, _ column: Int) {
        guard column >= 0, column < width, grid[row: top + row, column: left + column].isBlank
        else { return }
        grid.write(String(character), row: top + row, column: left + column, limit: left + width)
    }

    mutating func write(_ text: String, _ row: Int, _ column: Int, _ style: CellStyle, limit: Int) {
        let end = Swift.min(limit, width)
        guard column < end else { return }
        grid.write(text, row: top + row, column: left + column, style: style, limit: left + end)
    }
}
