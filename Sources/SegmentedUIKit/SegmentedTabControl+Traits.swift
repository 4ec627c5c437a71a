#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Text size, layout direction, dark mode, contrast and bold text change what the control
    // measures and how it colours titles. iOS 17 reports them through registerForTraitChanges;
    // iOS 16 through traitCollectionDidChange.
    extension SegmentedTabControl {
        func observeTraitChanges() {
            if #available(iOS 17.0, tvOS 17.0, *) {
                let traits: [UITrait] = [
                    UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
                    UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
                    UITraitLegibilityWeight.self, UITraitDisplayScale.self,
                ]
                registerForTraitChanges(traits) { (control: SegmentedTabControl, _) in
                    control.traitsDidChange()
                }
            }
        }

        /// On iOS 16, re-measures and re-colours when the traits change (iOS 17 and later
        /// use `registerForTraitChanges`).
        ///
        /// ```swift
        /// // Nothing to call: the control follows Dynamic Type, dark mode and direction.
        /// ```
        ///
        /// - Parameter previousTraitCollection: The traits before the change.
        @available(iOS, deprecated: 17.0, message: "iOS 17 uses registerForTraitChanges")
        @available(tvOS, deprecated: 17.0, message: "tvOS 17 uses registerForTraitChanges")
        public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
        {
            super.traitCollectionDidChange(previousTraitCollection)
            if #available(iOS 17.0, tvOS 17.0, *) { return }
            traitsDidChange()
        }

        /// Lays out again when the semantic content attribute flips the direction.
        ///
        /// ```swift
        /// control.semanticContentAttribute = .forceRightToLeft
        /// ```
        public override var semanticContentAttribute: UISemanticContentAttribute {
            didSet {
                for view in segmentViews {
                    view.semanticContentAttribute = semanticContentAttribute
                }
                invalidateMeasurement()
            }
        }
    }
#endif
