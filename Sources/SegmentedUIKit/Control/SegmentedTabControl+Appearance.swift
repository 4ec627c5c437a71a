// Colours that adapt: the core's adaptive palettes as dynamic UIColors, and accent roles in
// the control's tintColor.
#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension AppearanceContext {
        /// The core's appearance for a trait collection: dark for `.dark`, increased contrast
        /// for `accessibilityContrast == .high`. The tint is left out: accent roles take the
        /// control's `tintColor` instead.
        init(_ traits: UITraitCollection) {
            self.init(
                appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
                contrast: traits.accessibilityContrast == .high ? .increased : .standard)
        }
    }

    extension UIColor {
        /// A dynamic colour that asks the core for its value in each trait collection.
        ///
        /// ```swift
        /// view.backgroundColor = UIColor(adaptive: SegmentedDesign.materialUnderline.colors.indicator)
        /// ```
        ///
        /// - Parameter color: The adaptive colour.
        public convenience init(adaptive color: AdaptiveColor) {
            self.init { traits in UIColor(color.resolved(in: AppearanceContext(traits))) }
        }
    }

    extension SegmentedTabControl {
        /// The indicator's colour: the control's `tintColor` when the configuration's
        /// indicator follows the tint, else the configuration's colour.
        var resolvedIndicatorColor: UIColor {
            configuration.indicatorFollowsTint
                ? (tintColor ?? configuration.indicatorColor)
                : configuration.indicatorColor
        }

        /// The title colours for the core, resolved for a trait collection, with accent
        /// roles in the control's `tintColor`.
        func resolvedLabelAppearance(for traits: UITraitCollection) -> LabelAppearance {
            var appearance = configuration.labelAppearance(for: traits)
            if let tint = tintColor {
                if configuration.selectedTitleFollowsTint {
                    appearance.selected = RGBAColor(tint, traits: traits)
                }
                if configuration.titleFollowsTint {
                    appearance.normal = RGBAColor(tint, traits: traits)
                }
            }
            return appearance
        }

        /// The work of `tintColorDidChange()`: accent roles follow the tint.
        func handleTintColorDidChange() {
            super.tintColorDidChange()
            indicatorView.backgroundColor = resolvedIndicatorColor
            labelAppearance = resolvedLabelAppearance(for: traitCollection)
            showPosition(position, revealing: false)
        }
    }
#endif
