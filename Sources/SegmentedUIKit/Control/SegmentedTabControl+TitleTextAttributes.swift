#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // `UISegmentedControl`'s text attributes and selected tint, mapped onto the
    // ``SegmentedTabControl/Configuration``: each call changes the configuration, which stays
    // the one place the control's look is kept.
    extension SegmentedTabControl {
        /// Sets the title font and colour for a state, as `UISegmentedControl`'s method does,
        /// by changing the ``configuration``: `.font` and `.foregroundColor` for `.normal`
        /// (``Configuration/titleFont``, ``Configuration/titleColor``), `.selected`,
        /// `.disabled` and `.highlighted` (their `selected…`, `disabled…` and
        /// `highlighted…` counterparts). A key that is absent leaves that value as it is;
        /// other keys, other states (such as `[.selected, .highlighted]`) and `nil` change
        /// nothing.
        ///
        /// ```swift
        /// control.setTitleTextAttributes([.foregroundColor: UIColor.secondaryLabel], for: .normal)
        /// control.setTitleTextAttributes(
        ///     [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label],
        ///     for: .selected)
        /// ```
        ///
        /// - Parameters:
        ///   - attributes: The attributes; only `.font` (a `UIFont`) and `.foregroundColor`
        ///     (a `UIColor`) are read.
        ///   - state: `.normal`, `.selected`, `.disabled` or `.highlighted`.
        public func setTitleTextAttributes(
            _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
        ) {
            guard let attributes else { return }
            let font = attributes[.font] as? UIFont
            let color = attributes[.foregroundColor] as? UIColor
            guard font != nil || color != nil else { return }
            var configuration = configuration
            switch state {
            case .normal:
                if let font { configuration.titleFont = font }
                if let color { configuration.titleColor = color }
            case .selected:
                if let font { configuration.selectedTitleFont = font }
                if let color { configuration.selectedTitleColor = color }
            case .disabled:
                if let font { configuration.disabledTitleFont = font }
                if let color { configuration.disabledTitleColor = color }
            case .highlighted:
                if let font { configuration.highlightedTitleFont = font }
                if let color { configuration.highlightedTitleColor = color }
            default:
                return
            }
            self.configuration = configuration
        }

        /// The title font and colour the ``configuration`` gives a state, as
        /// `UISegmentedControl`'s method reads them: `.font` and `.foregroundColor` (a state
        /// that falls back to another's font or colour gives that one; a highlighted title
        /// without a colour of its own has no `.foregroundColor`, since it keeps its unpressed
        /// colour).
        ///
        /// ```swift
        /// let font = control.titleTextAttributes(for: .selected)?[.font] as? UIFont
        /// ```
        ///
        /// - Parameter state: `.normal`, `.selected`, `.disabled` or `.highlighted`.
        /// - Returns: The attributes, or `nil` for any other state.
        public func titleTextAttributes(for state: UIControl.State)
            -> [NSAttributedString.Key: Any]?
        {
            let configuration = configuration
            switch state {
            case .normal:
                return [.font: configuration.titleFont, .foregroundColor: configuration.titleColor]
            case .selected:
                return [
                    .font: configuration.selectedTitleFont ?? configuration.titleFont,
                    .foregroundColor: configuration.selectedTitleColor,
                ]
            case .disabled:
                return [
                    .font: configuration.disabledTitleFont ?? configuration.titleFont,
                    .foregroundColor: configuration.disabledTitleColor,
                ]
            case .highlighted:
                var attributes: [NSAttributedString.Key: Any] = [
                    .font: configuration.highlightedTitleFont ?? configuration.titleFont
                ]
                attributes[.foregroundColor] = configuration.highlightedTitleColor
                return attributes
            default:
                return nil
            }
        }

        /// The colour of what marks the selected segment, as `UISegmentedControl`'s property:
        /// the ``Configuration/indicatorColor``, or with a glass design the lens's
        /// ``Configuration/glassTintColor``. `nil` reads as an indicator that follows the
        /// control's `tintColor` (``Configuration/indicatorFollowsTint``); setting `nil` makes
        /// it follow the tint (a glass lens: untinted). Settable in Interface Builder's
        /// attributes inspector.
        ///
        /// ```swift
        /// control.selectedSegmentTintColor = .systemOrange
        /// ```
        #if canImport(ObjectiveC)
            @objc(selectedSegmentTintColor)
        #endif
        @IBInspectable public var selectedSegmentTintColor: UIColor? {
            get {
                if configuration.glassDesign != nil { return configuration.glassTintColor }
                return configuration.indicatorFollowsTint ? nil : configuration.indicatorColor
            }
            set {
                var configuration = configuration
                if configuration.glassDesign != nil {
                    configuration.glassTintColor = newValue
                } else if let newValue {
                    configuration.indicatorColor = newValue
                } else {
                    configuration.indicatorFollowsTint = true
                }
                self.configuration = configuration
            }
        }
    }
#endif
