// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: text, fonts, colours, shapes and geometry values. Signatures from the
// iOS 17.4 SDK; see View.swift.

/// Text — "A view that displays one or more lines of read-only text."
public struct Text: Equatable, Sendable {
    /// Harness: the string shown.
    public let _harnessString: String
    public init(verbatim content: String) { _harnessString = content }
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {
        _harnessString = String(content)
    }
    /// Text.init(_:tableName:bundle:comment:) — "Creates a text view that displays localized
    /// content identified by a key." The harness has no strings tables: it shows the key.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        _harnessString = key._harnessKey
    }
}

/// LocalizedStringKey — "The key used to look up an entry in a strings file or strings
/// dictionary file"; a string literal is one where SwiftUI takes a key (a `Text`, a control's
/// title).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// Harness: the key as written.
    public let _harnessKey: String
    public init(_ value: String) { _harnessKey = value }
    public init(stringLiteral value: String) { _harnessKey = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        _harnessKey = String(stringInterpolation: stringInterpolation)
    }
}

extension Text: View, _HarnessPrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
    public var _harnessNode: _HarnessNode { .leaf }
}

/// Font — "An environment-dependent font."
public struct Font: Hashable, Sendable {
    /// Harness: the point size of a system or custom font.
    public let _harnessSize: CGFloat?
    /// Harness: the text style it scales with, if any.
    public let _harnessTextStyle: TextStyle?
    /// Harness: a custom font's name.
    public let _harnessName: String?

    init(
        _harnessSize size: CGFloat?, _harnessTextStyle style: TextStyle? = nil,
        _harnessName name: String? = nil
    ) {
        _harnessSize = size
        _harnessTextStyle = style
        _harnessName = name
    }

    /// Font.system(size:weight:design:) — "Specifies a system font to use, along with the
    /// style, weight, and any design parameters you want applied to the text."
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
        -> Font
    {
        Font(_harnessSize: size)
    }

    /// Font.Weight — "A weight to use for fonts."
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Font.Design — "A design to use for fonts."
    public enum Design: Hashable, Sendable {
        case `default`
    }

    /// Font.TextStyle — "A dynamic text style to use for fonts."
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case headline, subheadline, body, callout, footnote, caption
    }
}

/// ShapeStyle — "A color or pattern to use when rendering a shape."
public protocol ShapeStyle: Sendable {}

/// ForegroundStyle — "The foreground style in the current context."
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { .init() }
}

/// Color — "A representation of a color that adapts to a given context." Two colours made
/// the same way are equal.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    enum Storage: Hashable, Sendable {
        case named(String)
        case components(RGBColorSpace, Double, Double, Double)
    }
    let storage: Storage
    /// Harness: the opacity the colour was given.
    public let _harnessOpacity: Double

    /// Color.RGBColorSpace — "A profile that specifies how to interpret a color value for
    /// display."
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
    }

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) {
        storage = .components(colorSpace, red, green, blue)
        _harnessOpacity = opacity
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        storage = .components(colorSpace, white, white, white)
        _harnessOpacity = opacity
    }

    init(name: String) {
        storage = .named(name)
        _harnessOpacity = 1
    }

    init(storage: Storage, opacity: Double) {
        self.storage = storage
        _harnessOpacity = opacity
    }

    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let pink = Color(name: "pink")
    public static let orange = Color(name: "orange")

    /// Color.opacity(_:) — "Multiplies the opacity of the color by the given amount."
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: _harnessOpacity * opacity)
    }

    public var description: String { "\(storage) opacity \(_harnessOpacity)" }
}

/// A shape style that is also a view fills its bounds: "a view that fills the area" (the
/// SDK's `ShapeStyle where Self: View` body, a rectangle of the style).
extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

extension Color: ShapeStyle, View {
    public typealias Body = _ShapeView<Rectangle, Color>
}

/// LinearGradient — "A linear gradient."
public struct LinearGradient: ShapeStyle, View, Sendable {
    /// Harness: the gradient's colours.
    public let _harnessColors: [Color]
    public init(
        colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
    ) {
        _harnessColors = colors
    }
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
}

/// Shape — "A 2D shape that you can use when drawing a view"; as a view it fills its frame
/// with the foreground style.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    nonisolated func path(in rect: CGRect) -> Path
}

