import SegmentedCore

/// Everything the live demo shows, as a value: the controls with their selections and
/// animators, which one has the focus, the direction, motion and colours, and the page laid
/// out for the terminal's size. ``apply(_:at:)`` is the whole of the demo's behaviour and
/// ``frame(at:)`` the whole of its drawing, so both are tested without a terminal.
///
/// ```swift
/// var state = DemoState(size: TerminalSize(columns: 100, rows: 40), colors: .trueColor)
/// state.apply(.navigate(.right), at: now)
/// let grid = state.frame(at: now + 0.016)
/// ```
package struct DemoState: Sendable {
    /// One control on the page.
    ///
    /// ```swift
    /// let item = DemoState.Item(design: .slidingPill, labels: ["Day", "Week"], selectedIndex: 1)
    /// ```
    package struct Item: Sendable {
        /// The design.
        package let design: SegmentedDesign
        /// The segment titles.
        package let labels: [String]
        /// Which segment is selected.
        package internal(set) var selection: SelectionModel
        /// The indicator's position over time.
        package internal(set) var animator: PositionAnimator
        /// For a glass design, the core's lens, which moves the indicator instead of the animator
        /// (made when the page is laid out, over the control's arrangement in cells).
        /// The control's one machine: the mouse, the keys and, for a glass design, the lens.
        package internal(set) var control: ControlMachine<Int>
        /// The glass design's lens, drawn instead of the animator's position.
        package var lens: LensMachine? { control.lens }

        /// Creates a control at rest on its selection.
        ///
        /// ```swift
        /// let tabs = DemoState.Item(design: .materialUnderline, labels: ["A", "B"])
        /// ```
        ///
        /// - Parameters:
        ///   - design: The design.
        ///   - labels: The segment titles.
        ///   - selectedIndex: The selected segment; clamped as `SelectionModel` does.
        package init(design: SegmentedDesign, labels: [String], selectedIndex: Int = 0) {
            self.design = design
            self.labels = labels
            selection = SelectionModel(count: labels.count, selectedIndex: selectedIndex)
            animator = PositionAnimator(position: Double(selection.selectedIndex ?? 0))
            control = ControlMachine(
                interaction: InteractionMachine(
                    tapSlop: DemoState.pointerTapSlop,
                    releaseMargin: DemoState.pointerReleaseMargin),
                lens: design.glass?.lensParameters)
        }
    }

    /// The six designs with sample titles, including wide CJK ones.
    ///
    /// ```swift
    /// DemoState.defaultItems.map(\.design.name)
    /// ```
    package static let defaultItems: [Item] = [
        Item(
            design: .materialUnderline, labels: ["Home", "Trending", "推薦", "熱門", "Subscriptions"]),
        Item(design: .slidingPill, labels: ["Day", "Week", "Month", "Year"], selectedIndex: 1),
        Item(design: .pagedHeader, labels: ["Following", "For You"]),
        Item(
            design: .plainButtons, labels: ["All", "Unread", "Flagged", "Drafts"], selectedIndex: 1),
        Item(design: .uikitUnderline, labels: ["First", "Second", "Third"]),
        Item(design: .liquidGlass, labels: ["Day", "Week", "Month"], selectedIndex: 1),
    ]

    /// The controls, top to bottom.
    package internal(set) var items: [Item]
    /// The control that keys act on.
    package internal(set) var focusedIndex: Int
    /// The direction every control is laid out in.
    package private(set) var layoutDirection: LayoutDirection
    /// The motion used for new selections.
    package private(set) var motion: DemoMotion
    /// How colours are shown.
    package private(set) var colors: ColorMode
    /// The terminal's size.
    package private(set) var size: TerminalSize
    /// Whether the key help is drawn at the bottom.
    package let showsHelp: Bool
    /// Whether the user asked to quit.
    package private(set) var isFinished = false
    /// The page laid out for the size and direction.
    var page: DemoPage
    /// The control the mouse press in progress started on.
    var pointerItem: Int?

    /// Creates the demo's state.
    ///
    /// ```swift
    /// let state = DemoState(size: TerminalSize(columns: 80, rows: 24), colors: .none)
    /// ```
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - colors: How colours are shown.
    ///   - items: The controls; the five designs by default.
    ///   - layoutDirection: The starting direction.
    ///   - showsHelp: Whether to draw the key help (off for a one-off plain frame).
    package init(
        size: TerminalSize, colors: ColorMode, items: [Item] = DemoState.defaultItems,
        layoutDirection: LayoutDirection = .leftToRight, showsHelp: Bool = true
    ) {
        self.items = items
        self.focusedIndex = 0
        self.layoutDirection = layoutDirection
        self.motion = .design
        self.colors = colors
        self.size = size
        self.showsHelp = showsHelp
        page = DemoPage(items: items, size: size, direction: layoutDirection, showsHelp: showsHelp)
        for index in self.items.indices {
            let context = controlContext(index)
            self.items[index].control.handle(.arrangementChanged, in: context, at: 0)
        }
    }

    /// The height the page needs to show every control and the help.
    package var contentHeight: Int { page.height }

    /// Does what an action asks, at a time on the caller's monotonic clock (seconds).
    ///
    /// A new selection starts the indicator travelling from wherever it is at `time`, so
    /// rapid keys retarget the running motion instead of jumping.
    ///
    /// ```swift
    /// state.apply(.navigate(.right), at: now)
    /// state.apply(.navigate(.right), at: now + 0.05)  // glides on toward segment 2
    /// ```
    ///
    /// - Parameters:
    ///   - action: What to do.
    ///   - time: The current time in seconds.
    package mutating func apply(_ action: DemoAction, at time: Double) {
        switch action {
        case .navigate(let key):
            guard items.indices.contains(focusedIndex) else { return }
            let wraps = key == .next || key == .previous
            feed(.navigationKey(key, wrapping: wraps), toItem: focusedIndex, at: time)
        case .click(let column, let row):
            press(column: column, row: row, at: time)
            release(column: column, row: row, at: time)
        case .press(let column, let row):
            press(column: column, row: row, at: time)
        case .drag(let column, let row):
            drag(column: column, row: row, at: time)
        case .release(let column, let row):
            release(column: column, row: row, at: time)
        case .focusNext:
            if !items.isEmpty { focusedIndex = (focusedIndex + 1) % items.count }
        case .focusPrevious:
            if !items.isEmpty { focusedIndex = (focusedIndex + items.count - 1) % items.count }
        case .toggleDirection:
            layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            relayout()
        case .cycleMotion:
            motion = motion.next
            for index in items.indices {
                feed(.reduceMotionChanged(motion.reducesMotion), toItem: index, at: time)
            }
        case .cycleColors:
            colors = colors.next
        case .resize(let newSize):
            guard newSize != size else { return }
            size = newSize
            relayout()
        case .quit:
            isFinished = true
        }
    }

    /// Whether every indicator has come to rest, so no frame is needed until the next input.
    ///
    /// ```swift
    /// let timeout = state.isSettled(at: now) ? 250 : 16
    /// ```
    ///
    /// - Parameter time: The current time in seconds.
    package func isSettled(at time: Double) -> Bool {
        items.allSatisfy { $0.animator.isSettled(at: time) && $0.lens?.isSettled(at: time) ?? true }
    }

    /// The page at a time: title, each control under its heading at its animated position,
    /// and the key help.
    ///
    /// ```swift
    /// let grid = state.frame(at: now)
    /// terminal.write(grid.ansiUpdate(from: previous, colors: state.colors))
    /// ```
    ///
    /// - Parameter time: The current time in seconds.
    /// - Complexity: O(columns × rows).
    package func frame(at time: Double) -> CellGrid {
        var grid = CellGrid(columns: size.columns, rows: size.rows)
        page.draw(
            into: &grid, items: items, focusedIndex: focusedIndex, time: time, colors: colors,
            status: "r: direction (\(layoutDirection.name))   m: motion (\(motion.name))"
                + "   c: colours (\(colors.name))")
        return grid
    }

    /// Feeds a control's machine one event with the control's context (its arrangement in
    /// cells and its selection, held once, here) and carries out its effects: a selection is
    /// stored, and the indicator (the animator; a glass design's lens moves itself) follows.
    mutating func feed(_ event: ControlMachine<Int>.Event, toItem item: Int, at time: Double) {
        guard items.indices.contains(item), page.controls.indices.contains(item) else { return }
        let effects = items[item].control.handle(event, in: controlContext(item), at: time)
        let isGlass = items[item].lens != nil
        for effect in effects {
            switch effect {
            case .moveIndicator(let position):
                if !isGlass { items[item].animator.jump(to: position) }
            case .select(let index):
                guard items[item].selection.select(index), !isGlass else { break }
                items[item].animator.animate(
                    to: Double(index), motion: motion.motion(for: items[item].design), at: time,
                    reduceMotion: motion.reducesMotion)
            case .restoreIndicator:
                // Back to the selection from wherever a drag left the indicator (the lens
                // puts its own back).
                if !isGlass, let selected = items[item].selection.selectedIndex {
                    items[item].animator.animate(
                        to: Double(selected), motion: motion.motion(for: items[item].design),
                        at: time, reduceMotion: motion.reducesMotion)
                }
            case .highlight, .reselect, .playSelectionHaptic, .clearSelection,
                .updateElements, .moveAccessibilityFocus, .reveal, .updateContainer:
                // A terminal has no pressed look, reselect action, haptic or screen reader
                // elements; the demo is never momentary.
                break
            }
        }
    }

    /// What a control's machine reads with every event: its arrangement in cells and its
    /// selection.
    func controlContext(_ item: Int) -> ControlMachine<Int>.Context {
        ControlMachine<Int>.Context(
            arrangement: page.controls[item].arrangement, selection: items[item].selection)
    }

    private mutating func relayout() {
        page = DemoPage(items: items, size: size, direction: layoutDirection, showsHelp: showsHelp)
        for index in items.indices {
            feed(.arrangementChanged, toItem: index, at: items[index].control.time)
        }
    }
}

