import SegmentedCore

// The mouse in the demo goes through the core's InteractionMachine, the machine the UIKit and
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
            pointer = nil
            return
        }
        focusedIndex = item
        let interaction = InteractionMachine(
            tapSlop: Self.pointerTapSlop, releaseMargin: Self.pointerReleaseMargin)
        pointer = (item, interaction)
        feedPointer(
            .began(page.point(column: column, row: row, inControl: item), time: time), at: time)
    }

    /// The pointer moved with the button held.
    mutating func drag(column: Int, row: Int, at time: Double) {
        guard let item = pointer?.item else { return }
        feedPointer(
            .moved(page.point(column: column, row: row, inControl: item), time: time), at: time)
    }

    /// The primary button went up.
    mutating func release(column: Int, row: Int, at time: Double) {
        guard let item = pointer?.item else { return }
        feedPointer(
            .ended(page.point(column: column, row: row, inControl: item), time: time), at: time)
        pointer = nil
    }

    /// What a control's machines read with every event: its arrangement in cells and its
    /// selection, held once, here.
    func pointerContext(_ item: Int) -> InteractionMachine.Context {
        InteractionMachine.Context(
            arrangement: page.controls[item].arrangement, selection: items[item].selection)
    }

    /// Feeds the machine of the press in progress and carries out its effects.
    private mutating func feedPointer(_ event: InteractionMachine.Event, at time: Double) {
        guard let item = pointer?.item, var interaction = pointer?.interaction,
            items.indices.contains(item), page.controls.indices.contains(item)
        else { return }
        let context = pointerContext(item)
        let effects: [InteractionMachine.Effect]
        if var lens = items[item].lens {
            // A glass control: the lens runs the same interaction and moves the indicator
            // itself (lift, scrub with the rubber band, stretch, settle).
            effects = lens.handle(.pointer(event), in: context)
            items[item].lens = lens
        } else {
            effects = interaction.handle(event, in: context)
            pointer = (item, interaction)
        }
        let isGlass = items[item].lens != nil
        for effect in effects {
            switch effect {
            case .moveIndicator(let position):
                if !isGlass { items[item].animator.jump(to: position) }
            case .select(let index):
                select(index, inItem: item, at: time)
            case .restoreIndicator:
                // Back to the selection from wherever a drag left the indicator (the lens
                // puts its own back).
                if !isGlass, let selected = items[item].selection.selectedIndex {
                    items[item].animator.animate(
                        to: Double(selected), motion: motion.motion(for: items[item].design),
                        at: time, reduceMotion: motion.reducesMotion)
                }
            case .highlight, .reselect, .playSelectionHaptic, .clearSelection:
                // A terminal has no pressed look, reselect action or haptic; the demo is
                // never momentary.
                break
            }
        }
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
