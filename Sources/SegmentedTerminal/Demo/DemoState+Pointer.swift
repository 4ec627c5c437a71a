import SegmentedCore

// The mouse in the demo goes through each control's ControlMachine, the machine the UIKit and
// SwiftUI controls feed: a press highlights nothing visible yet and selects nothing, dragging
// the selected segment's indicator moves it under the pointer, and the release selects what
// the machine says — nothing when it happens far from the bar.
//
// Cells become points in the control's arrangement, which is in cells: a cell's centre,
// (column + 0.5, row + 0.5) from the control's top-left cell.
extension DemoState {
    /// The tap slop in cells: any move to another cell is a drag.
    static let pointerTapSlop = 0.0
    /// How far from the bar, in cells, the pointer still counts as on it: two cells, the
    /// terminal's stand-in for UIKit's 70-point margin (a cell is roughly 8 × 16 points, so 70
    /// points would be 4 rows or 9 columns — too far on a page where controls are 3 rows apart).
    static let pointerReleaseMargin = 2.0

    /// The primary button went down: focus the control under it and start a press there.
    mutating func press(column: Int, row: Int, at time: Double) {
        guard let item = page.control(atRow: row) else {
            // A heading focuses its control; anything else ends a press left over.
            if let (heading, _) = page.hit(column: column, row: row) { focusedIndex = heading }
            pointerItem = nil
            return
        }
        focusedIndex = item
        pointerItem = item
        feedPointer(
            .began(page.point(column: column, row: row, inControl: item), time: time), at: time)
    }

    /// The pointer moved with the button held.
    mutating func drag(column: Int, row: Int, at time: Double) {
        guard let item = pointerItem else { return }
        feedPointer(
            .moved(page.point(column: column, row: row, inControl: item), time: time), at: time)
    }

    /// The primary button went up.
    mutating func release(column: Int, row: Int, at time: Double) {
        guard let item = pointerItem else { return }
        feedPointer(
            .ended(page.point(column: column, row: row, inControl: item), time: time), at: time)
        pointerItem = nil
    }

    /// Feeds the press in progress to its control's machine.
    private mutating func feedPointer(_ event: InteractionMachine.Event, at time: Double) {
        guard let item = pointerItem else { return }
        feed(.pointer(event), toItem: item, at: time)
    }
}

extension DemoPage {
    /// The control whose rows hold a screen row, if any.
    func control(atRow row: Int) -> Int? {
        controls.indices.first { index in
            row >= controlRows[index] && row < controlRows[index] + controls[index].rows
        }
    }

    /// A cell's centre in a control's arrangement (columns and rows from its top-left cell).
    func point(column: Int, row: Int, inControl index: Int) -> Point {
        Point(
            x: Double(column) - Double(controlColumn) + 0.5,
            y: Double(row) - Double(controlRows[index]) + 0.5)
    }
}