extension LayoutDirection {
    /// A name for the status line.
    var name: String { self == .leftToRight ? "left to right" : "right to left" }
}

/// Where everything goes on the page for one terminal size.
struct DemoPage: Sendable {
    /// The live page is indented to leave room for the focus marker; plain frames are not.
    let headingColumn: Int
    let controlColumn: Int
    let rightMargin: Int
    let controls: [TerminalSegmentedControl]
    let headingRows: [Int]
    let controlRows: [Int]
    let helpRow: Int?
    let height: Int

    init(
        items: [DemoState.Item], size: TerminalSize, direction: LayoutDirection, showsHelp: Bool
    ) {
        (headingColumn, controlColumn, rightMargin) = showsHelp ? (2, 4, 2) : (0, 2, 0)
        let width = Swift.max(0, size.columns - controlColumn - rightMargin)
        var controls: [TerminalSegmentedControl] = []
        var headingRows: [Int] = []
        var controlRows: [Int] = []
        var row = showsHelp ? 2 : 0
        for item in items {
            let control = TerminalSegmentedControl(
                design: item.design, labels: item.labels, width: width, layoutDirection: direction)
            headingRows.append(row)
            controlRows.append(row + 1)
            controls.append(control)
            row += 2 + control.rows
        }
        self.controls = controls
        self.headingRows = headingRows
        self.controlRows = controlRows
        if showsHelp {
            helpRow = Swift.max(row, size.rows - 2)
            height = row + 2
        } else {
            helpRow = nil
            height = Swift.max(0, row - 1)
        }
    }

