// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: appearance in the environment (colour scheme, contrast, font) and shape
// styles beyond `Color`. Signatures from the iOS 17.4 SDK; see View.swift.

/// ColorScheme — "The possible color schemes, corresponding to the light and dark
/// appearances."
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

/// ColorSchemeContrast — "The contrast between the app's foreground and background colors."
public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}
private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}
private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}
private struct _HarnessFontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}
private struct _HarnessLineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}
private struct _HarnessForegroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// colorScheme — "The color scheme of this environment." (Light unless set.)
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// colorSchemeContrast — "The contrast associated with the color scheme of this
    /// environment." Read-only in SwiftUI: the system sets it (Increase Contrast).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// Harness: the system setting behind `colorSchemeContrast`.
    public mutating func _harnessSetColorSchemeContrast(_ value: ColorSchemeContrast) {
        self[ColorSchemeContrastKey.self] = value
    }

    /// font — "The default font of this environment." (`nil` unless a `font(_:)` above set
    /// one.)
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Harness: the weight `fontWeight(_:)` set for the text here (SwiftUI keeps it in the
    /// environment, which is why it does not reach a `Subview` proxy; see Subviews.swift).
    public var _harnessFontWeight: Font.Weight? {
        get { self[_HarnessFontWeightKey.self] }
        set { self[_HarnessFontWeightKey.self] = newValue }
    }

    /// Harness: the line limit `lineLimit(_:)` set here (`EnvironmentValues.lineLimit`).
    public var _harnessLineLimit: Int? {
        get { self[_HarnessLineLimitKey.self] }
        set { self[_HarnessLineLimitKey.self] = newValue }
    }

    /// Harness: the foreground style `foregroundStyle(_:)` or `foregroundColor(_:)` set
    /// here, the one `ForegroundStyle` ("The foreground style in the current context")
    /// resolves to; `nil` when none was set.
    public var _harnessForegroundStyle: (any ShapeStyle)? {
        get { self[_HarnessForegroundStyleKey.self] }
        set { self[_HarnessForegroundStyleKey.self] = newValue }
    }
}

/// AnyShapeStyle — "A type-erased ShapeStyle value."
public struct AnyShapeStyle: ShapeStyle {
    /// Harness: the style erased.
    public let _harnessBase: any ShapeStyle
    public init<S>(_ style: S) where S: ShapeStyle { _harnessBase = style }
}

/// TintShapeStyle — "A style that reflects the current tint color."
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// View.foregroundStyle(_:) — "Sets a view's foreground elements to use a given style."
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        harness(.foregroundStyle(style))
    }

    /// View.overlay(alignment:content:) — "Layers the views that you specify in front of
    /// this view", the same size as this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    )
        -> some View where V: View
    {
        harness(.overlay(content()))
    }

    /// View.background(alignment:content:) — "Layers the views that you specify behind this
    /// view", the same size as this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    )
        -> some View where V: View
    {
        harness(.background(content()))
    }
}

extension Font {
    /// Font.system(_:design:weight:) — "Gets a system font that uses the specified style,
    /// design, and weight."
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font {
        Font(_harnessSize: nil, _harnessTextStyle: style, _harnessName: nil)
    }

    /// Font.custom(_:size:relativeTo:) — "Create a custom font with the given name and a
    /// size that scales relative to the given textStyle."
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
        -> Font
    {
        Font(_harnessSize: size, _harnessTextStyle: textStyle, _harnessName: name)
    }
}
