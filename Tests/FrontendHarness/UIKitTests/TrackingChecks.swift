@testable import SegmentedUIKit
import UIKit

@MainActor
func runTrackingChecks() {
    check("placeholder") {
        let control = SegmentedTabControl(titles: ["A", "B"])
        expectEqual(control.selectedIndex, 0)
    }
}