    /// The control and segment under a cell: a heading focuses its control without selecting.
    func hit(column: Int, row: Int) -> (item: Int, segment: Int?)? {
        for index in controls.indices {
            if row == headingRows[index] { return (index, nil) }
            let top = controlRows[index]
            let control = controls[index]
            guard row >= top, row < top + control.rows else { continue }
            let segment = control.segmentIndex(
                column: column - controlColumn, row: row - top)
            return segment.map { (index, $0) }
        }
        return nil
    }

    func draw(
        into grid: inout CellGrid, items: [DemoState.Item], focusedIndex: Int, time: Double,
        colors: ColorMode, status: String
    ) {
        let plain = colors == .none
        let right = grid.columns - rightMargin
        if let helpRow {
            grid.write(
                "SegmentedKit — six segmented controls, drawn by one core", row: 0,
                column: headingColumn, style: CellStyle(isBold: true), limit: right)
            let keys = "←/→ Tab Home End 1–9 click: select   ↑↓ s: focus   q: quit"
            grid.write(
                TerminalText.truncated(keys, toCells: right - headingColumn), row: helpRow,
                column: headingColumn, style: CellStyle(isDim: true), limit: right)
            grid.write(
                TerminalText.truncated(status, toCells: right - headingColumn),
                row: helpRow + 1, column: headingColumn, style: CellStyle(isDim: true),
                limit: right)
        }
        for (index, control) in controls.enumerated() {
            let item = items[index]
            let isFocused = index == focusedIndex && helpRow != nil
            let marker = helpRow == nil ? "" : isFocused ? (plain ? "> " : "▸ ") : "  "
            var column = headingColumn
            column += grid.write(
                marker, row: headingRows[index], column: column,
                style: CellStyle(isBold: true))
            column += grid.write(
                item.design.name, row: headingRows[index], column: column,
                style: CellStyle(isBold: true), limit: right)
            let summary = "  " + item.design.summary
            grid.write(
                TerminalText.truncated(summary, toCells: Swift.max(0, right - column)),
                row: headingRows[index], column: column, style: CellStyle(isDim: true),
                limit: right)
            if let lens = item.lens?.state(at: time) {
                control.draw(
                    into: &grid, row: controlRows[index], column: controlColumn, lens: lens,
                    colors: colors)
            } else {
                control.draw(
                    into: &grid, row: controlRows[index], column: controlColumn,
                    position: item.animator.position(at: time), colors: colors)
            }
        }
    }
}
