#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The five designs of `SegmentedDesign`, each as a style whose initialiser starts from
    // the design's numbers and changes only what it is given.

    /// Android-style tabs: labels with even gaps and a bar under the selected label that
    /// slides and takes that label's width, over a full-width hairline. The default style.
    ///
    /// ```swift
    /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
    ///     .segmentedControlStyle(.underline)
    /// SegmentedControl(selection: $tab, items: tabs) { Text($0.title) }
    ///     .segmentedControlStyle(
    ///         UnderlineSegmentedControlStyle(color: .pink, travel: .elastic))
    /// ```
    public struct UnderlineSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn; starts as `SegmentedDesign/materialUnderline`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the Material underline design, changing what you pass.
        ///
        /// ```swift
        /// UnderlineSegmentedControlStyle(thickness: 2, width: .fraction(0.8))
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar's colour, and the selected label's unless `selectedLabelColor`
        ///     is given; `nil` keeps the design's (a bar in the label colour, the selected
        ///     title in system blue drawn in the tint).
        ///   - labelColor: Unselected labels; `nil` keeps the design's system gray.
        ///   - selectedLabelColor: The selected label; `nil` follows `color`.
        ///   - thickness: The bar's height (the design's 3 pt).
        ///   - width: How wide the bar is: the label's width (`.content`) in the design.
        ///   - cornerRadius: The bar's corner radius.
        ///   - travel: `.elastic` stretches the bar between labels as Material does.
        ///   - distribution: How the labels share the width; even gaps in the design.
        ///   - minimumGap: The smallest gap before the bar scrolls.
        ///   - dividerThickness: The hairline under the bar; 0 for none.
        ///   - motion: How the bar travels to a new selection.
        ///
        /// Every default is the design's own number.
        public init(
            color: Color? = nil, labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            thickness: Double = SegmentedDesign.materialUnderline.layout.indicator.thickness,
            width: IndicatorWidth = SegmentedDesign.materialUnderline.layout.indicator.width,
            cornerRadius: Double = SegmentedDesign.materialUnderline.layout.indicator.cornerRadius,
            travel: IndicatorTravel = SegmentedDesign.materialUnderline.layout.indicator.travel,
            distribution: Distribution = SegmentedDesign.materialUnderline.layout.distribution,
            minimumGap: Double = SegmentedDesign.materialUnderline.layout.minimumGap,
            dividerThickness: Double = SegmentedDesign.materialUnderline.dividerThickness,
            motion: Motion = SegmentedDesign.materialUnderline.motion
        ) {
            var design = SegmentedDesign.materialUnderline
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.indicator.travel = travel
            design.layout.distribution = distribution
            design.layout.minimumGap = minimumGap
            design.dividerThickness = dividerThickness
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: labelColor, selectedLabel: selectedLabelColor ?? color)
        }

        /// Creates the style from any design, such as one you adjusted.
        ///
        /// ```swift
        /// var design = SegmentedDesign.materialUnderline
        /// design.fontSize = 14
        /// UnderlineSegmentedControlStyle(design: design)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    /// An iOS-style segmented control: equal segments on a rounded track, with a rounded
    /// rectangle sliding behind the selected one.
    ///
    /// ```swift
    /// SegmentedControl(["Day", "Week", "Month"], selection: $index)
    ///     .segmentedControlStyle(.slidingPill)
    /// ```
    public struct SlidingPillSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn; starts as `SegmentedDesign/slidingPill`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the sliding pill design, changing what you pass.
        ///
        /// ```swift
        /// SlidingPillSegmentedControlStyle(cornerRadius: .infinity, trackCornerRadius: .infinity)
        /// ```
        ///
        /// - Parameters:
        ///   - pillColor: The sliding pill; `nil` keeps white (#636366 in dark).
        ///   - trackColor: The track behind the segments; `nil` keeps the design's grey.
        ///   - labelColor: Unselected labels.
        ///   - selectedLabelColor: The selected label.
        ///   - cornerRadius: The pill's corner radius; `.infinity` makes a capsule.
        ///   - trackCornerRadius: The track's corner radius; `.infinity` makes a capsule.
        ///   - insets: The track's inset around the segments.
        ///   - spacing: Space between the equal segments; `nil` keeps the design's.
        ///   - motion: How the pill slides.
        ///
        /// Every default is the design's own number.
        public init(
            pillColor: Color? = nil, trackColor: Color? = nil,
            labelColor: Color? = nil, selectedLabelColor: Color? = nil,
            cornerRadius: Double = SegmentedDesign.slidingPill.layout.indicator.cornerRadius,
            trackCornerRadius: Double = SegmentedDesign.slidingPill.trackCornerRadius,
            insets: SegmentedCore.EdgeInsets = SegmentedDesign.slidingPill.layout.insets,
            spacing: Double? = nil,
            motion: Motion = SegmentedDesign.slidingPill.motion
        ) {
            var design = SegmentedDesign.slidingPill
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.insets = insets
            if let spacing {
                design.layout.distribution = .fillEqually(spacing: spacing)
            }
            design.trackCornerRadius = trackCornerRadius
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: pillColor, label: labelColor, selectedLabel: selectedLabelColor,
                track: trackColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// SlidingPillSegmentedControlStyle(design: .slidingPill)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    /// A paged header: titles at the ends of the bar, a short rounded bar that follows a
    /// pager, and titles fading between half and full opacity. Pair it with
    /// `segmentedControlPosition(_:)`.
    ///
    /// ```swift
    /// SegmentedControl(["Posts", "Likes"], selection: $page)
    ///     .segmentedControlStyle(.pagedHeader)
    ///     .segmentedControlPosition($position)
    /// ```
    public struct PagedHeaderSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn; starts as `SegmentedDesign/pagedHeader`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the paged header design, changing what you pass.
        ///
        /// ```swift
        /// PagedHeaderSegmentedControlStyle(width: .fraction(0.3), minimumOpacity: 0.4)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar; `nil` keeps the design's system blue, drawn in the tint.
        ///   - titleColor: The titles; `nil` keeps the default text colour.
        ///   - width: How wide the bar is: half the title's width (`.fraction(0.5)`) in the
        ///     design.
        ///   - thickness: The bar's height.
        ///   - cornerRadius: The bar's corner radius.
        ///   - minimumOpacity: The opacity of a title that is not selected; `nil` keeps the
        ///     design's 0.5.
        ///   - distribution: How the titles share the width; at the ends by default.
        ///   - motion: How the bar travels after a tap (a pager drives it frame by frame).
        ///
        /// Every default is the design's own number.
        public init(
            color: Color? = nil, titleColor: Color? = nil,
            width: IndicatorWidth = SegmentedDesign.pagedHeader.layout.indicator.width,
            thickness: Double = SegmentedDesign.pagedHeader.layout.indicator.thickness,
            cornerRadius: Double = SegmentedDesign.pagedHeader.layout.indicator.cornerRadius,
            minimumOpacity: Double? = nil,
            distribution: Distribution = SegmentedDesign.pagedHeader.layout.distribution,
            motion: Motion = SegmentedDesign.pagedHeader.motion
        ) {
            var design = SegmentedDesign.pagedHeader
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.cornerRadius = cornerRadius
            design.layout.distribution = distribution
            if let minimumOpacity {
                design.labelEmphasis = .opacity(minimum: minimumOpacity)
            }
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: titleColor, selectedLabel: titleColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// PagedHeaderSegmentedControlStyle(design: .pagedHeader)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    /// Plain segment buttons: packed with fixed spacing, no indicator; only the label colour
    /// marks the selection.
    ///
    /// ```swift
    /// SegmentedControl(["All", "Unread", "Flagged"], selection: $filter)
    ///     .segmentedControlStyle(.plain)
    /// ```
    public struct PlainSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn; starts as `SegmentedDesign/plainButtons`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the plain buttons design, changing what you pass.
        ///
        /// ```swift
        /// PlainSegmentedControlStyle(spacing: 16, selectedLabelColor: .green)
        /// ```
        ///
        /// - Parameters:
        ///   - spacing: Space between buttons; `nil` keeps the design's 8 pt.
        ///   - padding: Padding inside each button around its label.
        ///   - labelColor: Unselected labels.
        ///   - selectedLabelColor: The selected label.
        ///   - motion: How the colour changes.
        public init(
            spacing: Double? = nil,
            padding: SegmentedCore.EdgeInsets = SegmentedDesign.plainButtons.layout.contentPadding,
            labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            motion: Motion = SegmentedDesign.plainButtons.motion
        ) {
            var design = SegmentedDesign.plainButtons
            if let spacing {
                design.layout.distribution = .packed(spacing: spacing)
            }
            design.layout.contentPadding = padding
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                label: labelColor, selectedLabel: selectedLabelColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// PlainSegmentedControlStyle(design: .plainButtons)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    /// A restyled UIKit control: equal segments and a 2-pt bar 10 pt below the title,
    /// animated in 0.2 s.
    ///
    /// ```swift
    /// SegmentedControl(["Inbox", "Sent"], selection: $index)
    ///     .segmentedControlStyle(.uikitUnderline)
    /// ```
    public struct UIKitUnderlineSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn; starts as `SegmentedDesign/uikitUnderline`.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates the style from the UIKit underline design, changing what you pass.
        ///
        /// ```swift
        /// UIKitUnderlineSegmentedControlStyle(color: .blue, offset: 6)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The bar; `nil` keeps the design's orange.
        ///   - labelColor: Unselected titles.
        ///   - selectedLabelColor: The selected title.
        ///   - thickness: The bar's height.
        ///   - offset: The gap between the title and the bar; `nil` pins the bar to the
        ///     bottom of the segment.
        ///   - width: How wide the bar is: the whole segment by default.
        ///   - motion: How the bar travels.
        public init(
            color: Color? = nil, labelColor: Color? = nil,
            selectedLabelColor: Color? = nil,
            thickness: Double = SegmentedDesign.uikitUnderline.layout.indicator.thickness,
            offset: Double? = SegmentedDesign.uikitUnderline.layout.indicator.offset,
            width: IndicatorWidth = SegmentedDesign.uikitUnderline.layout.indicator.width,
            motion: Motion = SegmentedDesign.uikitUnderline.motion
        ) {
            var design = SegmentedDesign.uikitUnderline
            design.layout.indicator.width = width
            design.layout.indicator.thickness = thickness
            design.layout.indicator.offset = offset
            design.motion = motion
            self.design = design
            colorOverrides = SegmentedColorOverrides(
                indicator: color, label: labelColor, selectedLabel: selectedLabelColor)
        }

        /// Creates the style from any design.
        ///
        /// ```swift
        /// UIKitUnderlineSegmentedControlStyle(design: .uikitUnderline)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    /// Draws any core design with the default indicator, labels and background: the way to
    /// use a design you built or changed yourself.
    ///
    /// ```swift
    /// var design = SegmentedDesign.slidingPill
    /// design.motion = .spring(response: 0.25, dampingFraction: 0.7)
    /// SegmentedControl(["A", "B"], selection: $index)
    ///     .segmentedControlStyle(.design(design))
    /// ```
    public struct DesignSegmentedControlStyle: SegmentedControlStyle {
        /// The design drawn.
        public var design: SegmentedDesign
        /// SwiftUI colours that replace the design's adaptive ones, role by role.
        public var colorOverrides = SegmentedColorOverrides()

        /// Creates a style that draws a design.
        ///
        /// ```swift
        /// DesignSegmentedControlStyle(design: .named("paged-header") ?? .pagedHeader)
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public init(design: SegmentedDesign) {
            self.design = design
        }
    }

    extension SegmentedControlStyle where Self == UnderlineSegmentedControlStyle {
        /// The Material underline: even gaps, a bar under the selected label that takes its
        /// width, a hairline under the bar.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.underline)
        /// ```
        public static var underline: Self { Self() }

        /// The Material underline (the same as ``underline``).
        ///
        /// ```swift
        /// control.segmentedControlStyle(.materialUnderline)
        /// ```
        public static var materialUnderline: Self { Self() }
    }

    extension SegmentedControlStyle where Self == SlidingPillSegmentedControlStyle {
        /// The iOS sliding pill: equal segments on a rounded track.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.slidingPill)
        /// ```
        public static var slidingPill: Self { Self() }
    }

    extension SegmentedControlStyle where Self == PagedHeaderSegmentedControlStyle {
        /// The paged header: titles at the ends, a short bar that follows a pager.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.pagedHeader)
        /// ```
        public static var pagedHeader: Self { Self() }
    }

    extension SegmentedControlStyle where Self == PlainSegmentedControlStyle {
        /// Plain buttons: packed, no indicator, only colour marks the selection.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.plain)
        /// ```
        public static var plain: Self { Self() }
    }

    extension SegmentedControlStyle where Self == UIKitUnderlineSegmentedControlStyle {
        /// The UIKit underline: equal segments, a 2-pt bar 10 pt below the title.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.uikitUnderline)
        /// ```
        public static var uikitUnderline: Self { Self() }
    }

    extension SegmentedControlStyle where Self == DesignSegmentedControlStyle {
        /// A style drawing any core design.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.design(SegmentedDesign.named("plain-buttons")!))
        /// ```
        ///
        /// - Parameter design: The design to draw.
        public static func design(_ design: SegmentedDesign) -> Self {
            Self(design: design)
        }
    }
#endif
