// Light and dark: the control resolves the design's adaptive colours for its traits.

import SegmentedCore
import UIKit

@testable import SegmentedUIKit

@MainActor
func appearanceChecks() {
    check(
        "appearance: in a dark window a title takes the design's dark colour, in a light one its light colour"
    ) {
        // The UIKit underline's selected title is the label colour: black in light, white in
        // dark (the core's adaptive palette), so the two windows must differ.
        let colors = SegmentedDesign.uikitUnderline.colors
        var shown: [RGBAColor?] = []
        for style in [UIUserInterfaceStyle.dark, .light] {
            let fixture = Fixture(
                titles: ["Day", "Week", "Month"],
                traits: UITraitCollection(userInterfaceStyle: style))
            let context = AppearanceContext(
                appearance: style == .dark ? .dark : .light, contrast: .standard)
            let selected = fixture.control.segmentViews[0].titleLabel.textColor.map {
                RGBAColor($0, traits: fixture.control.traitCollection)
            }
            expectEqual(
                selected, colors.selectedLabel.resolved(in: context), "Day, selected (\(style))")
            shown.append(selected)
        }
        expect(shown[0] != shown[1], "dark and light differ")
    }
}
