#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Text size, layout direction, dark mode, contrast and bold text change what the control
    // measures and how it colours titles. iOS 17 reports them through registerForTraitChanges;
    // iOS 16 through traitCollectionDidChange.
    extension SegmentedTabControl {
        func observeTraitChanges() {
            if #available(iOS 17.0, tvOS 17.0, *), OSAvailability.iOS17 {
                let traits: [UITrait] = [
                    UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
                    UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
                    UITraitLegibilityWeight.self, UITraitDisplayScale.self,
                    // Custom segment views may size themselves by size class.
                    UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
                ]
                registerForTraitChanges(traits) { (control: SegmentedTabControl, _) in
                    control.traitsDidChange()
                }
            }
        }

        /// The work of `traitCollectionDidChange(_:)`: on iOS 16, re-measures and re-colours.
        @available(iOS, deprecated: 17.0, message: "iOS 17 uses registerForTraitChanges")
        @available(tvOS, deprecated: 17.0, message: "tvOS 17 uses registerForTraitChanges")
        func handleTraitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #available(iOS 17.0, tvOS 17.0, *), OSAvailability.iOS17 { return }
            traitsDidChange()
        }

        /// After `semanticContentAttribute` changed: the segments take it and the bar is measured
        /// again.
        func semanticContentAttributeDidChange() {
            for view in segmentViews {
                view.semanticContentAttribute = semanticContentAttribute
            }
            invalidateMeasurement()
        }
    }
#endif
