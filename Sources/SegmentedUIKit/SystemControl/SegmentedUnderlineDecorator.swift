// The UIKit underline design as a reusable API: an app's own UISegmentedControl restyled with
// cleared backgrounds and dividers, plain title colours and an underline that the core places.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import SegmentedCore
    import UIKit

    /// Gives an existing `UISegmentedControl` the look of the UIKit underline design (equal
    /// segments, plain titles, a 2-pt bar 10 pt below the control) and keeps an underline under its
    /// selected segment, while the control stays the system control: its taps, `.valueChanged`,
    /// VoiceOver ("Month, button, 1 of 2, selected"), keyboard focus, Large Content Viewer and
    /// every other native behaviour are untouched.
    ///
    /// Choose it when an app already has a `UISegmentedControl` (set up in a storyboard, wired
    /// to actions) and wants the look without replacing it. Choose ``SegmentedTabControl``
    /// for anything the system control cannot do: scrolling bars, content-width or elastic
    /// indicators, badges, images with titles, a pager that drives the bar continuously.
    ///
    /// The decorator clears the background image and the divider, sets
    /// `selectedSegmentTintColor` to clear and the title attributes for `.normal` and
    /// `.selected`, and adds an underline view to the control, `offset` below its bottom edge
    /// (leave that much room under the control). The underline's frame comes from the core's
    /// `SegmentedControlUnderline` and follows the user's selections (the control's
    /// `.valueChanged` action, on the same frame), size changes and rotation, right-to-left
    /// layouts, Dynamic Type and Dark Mode. UIKit sends no action for a selection set in code
    /// and documents no key-value observing for its classes, so a selection changed in code
    /// goes through ``setSelectedSegmentIndex(_:animated:)`` (or set `selectedSegmentIndex`
    /// and call ``setNeedsUpdate()``); the underline moves on the same frame. After `insertSegment`, `removeSegment` or `setWidth(_:forSegmentAt:)`
    /// without a size change, call ``setNeedsUpdate()`` (or use the decorator's own
    /// ``insertSegment(withTitle:at:animated:)``, ``removeSegment(at:animated:)`` and
    /// ``setWidth(_:forSegmentAt:)``, which do). With `apportionsSegmentWidthsByContent`
    /// the system sizes automatic segments by their titles, which the underline does not
    /// mirror; give such segments explicit widths.
    ///
    /// ```swift
    /// let control = UISegmentedControl(items: ["Month", "Day"])
    /// control.selectedSegmentIndex = 0
    /// control.applyUnderlineStyle()          // the UIKit underline design's values
    /// control.applyUnderlineStyle(.init(underlineColor: .systemPink))
    /// ```
    @MainActor
    public final class SegmentedUnderlineDecorator: NSObject {
        /// The look: fonts, colours, the underline's thickness and offset, and its motion.
        ///
        /// ```swift
        /// var style = SegmentedUnderlineDecorator.Style()
        /// style.underlineThickness = 3
        /// ```
        public struct Style {
            /// The title font before Dynamic Type scaling; system 16 pt by default.
            public var titleFont: UIFont
            /// Titles that are not selected; `UIColor.gray` (#808080) by default.
            public var titleColor: UIColor
            /// The selected title; by default the label colour (black in light, white in dark).
            public var selectedTitleColor: UIColor
            /// The underline; by default the label colour (black in light, white in dark).
            public var underlineColor: UIColor
            /// The underline's thickness; 2 pt.
            public var underlineThickness: CGFloat
            /// The gap between the control's bottom edge and the underline; 10 pt.
            public var underlineOffset: CGFloat
            /// How the underline moves to a new selection; `UIView.animate(withDuration: 0.2)`
            /// with UIKit's default ease-in-out. `.none` under Reduce Motion.
            public var motion: Motion
            /// Whether titles scale with the user's text size (`UIFontMetrics`).
            public var adjustsFontForContentSizeCategory: Bool

            /// Creates a style; every default is the UIKit underline design's value, from the
            /// core's `SegmentedDesign/uikitUnderline`.
            ///
            /// ```swift
            /// let style = SegmentedUnderlineDecorator.Style(underlineColor: .systemBlue)
            /// ```
            ///
            /// - Parameters:
            ///   - titleFont: The title font; system 16 pt.
            ///   - titleColor: Titles that are not selected.
            ///   - selectedTitleColor: The selected title.
            ///   - underlineColor: The underline.
            ///   - underlineThickness: The underline's thickness.
            ///   - underlineOffset: The gap below the control.
            ///   - motion: How the underline moves.
            ///   - adjustsFontForContentSizeCategory: Whether titles follow Dynamic Type.
            public init(
                titleFont: UIFont = .systemFont(ofSize: SegmentedDesign.uikitUnderline.fontSize),
                titleColor: UIColor = UIColor(
                    adaptive: SegmentedDesign.uikitUnderline.colors.label),
                selectedTitleColor: UIColor = UIColor(
                    adaptive: SegmentedDesign.uikitUnderline.colors.selectedLabel),
                underlineColor: UIColor = UIColor(
                    adaptive: SegmentedDesign.uikitUnderline.colors.indicator),
                underlineThickness: CGFloat = CGFloat(
                    SegmentedDesign.uikitUnderline.layout.indicator.thickness),
                underlineOffset: CGFloat = CGFloat(
                    SegmentedDesign.uikitUnderline.layout.indicator.offset ?? 10),
                motion: Motion = SegmentedDesign.uikitUnderline.motion,
                adjustsFontForContentSizeCategory: Bool = true
            ) {
                self.titleFont = titleFont
                self.titleColor = titleColor
                self.selectedTitleColor = selectedTitleColor
                self.underlineColor = underlineColor
                self.underlineThickness = underlineThickness
                self.underlineOffset = underlineOffset
                self.motion = motion
                self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            }
        }

        /// The control decorated; the decorator lives as long as the control.
        public private(set) weak var control: UISegmentedControl?
        /// The look; setting it restyles the control.
        public var style: Style {
            didSet { restyle() }
        }
        /// The underline view, for apps that want to adjust it (a corner radius, a shadow).
        public let underlineView = UIView()

        private let tracker = LayoutTracker()

        fileprivate init(control: UISegmentedControl, style: Style) {
            self.control = control
            self.style = style
            super.init()
            underlineView.isUserInteractionEnabled = false
            underlineView.isAccessibilityElement = false
            tracker.decorator = self
            tracker.isUserInteractionEnabled = false
            tracker.isAccessibilityElement = false
            tracker.accessibilityElementsHidden = true
            tracker.frame = control.bounds
            tracker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            control.addSubview(tracker)
            control.addSubview(underlineView)
            // UIControl does not retain its targets; the tracker view owns the decorator.
            control.addTarget(self, action: Self.selectionChangedSelector, for: .valueChanged)
            restyle()
        }

        /// Recomputes the underline at once after changes the decorator cannot see: a
        /// `selectedSegmentIndex` set in code (UIKit sends no action for it), segments
        /// inserted or removed, or explicit widths set, without a size change.
        ///
        /// ```swift
        /// control.insertSegment(withTitle: "Week", at: 1, animated: false)
        /// decorator.setNeedsUpdate()
        /// ```
        public func setNeedsUpdate() {
            update(animated: false)
        }

        /// Selects a segment in code and moves the underline there on the same frame, with
        /// the style's motion when `animated`. Sends no `.valueChanged`, as setting
        /// `selectedSegmentIndex` does not.
        ///
        /// ```swift
        /// decorator.setSelectedSegmentIndex(2, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - index: The segment, or `UISegmentedControl.noSegment`; the control decides
        ///     what an out-of-range index does.
        ///   - animated: Whether the underline travels.
        public func setSelectedSegmentIndex(_ index: Int, animated: Bool) {
            control?.selectedSegmentIndex = index
            update(animated: animated)
        }

        /// Inserts a segment and moves the underline.
        ///
        /// ```swift
        /// decorator.insertSegment(withTitle: "Week", at: 1, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - title: The segment's title.
        ///   - segment: Where to insert it.
        ///   - animated: Whether the control animates the insertion.
        public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            control?.insertSegment(withTitle: title, at: segment, animated: animated)
            update(animated: animated)
        }

        /// Removes a segment and moves the underline.
        ///
        /// ```swift
        /// decorator.removeSegment(at: 0, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - segment: The segment to remove.
        ///   - animated: Whether the control animates the removal.
        public func removeSegment(at segment: Int, animated: Bool) {
            control?.removeSegment(at: segment, animated: animated)
            update(animated: animated)
        }

        /// Gives a segment an explicit width (0 for automatic) and moves the underline.
        ///
        /// ```swift
        /// decorator.setWidth(120, forSegmentAt: 0)
        /// ```
        ///
        /// - Parameters:
        ///   - width: The width; 0 shares the remaining width with the other automatic
        ///     segments.
        ///   - segment: The segment.
        public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
            control?.setWidth(width, forSegmentAt: segment)
            update(animated: false)
        }

        /// The user changed the control's selection: the underline follows. The control sends
        /// it as ``selectionChangedSelector`` (ObjectiveCMessages.swift).
        func selectionChanged() {
            update(animated: true)
        }

        /// Applies the title attributes, background, divider and colours.
        fileprivate func restyle() {
            guard let control else { return }
            let font =
                style.adjustsFontForContentSizeCategory
                ? UIFontMetrics.default.scaledFont(
                    for: style.titleFont, compatibleWith: control.traitCollection)
                : style.titleFont
            control.setBackgroundImage(UIImage(), for: .normal, barMetrics: .default)
            control.setDividerImage(
                UIImage(), forLeftSegmentState: .normal, rightSegmentState: .normal,
                barMetrics: .default)
            control.selectedSegmentTintColor = .clear
            control.setTitleTextAttributes(
                [.foregroundColor: style.titleColor, .font: font], for: .normal)
            control.setTitleTextAttributes(
                [.foregroundColor: style.selectedTitleColor, .font: font], for: .selected)
            underlineView.backgroundColor = style.underlineColor
            update(animated: false)
        }

        /// Places the underline where the core says, animated with the style's motion.
        fileprivate func update(animated: Bool) {
            guard let control else { return }
            let geometry = SegmentedControlUnderline(
                thickness: Double(style.underlineThickness), offset: Double(style.underlineOffset))
            let widths = (0..<control.numberOfSegments).map {
                Double(control.widthForSegment(at: $0))
            }
            let bounds = control.bounds
            guard
                let frame = geometry.frame(
                    controlBounds: Rect(
                        x: Double(bounds.minX), y: Double(bounds.minY),
                        width: Double(bounds.width), height: Double(bounds.height)),
                    segmentWidths: widths, selectedIndex: control.selectedSegmentIndex,
                    layoutDirection: LayoutDirection(
                        control.effectiveUserInterfaceLayoutDirection))
            else {
                underlineView.isHidden = true
                return
            }
            let target = CGRect(frame)
            let wasHidden = underlineView.isHidden
            underlineView.isHidden = false
            let motion = style.motion.resolved(
                reduceMotion: UIAccessibility.isReduceMotionEnabled || !animated || wasHidden)
            switch motion.normalized {
            case .timingCurve(_, _, _, _, let duration), .spring(let duration, _):
                UIView.animate(
                    withDuration: duration, delay: 0,
                    options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]
                ) { [underlineView] in
                    underlineView.frame = target
                }
            case .none, .linear, .easeInOut:
                underlineView.frame = target
            }
        }
    }

    /// A transparent view that fills the control, so its `layoutSubviews` runs whenever the
    /// control's size changes (rotation, Split View, Auto Layout), and trait changes
    /// (layout direction, text size) reach the decorator.
    private final class LayoutTracker: UIView {
        /// Owned here, so the decorator lives exactly as long as the control.
        var decorator: SegmentedUnderlineDecorator?

        override init(frame: CGRect) {
            super.init(frame: frame)
            if #available(iOS 17.0, *), OSAvailability.iOS17 {
                let traits: [UITrait] = [
                    UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
                ]
                registerForTraitChanges(traits) { (tracker: LayoutTracker, _) in
                    tracker.decorator?.restyle()
                }
            }
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            decorator?.update(animated: false)
        }

        @available(iOS, deprecated: 17.0, message: "iOS 17 uses registerForTraitChanges")
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #available(iOS 17.0, *), OSAvailability.iOS17 { return }
            decorator?.restyle()
        }
    }

    extension UISegmentedControl {
        /// Restyles this control as the UIKit underline design (see
        /// ``SegmentedUnderlineDecorator``): cleared background and dividers, plain titles, an
        /// underline under the selected segment that follows it. Calling it again replaces the
        /// previous decoration's look.
        ///
        /// ```swift
        /// segmentedControl.applyUnderlineStyle()
        /// ```
        ///
        /// - Parameter style: The look; the UIKit underline design's values by default.
        /// - Returns: The decorator, which lives as long as the control; keep it only to
        ///   change the style or call ``SegmentedUnderlineDecorator/setNeedsUpdate()``.
        @discardableResult
        public func applyUnderlineStyle(
            _ style: SegmentedUnderlineDecorator.Style = SegmentedUnderlineDecorator.Style()
        ) -> SegmentedUnderlineDecorator {
            for case let tracker as LayoutTracker in subviews {
                if let existing = tracker.decorator {
                    existing.style = style
                    return existing
                }
            }
            return SegmentedUnderlineDecorator(control: self, style: style)
        }
    }
#endif
