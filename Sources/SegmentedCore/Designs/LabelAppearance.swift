/// Label colours per state and the rule that blends them with emphasis: what a front-end
/// needs to colour every label on every frame of an animation.
///
/// Disabled wins over everything; a highlighted enabled label takes ``highlighted`` when one
/// is given; otherwise the colour follows the emphasis as ``SegmentedDesign/labelColor(emphasis:isEnabled:)``
/// does (blending ``normal`` into ``selected``, or fading ``selected`` by opacity).
///
/// ```swift
/// var appearance = SegmentedDesign.materialUnderline.labelAppearance
/// appearance.highlighted = RGBAColor(hex: "#90CAF9")
/// let color = appearance.color(emphasis: arrangement.emphasis(of: 1, at: position))
/// ```
public struct LabelAppearance: Sendable, Hashable {
    /// A label that is not selected.
    public var normal: RGBAColor
    /// The selected label.
    public var selected: RGBAColor
    /// A disabled label.
    public var disabled: RGBAColor
    /// A label under the finger, or `nil` to keep the colour it has by emphasis.
    public var highlighted: RGBAColor?
    /// How emphasis shows: a colour blend or an opacity fade.
    public var emphasis: SegmentedDesign.LabelEmphasis

    /// Creates label colours.
    ///
    /// ```swift
    /// let appearance = LabelAppearance(
    ///     normal: RGBAColor(hex: "#8E8E93")!, selected: .black,
    ///     disabled: RGBAColor(hex: "#C7C7CC")!, highlighted: RGBAColor(hex: "#3A3A3C"))
    /// ```
    ///
    /// - Parameters:
    ///   - normal: A label that is not selected.
    ///   - selected: The selected label.
    ///   - disabled: A disabled label.
    ///   - highlighted: A label under the finger, or `nil` for no change.
    ///   - emphasis: How emphasis shows; a colour blend by default.
    public init(
        normal: RGBAColor, selected: RGBAColor, disabled: RGBAColor,
        highlighted: RGBAColor? = nil, emphasis: SegmentedDesign.LabelEmphasis = .color
    ) {
        self.normal = normal
        self.selected = selected
        self.disabled = disabled
        self.highlighted = highlighted
        self.emphasis = emphasis
    }

    /// The colour of a label.
    ///
    /// ```swift
    /// appearance.color(emphasis: 0.25)                       // a quarter of the way to selected
    /// appearance.color(emphasis: 1, isEnabled: false)        // disabled
    /// appearance.color(emphasis: 0, isHighlighted: true)     // highlighted, if given
    /// ```
    ///
    /// - Parameters:
    ///   - emphasis: 0 (not selected) to 1 (selected); clamped, NaN counts as 0.
    ///   - isEnabled: Whether the segment can be selected.
    ///   - isHighlighted: Whether a finger is down on the segment.
    public func color(emphasis: Double, isEnabled: Bool = true, isHighlighted: Bool = false)
        -> RGBAColor
    {
        guard isEnabled else { return disabled }
        if isHighlighted, let highlighted { return highlighted }
        let fraction = emphasis.clamped(to: 0...1)
        switch self.emphasis {
        case .color:
            return normal.interpolated(to: selected, fraction: fraction)
        case .opacity(let minimum):
            let floor = minimum.clamped(to: 0...1)
            return selected.withOpacity(floor + (1 - floor) * fraction)
        }
    }

    /// The state whose font (or other per-state attribute) a label uses: disabled, then
    /// highlighted, then selected from emphasis one half (so the font swaps half-way, as
    /// ``SegmentedDesign/isBold(emphasis:)`` does), else normal.
    ///
    /// ```swift
    /// let state = LabelAppearance.state(emphasis: 0.5, isEnabled: true, isHighlighted: false)
    /// // .selected
    /// ```
    ///
    /// - Parameters:
    ///   - emphasis: 0 to 1; NaN counts as 0.
    ///   - isEnabled: Whether the segment can be selected.
    ///   - isHighlighted: Whether a finger is down on the segment.
    public static func state(emphasis: Double, isEnabled: Bool, isHighlighted: Bool)
        -> SegmentState
    {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return emphasis >= 0.5 ? .selected : .normal
    }
}

extension SegmentedDesign {
    /// The design's label colours as a ``LabelAppearance`` (no highlighted colour), so
    /// `labelAppearance.color(emphasis:isEnabled:)` equals
    /// ``labelColor(emphasis:isEnabled:)``.
    ///
    /// ```swift
    /// var appearance = SegmentedDesign.pagedHeader.labelAppearance
    /// appearance.color(emphasis: 0.7).alpha  // 0.85
    /// ```
    public var labelAppearance: LabelAppearance {
        LabelAppearance(
            normal: palette.label, selected: palette.selectedLabel,
            disabled: palette.disabledLabel, emphasis: labelEmphasis)
    }
}
