#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// How the bar keeps the selection in view when its segments do not fit.
        ///
        /// ```swift
        /// configuration.selectionScrolling = .minimal
        /// ```
        public enum SelectionScrolling: Hashable {
            /// Keep the selection centred (as far as the content allows).
            case center
            /// Scroll only as far as needed to show the whole selected segment.
            case minimal
        }

        /// Everything about how the control looks and moves, in one value. Start from one of
        /// the five designs and change what you need; assigning it to
        /// ``SegmentedTabControl/configuration`` re-measures and re-lays out the control.
        ///
        /// Geometry (distribution, indicator, insets, padding) is the core's
        /// `SegmentedLayout`; its `layoutDirection` is ignored, as the control follows
        /// `effectiveUserInterfaceLayoutDirection`.
        ///
        /// ```swift
        /// var configuration = SegmentedTabControl.Configuration.materialUnderline
        /// configuration.indicatorColor = .systemPink
        /// configuration.selectedTitleColor = .systemPink
        /// configuration.motion = .spring(response: 0.3, dampingFraction: 0.8)
        /// control.configuration = configuration
        /// ```
        public struct Configuration {
            /// The geometry: distribution, indicator, insets, padding, segment widths.
            public var layout: SegmentedLayout
            /// How the indicator travels to a new selection (spring, curve, duration).
            /// Reduce Motion makes every change instant.
            public var motion: Motion
            /// The preferred height; the control grows when larger text needs more.
            public var height: CGFloat

            /// The title font of a segment that is not selected.
            public var titleFont: UIFont
            /// The selected title's font; ``titleFont`` when `nil`.
            public var selectedTitleFont: UIFont?
            /// The font of a title under the finger; its unpressed font when `nil`.
            public var highlightedTitleFont: UIFont?
            /// A disabled title's font; ``titleFont`` when `nil`.
            public var disabledTitleFont: UIFont?
            /// Whether the fonts scale with the user's text size (Dynamic Type).
            public var adjustsFontForContentSizeCategory: Bool
            /// The Dynamic Type text style titles scale with (`UIFontMetrics(forTextStyle:)`);
            /// `nil` scales relative to body. The Material underline's is `.caption1`.
            public var titleTextStyle: UIFont.TextStyle?

            /// The title (and template image) colour of a segment that is not selected.
            public var titleColor: UIColor { didSet { titleFollowsTint = false } }
            /// The selected title's colour.
            public var selectedTitleColor: UIColor { didSet { selectedTitleFollowsTint = false } }
            /// The colour of a title under the finger; its unpressed colour when `nil`.
            public var highlightedTitleColor: UIColor?
            /// A disabled title's colour.
            public var disabledTitleColor: UIColor
            /// How emphasis shows while the indicator travels: a colour blend from
            /// ``titleColor`` to ``selectedTitleColor``, or an opacity fade of
            /// ``selectedTitleColor``.
            public var labelEmphasis: SegmentedDesign.LabelEmphasis
            /// The space between a segment's image and its title.
            public var imageTitleSpacing: CGFloat

            /// The indicator's colour.
            public var indicatorColor: UIColor { didSet { indicatorFollowsTint = false } }
            /// Whether the indicator draws in the control's `tintColor` (the design marks it
            /// as an accent, as the paged header's system-blue bar is). UIKit's default tint
            /// is system blue, the designs' own colour; an app's tint replaces it. Setting
            /// ``indicatorColor`` turns this off.
            public var indicatorFollowsTint = false
            /// Whether the selected title draws in the control's `tintColor` (the Material
            /// underline's system-blue title). Setting ``selectedTitleColor`` turns this off.
            public var selectedTitleFollowsTint = false
            /// Whether titles that are not selected draw in the control's `tintColor`.
            /// Setting ``titleColor`` turns this off.
            public var titleFollowsTint = false
            /// The bar's background.
            public var backgroundColor: UIColor
            /// The rounded track behind the segments (the sliding pill), or clear. In a glass
            /// design the track takes the design's colour, opaque under Reduce Transparency,
            /// until this is set.
            public var trackColor: UIColor { didSet { trackFollowsDesign = false } }
            /// Whether a glass design's track takes the core's `trackColor(in:)` (Reduce
            /// Transparency, contrast, dark mode); setting ``trackColor`` turns this off.
            var trackFollowsDesign = false
            /// The track's corner radius.
            public var trackCornerRadius: CGFloat
            /// The hairline under the bar, or clear.
            public var dividerColor: UIColor
            /// The hairline's thickness; 0 for none.
            public var dividerThickness: CGFloat

            /// A badge's fill.
            public var badgeColor: UIColor
            /// A badge's text colour.
            public var badgeTextColor: UIColor
            /// A badge's text font.
            public var badgeFont: UIFont
            /// The diameter of a ``Badge/dot`` badge.
            public var dotBadgeDiameter: CGFloat

            /// How a bar that scrolls keeps the selection in view.
            public var selectionScrolling: SelectionScrolling
            /// The words VoiceOver uses ("2 of 5", "Segment 3"): the app's language by default
            /// (`AccessibilityMachine.Templates.system`, from the package's localized
            /// resources); set other templates to override them.
            public var accessibilityTemplates: AccessibilityMachine.Templates
            /// The glass design whose indicator the control draws (the Liquid Glass lens:
            /// SegmentedTabControl+Glass.swift), or `nil` for a plain indicator. Set from
            /// a design with glass (`SegmentedDesign.glass`); the indicator's colours, lift and
            /// lens constants come from it, and ``indicatorColor`` is then clear.
            public var glassDesign: SegmentedDesign?
            /// Tints the glass indicator: `UIGlassEffect.tintColor` on iOS 26, laid over the
            /// drawn indicator at the design's tint opacity before; `nil` (the default) for none.
            public var glassTintColor: UIColor?

            /// Creates a configuration from one of the core's designs: its geometry, motion,
            /// colours, height and font size.
            ///
            /// ```swift
            /// let pill = SegmentedTabControl.Configuration(design: .slidingPill)
            /// ```
            ///
            /// - Parameter design: The design to start from; the UIKit underline by default.
            public init(design: SegmentedDesign = .uikitUnderline) {
                layout = design.layout
                motion = design.motion
                height = design.height
                titleFont = Self.titleFont(for: design)
                selectedTitleFont =
                    design.boldSelectedLabel
                    ? .systemFont(ofSize: design.fontSize, weight: .semibold) : nil
                highlightedTitleFont = nil
                disabledTitleFont = nil
                adjustsFontForContentSizeCategory = true
                titleTextStyle = design.textStyle.map(Self.textStyle)
                // Dynamic colours from the core's adaptive palette: light, dark and increased
                // contrast resolve per trait collection; accent roles follow the tint.
                let colors = design.colors
                titleColor = UIColor(adaptive: colors.label)
                selectedTitleColor = UIColor(adaptive: colors.selectedLabel)
                highlightedTitleColor = nil
                disabledTitleColor = UIColor(adaptive: colors.disabledLabel)
                labelEmphasis = design.labelEmphasis
                imageTitleSpacing = 6
                indicatorColor = UIColor(adaptive: colors.indicator)
                backgroundColor = UIColor(adaptive: colors.background)
                trackColor = UIColor(adaptive: colors.track)
                trackCornerRadius = design.trackCornerRadius
                dividerColor = UIColor(adaptive: colors.divider)
                dividerThickness = design.dividerThickness
                indicatorFollowsTint = colors.indicator.followsTint
                selectedTitleFollowsTint = colors.selectedLabel.followsTint
                titleFollowsTint = colors.label.followsTint
                badgeColor = UIColor(adaptive: colors.badge)
                badgeTextColor = UIColor(adaptive: colors.badgeText)
                badgeFont = .systemFont(ofSize: 11, weight: .semibold)
                dotBadgeDiameter = BadgeMetrics.dotDiameter
                selectionScrolling = .center
                accessibilityTemplates = .system
                if design.glass != nil {
                    glassDesign = design
                    trackFollowsDesign = true
                    indicatorColor = .clear
                    indicatorFollowsTint = false
                }
            }

            /// Material tabs: even gaps, a 3-pt bar under the selected label that takes its
            /// width, a hairline under all.
            ///
            /// ```swift
            /// let control = SegmentedTabControl(titles: ["Home", "Trending"], configuration: .materialUnderline)
            /// ```
            public static var materialUnderline: Configuration {
                Configuration(design: .materialUnderline)
            }

            /// The iOS sliding pill: equal segments on a rounded track.
            ///
            /// ```swift
            /// control.configuration = .slidingPill
            /// ```
            public static var slidingPill: Configuration { Configuration(design: .slidingPill) }

            /// A paged header: titles at the ends, a short bar that follows the pager,
            /// titles fading between 0.5 and 1 opacity.
            ///
            /// ```swift
            /// control.configuration = .pagedHeader
            /// ```
            public static var pagedHeader: Configuration { Configuration(design: .pagedHeader) }

            /// Plain packed buttons: only the title colour marks the selection.
            ///
            /// ```swift
            /// control.configuration = .plainButtons
            /// ```
            public static var plainButtons: Configuration {
                Configuration(design: .plainButtons)
            }

            /// The UIKit underline: equal segments, a 2-pt bar 10 pt below the title,
            /// animated in 0.2 s.
            ///
            /// ```swift
            /// control.configuration = .uikitUnderline
            /// ```
            public static var uikitUnderline: Configuration {
                Configuration(design: .uikitUnderline)
            }

            /// The design's title font: its named font where installed (the plain buttons'
            /// HelveticaNeue-Medium), else the system font at its size and weight.
            static func titleFont(for design: SegmentedDesign) -> UIFont {
                if let name = design.fontName, let font = UIFont(name: name, size: design.fontSize)
                {
                    return font
                }
                return .systemFont(ofSize: design.fontSize, weight: design.fontWeight.uiKit)
            }

            /// UIKit's text style for the core's.
            static func textStyle(_ style: SegmentedDesign.TextStyle) -> UIFont.TextStyle {
                switch style {
                case .caption: .caption1
                case .footnote: .footnote
                case .subheadline: .subheadline
                case .callout: .callout
                case .body: .body
                case .headline: .headline
                }
            }

            /// The label colours for the core, resolved for a trait collection.
            func labelAppearance(for traits: UITraitCollection) -> LabelAppearance {
                LabelAppearance(
                    normal: RGBAColor(titleColor, traits: traits),
                    selected: RGBAColor(selectedTitleColor, traits: traits),
                    disabled: RGBAColor(disabledTitleColor, traits: traits),
                    highlighted: highlightedTitleColor.map { RGBAColor($0, traits: traits) },
                    emphasis: labelEmphasis)
            }
        }
    }
    extension UIFont.Weight: PlatformFontWeight {}

    extension SegmentedDesign.FontWeight {
        /// UIKit's weight for the core's named weight.
        var uiKit: UIFont.Weight { platformWeight() }
    }
#endif