/// The iPhoneOS 26.2 SDK's way of keeping a shape off the main actor although `Shape` refines
/// `View` (SwiftUICore.swiftinterface: `Shape` refines `_RemoveGlobalActorIsolation`, a marker
/// protocol isolated to `_ImpossibleActor`): a type whose conformances name two global actors
/// infers neither, so a custom shape stays nonisolated and `Sendable`, as it is on a device.
@globalActor public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}

/// See `_ImpossibleActor`.
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Shape.fill(_:style:) — "Fills this shape with a color or gradient."
    public func fill<S>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
}

/// _ShapeView — a shape filled with a style, in its frame.
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension _ShapeView: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .leaf }
}

/// Harness: a filled shape, seen without its generic parameters.
public protocol _HarnessFilledShape {
    var _harnessShape: any Shape { get }
    var _harnessStyle: any ShapeStyle { get }
}

extension _ShapeView: _HarnessFilledShape {
    public var _harnessShape: any Shape { shape }
    public var _harnessStyle: any ShapeStyle { style }
}

/// FillStyle — "A style for rasterizing vector shapes."
public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Rectangle — "A rectangular shape aligned inside the frame of the view containing it."
public struct Rectangle: Shape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public init() {}
}

/// RoundedCornerStyle — "Defines the shape of a rounded rectangle's corners."
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

/// Path — "The outline of a 2D shape." The stand-in keeps the rectangle and corner radius
/// it was made from; `boundingRect` is "A rectangle containing all path segments".
public struct Path: Equatable, @unchecked Sendable {
    /// Harness: the rectangle outlined.
    public let _harnessRect: CGRect
    /// Harness: its corner radius (0 for a plain rectangle).
    public let _harnessCornerRadius: CGFloat

    public init(_ rect: CGRect) {
        _harnessRect = rect
        _harnessCornerRadius = 0
    }

    public init(
        roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
    ) {
        _harnessRect = rect
        _harnessCornerRadius = cornerRadius
    }

    public var boundingRect: CGRect { _harnessRect }
}

// MARK: - Geometry values

/// UnitPoint — "A normalized 2D point in a view's coordinate space."
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// HorizontalAlignment — "An alignment position along the horizontal axis."
public struct HorizontalAlignment: Equatable, Sendable {
    let value: Int
    public static let leading = HorizontalAlignment(value: 0)
    public static let center = HorizontalAlignment(value: 1)
    public static let trailing = HorizontalAlignment(value: 2)
}

/// VerticalAlignment — "An alignment position along the vertical axis."
public struct VerticalAlignment: Equatable, Sendable {
    let value: Int
    public static let top = VerticalAlignment(value: 0)
    public static let center = VerticalAlignment(value: 1)
    public static let bottom = VerticalAlignment(value: 2)
}

/// Alignment — "An alignment in both axes."
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
}

/// Axis — "The horizontal or vertical dimension in a 2D coordinate system."
public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    /// Axis.Set — "An efficient set of axes."
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Edge — "An enumeration to indicate one edge of a rectangle."
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// Edge.Set — "An efficient set of edges."
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// LayoutDirection — "A direction in which SwiftUI can lay out content."
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// DynamicTypeSize — "A Dynamic Type size, which specifies how large scalable content
/// should be."
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// BlendMode — "Modes for compositing a view with overlapping content." The cases of the SDK's
/// enumeration. The harness draws two of them inside a compositing group (see the SwiftUI
/// suite's `drawnRegions`), with Apple's formulas for `GraphicsContext.BlendMode` (the same
/// as `CGBlendMode`), in premultiplied colour, S the source and D the destination:
/// `.sourceAtop` — "A mode that you use to paint the opaque parts of the source image onto
/// the opaque parts of the background", "R = S*Da + D*(1 - Sa)", result alpha Da: a
/// translucent shape so drawn over a text lets the text's own colour show through;
/// `.destinationOut` — "A mode that you use to erase any of the background that is covered
/// by opaque source pixels", "R = D*(1 - Sa)", result alpha Da*(1 - Sa) (Porter-Duff
/// "destination out").
@frozen public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
    case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
    case destinationOver, destinationOut, plusDarker, plusLighter
}
