// SegmentedSystemControl is a UISegmentedControl: code written for the system control calls
// its segment methods, and `items` follows each call, so a later change of `items` (which
// rebuilds the system segments from them) keeps what those calls did. Items carry their
// actions and widths into the system segments.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

/// What the system control shows, segment by segment: (title, has an image, enabled, width).
@MainActor
private func systemSegments(_ control: SegmentedSystemControl) -> [String] {
    (0..<control.numberOfSegments).map { index in
        let title = control.titleForSegment(at: index) ?? "-"
        let image = control.imageForSegment(at: index) == nil ? "" : "+image"
        let enabled = control.isEnabledForSegment(at: index) ? "" : "+disabled"
        let width = control.widthForSegment(at: index)
        return title + image + enabled + (width > 0 ? "+\(Int(width))" : "")
    }
}

@MainActor
func systemControlSegmentChecks() {
    check("SegmentedSystemControl: items follow UISegmentedControl's segment methods") {
        let control = SegmentedSystemControl(titles: ["A", "B", "C"])
        let star = UIImage(systemName: "star")
        control.insertSegment(withTitle: "D", at: 9, animated: false)
        expectEqual(control.items.map(\.title), ["A", "B", "C", "D"], "past the end: the end")
        control.insertSegment(with: star, at: 0, animated: true)
        expectEqual(control.items.count, 5)
        expect(control.items[0].image === star && control.items[0].title == nil)
        control.removeSegment(at: 0, animated: false)
        expectEqual(control.items.map(\.title), ["A", "B", "C", "D"])
        control.setTitle("Bee", forSegmentAt: 1)
        expectEqual(control.items[1].title, "Bee")
        expectEqual(control.items[1].id, "B", "the item keeps its id")
        control.setImage(star, forSegmentAt: 2)
        expect(control.items[2].image === star && control.items[2].title == nil)
        expectEqual(control.items[2].accessibilityLabel, "C")
        control.setEnabled(false, forSegmentAt: 9)
        expectEqual(control.items.map(\.isEnabled), [true, true, true, false], "pinned")
        control.setWidth(80, forSegmentAt: 0)
        expectEqual(control.items[0].width, 80)
        let shown = systemSegments(control)
        expectEqual(shown, ["A+80", "Bee", "-+image", "D+disabled"])
        // A change of items rebuilds the system segments from them: nothing is lost.
        control.items.append("E")
        expectEqual(systemSegments(control), shown + ["E"])
        control.removeAllSegments()
        expectEqual(control.items.count, 0)
        control.items = ["X"]
        expectEqual(systemSegments(control), ["X"])
    }

    check("SegmentedSystemControl: items follow a removal of the selected segment and actions") {
        let control = SegmentedSystemControl(titles: ["A", "B", "C"])
        control.selectedIndex = 2
        control.removeSegment(at: 0, animated: false)
        expectEqual(control.items.map(\.title), ["B", "C"])
        expectEqual(control.selectedIndex, 1, "the system control keeps the selected segment")
        let grid = UIAction(title: "Grid") { _ in }
        control.insertSegment(action: grid, at: 1, animated: false)
        expect(control.items[1].action === grid)
        expectEqual(control.items[1].title, "Grid")
        let list = UIAction(title: "List") { _ in }
        control.setAction(list, forSegmentAt: 0)
        expect(control.items[0].action === list)
        expectEqual(control.items[0].id, "B")
        control.items.append("D")
        expect(control.actionForSegment(at: 0) === list, "rebuilt with its action")
        expect(control.actionForSegment(at: 1) === grid)
        expectEqual(control.titleForSegment(at: 1), "Grid")
    }

    check("SegmentedSystemControl: an item's action becomes its system segment's") {
        let run = UIAction(title: "Run") { _ in }
        let control = SegmentedSystemControl(items: [.init(action: run), "Walk"])
        expect(control.actionForSegment(at: 0) === run)
        expectEqual(control.titleForSegment(at: 0), "Run")
        expect(control.actionForSegment(at: 1) == nil)
    }
}
