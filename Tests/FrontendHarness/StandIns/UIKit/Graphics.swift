// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Colours, fonts, images and trait collections.

/// `class UIColor: NSObject`: "An object that stores color data and sometimes opacity."
open class UIColor: NSObject, @unchecked Sendable {
    private let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// `init(white: CGFloat, alpha: CGFloat)`
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor)`:
    /// "Creates a color object that uses the specified block to generate its color data
    /// dynamically."
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 0)
        provider = dynamicProvider
        super.init()
    }

    /// `func resolvedColor(with traitCollection: UITraitCollection) -> UIColor`: "Returns
    /// the version of the current color that results from the specified traits."
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// `func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: ..., blue: ...,
    /// alpha: ...) -> Bool`: "Returns the components that form the color in the RGB color
    /// space." A dynamic colour answers for the current traits.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        if let provider {
            let resolved = provider(UITraitCollection._harnessCurrent)
            return resolved.getRed(red, green: green, blue: blue, alpha: alpha)
        }
        red?.pointee = rgba.0
        green?.pointee = rgba.1
        blue?.pointee = rgba.2
        alpha?.pointee = rgba.3
        return true
    }

    /// `var cgColor: CGColor { get }`
    open var cgColor: CGColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(_harnessComponents: [red, green, blue, alpha])
    }

    /// `func withAlphaComponent(_ alpha: CGFloat) -> UIColor`
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: nil)
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return rgba == other.rgba
    }

    open override var hash: Int { Int(rgba.0 * 255) ^ Int(rgba.1 * 65_025) ^ Int(rgba.3 * 7) }

    /// `class var clear: UIColor`
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// `class var black: UIColor`
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// `class var white: UIColor`
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// `class var systemBlue: UIColor` (light-mode value from the HIG colour table).
    public class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    /// `class var label: UIColor`
    public class var label: UIColor { .black }
    /// `class var systemBackground: UIColor`
    public class var systemBackground: UIColor { .white }
}

/// `class UIFont: NSObject`. Metrics are stand-in values (Apple documents none).
open class UIFont: NSObject, @unchecked Sendable {
    /// `struct UIFont.Weight: RawRepresentable` with the SDK's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// `struct UIFont.TextStyle: RawRepresentable`
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `var pointSize: CGFloat { get }`
    public let pointSize: CGFloat
    /// Harness: the weight the font was made with.
    public let _harnessWeight: Weight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self._harnessWeight = weight
        super.init()
    }

    /// `init?(name fontName: String, size fontSize: CGFloat)`: "A font object of the
    /// specified name and size", or nil when no such font is installed — the harness has no
    /// fonts installed, so always nil.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        return nil
    }

    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith
    /// traitCollection: UITraitCollection?) -> UIFont`: the Large body size scaled for the
    /// traits' text size.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        UIFontMetrics.default.scaledFont(
            for: preferredFont(forTextStyle: style), compatibleWith: traitCollection)
    }

    /// `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// `class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// `class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`: the body
    /// size of the Large category (17 pt, HIG Dynamic Type table) for every style here.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(pointSize: 17, weight: .regular)
    }

    /// `func withSize(_ fontSize: CGFloat) -> UIFont`
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: _harnessWeight)
    }

    /// `var lineHeight: CGFloat { get }` (stand-in: 1.2 × the point size).
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && _harnessWeight == other._harnessWeight
    }

    open override var hash: Int { pointSize.hashValue ^ _harnessWeight.hashValue }

    /// Harness: the size of a single line of text in this font. Stand-in metrics: every
    /// character is 0.5 em wide (0.55 em when the weight is above regular) and a line is
    /// `lineHeight` tall.
    public func _harnessTextSize(_ text: String) -> CGSize {
        let advance = pointSize * (_harnessWeight.rawValue > 0 ? 0.55 : 0.5)
        return CGSize(width: CGFloat(text.count) * advance, height: lineHeight)
    }
}

/// `class UIFontMetrics: NSObject`: "A utility object for obtaining custom fonts that scale
/// to support Dynamic Type."
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// `class var default: UIFontMetrics { get }`: the metrics for the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics() }

    /// `init(forTextStyle textStyle: UIFont.TextStyle)`
    public init(forTextStyle textStyle: UIFont.TextStyle) { super.init() }

    public override init() { super.init() }

    /// `func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    /// -> UIFont`: "Returns a version of the specified font that adopts the current font
    /// metrics and supports the specified traits." Scaled by the category's body size over
    /// Large's (HIG Dynamic Type table).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `func scaledFont(for font: UIFont) -> UIFont`
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `func scaledValue(for value: CGFloat, compatibleWith traitCollection:
    /// UITraitCollection?) -> CGFloat`
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> CGFloat
    {
        let category = (traitCollection ?? ._harnessCurrent).preferredContentSizeCategory
        guard category != .unspecified else { return value }
        return value * category._harnessBodySize / UIContentSizeCategory.large._harnessBodySize
    }
}

/// `class UIBezierPath: NSObject`: "A path that consists of straight and curved line
/// segments that you can render in your custom views." The stand-in keeps its closed
/// subpaths as rounded rectangles (the stand-in `CGPath`).
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var subpaths: [(rect: CGRect, cornerRadius: CGFloat)]

    /// `init(roundedRect rect: CGRect, cornerRadius: CGFloat)`: "Creates and returns a new
    /// Bézier path object with a rounded rectangular path."
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        subpaths = [(rect, cornerRadius)]
        super.init()
    }

    /// `init(rect: CGRect)`: "Creates and returns a new Bézier path object with a rectangular
    /// path." "This method creates a closed subpath by starting at the origin of rect and
    /// adding line segments in a clockwise direction (relative to the default coordinate
    /// system)."
    public init(rect: CGRect) {
        subpaths = [(rect, 0)]
        super.init()
    }

    /// `func append(_ bezierPath: UIBezierPath)`: "Appends the contents of the specified path
    /// object to the path."
    open func append(_ bezierPath: UIBezierPath) {
        subpaths += bezierPath.subpaths
    }

    /// `var cgPath: CGPath`: "The Core Graphics representation of the path."
    open var cgPath: CGPath { CGPath(_harnessSubpaths: subpaths) }
}

/// `class UIImage: NSObject`. Stand-in images have a size and nothing to draw.
open class UIImage: NSObject, @unchecked Sendable {
    /// `var size: CGSize { get }`
    public let size: CGSize
    /// `var accessibilityLabel: String?` (NSObject(UIAccessibility), here on the image).
    nonisolated(unsafe) open var accessibilityLabel: String?

    /// `init()`: an empty image (size zero).
    public convenience override init() { self.init(_harnessSize: .zero) }

    /// Harness: an image of a size.
    public init(_harnessSize: CGSize) {
        size = _harnessSize
        super.init()
    }

    /// `convenience init?(systemName name: String)`: a symbol image. Symbol sizes are not
    /// documented; stand-in symbols are 20 × 20 and labelled with their name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(_harnessSize: CGSize(width: 20, height: 20))
        accessibilityLabel = name
    }
}

/// `protocol UITraitDefinition`: a trait (iOS 17).
public protocol UITraitDefinition {}

/// `typealias UITrait = any UITraitDefinition.Type`
public typealias UITrait = any UITraitDefinition.Type

/// `class UITraitPreferredContentSizeCategory`
public final class UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// `class UITraitLayoutDirection`
public final class UITraitLayoutDirection: UITraitDefinition {}
/// `class UITraitUserInterfaceStyle`
public final class UITraitUserInterfaceStyle: UITraitDefinition {}
/// `class UITraitAccessibilityContrast`
public final class UITraitAccessibilityContrast: UITraitDefinition {}
/// `class UITraitLegibilityWeight`
public final class UITraitLegibilityWeight: UITraitDefinition {}
/// `class UITraitDisplayScale`
public final class UITraitDisplayScale: UITraitDefinition {}
/// `class UITraitUserInterfaceIdiom`
public final class UITraitUserInterfaceIdiom: UITraitDefinition {}
/// `class UITraitHorizontalSizeClass`
public final class UITraitHorizontalSizeClass: UITraitDefinition {}
/// `class UITraitVerticalSizeClass`
public final class UITraitVerticalSizeClass: UITraitDefinition {}

/// `protocol UITraitChangeRegistration`
public protocol UITraitChangeRegistration: Sendable {}

/// `class UITraitCollection: NSObject`: "The iOS interface environment for your app,
/// defined by traits such as horizontal and vertical size class, display scale, and user
/// interface idiom."
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// `var preferredContentSizeCategory: UIContentSizeCategory { get }`
    public private(set) var preferredContentSizeCategory = UIContentSizeCategory.large
    /// `var layoutDirection: UITraitEnvironmentLayoutDirection { get }`
    public private(set) var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
    /// `var userInterfaceStyle: UIUserInterfaceStyle { get }`
    public private(set) var userInterfaceStyle = UIUserInterfaceStyle.light
    /// `var accessibilityContrast: UIAccessibilityContrast { get }`
    public private(set) var accessibilityContrast = UIAccessibilityContrast.normal
    /// `var legibilityWeight: UILegibilityWeight { get }`
    public private(set) var legibilityWeight = UILegibilityWeight.regular
    /// `var displayScale: CGFloat { get }`
    public private(set) var displayScale: CGFloat = 2
    /// `var userInterfaceIdiom: UIUserInterfaceIdiom { get }`; the harness is a phone unless
    /// a check says otherwise.
    public private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.phone

    /// `convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom)`
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init()
        userInterfaceIdiom = idiom
    }

    public override init() { super.init() }

    /// `convenience init(preferredContentSizeCategory: UIContentSizeCategory)`
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// `convenience init(layoutDirection: UITraitEnvironmentLayoutDirection)`
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }

    /// `convenience init(userInterfaceStyle: UIUserInterfaceStyle)`
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Harness: a collection with every trait the stand-in knows.
    public convenience init(
        _harnessContentSize: UIContentSizeCategory = .large,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        userInterfaceStyle: UIUserInterfaceStyle = .light
    ) {
        self.init()
        preferredContentSizeCategory = _harnessContentSize
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Harness: the collection `UITraitCollection.current` returns.
    nonisolated(unsafe) public static var _harnessCurrent = UITraitCollection()

    /// `class var current: UITraitCollection`: "The trait collection for the current
    /// thread's context."
    public class var current: UITraitCollection {
        get { _harnessCurrent }
        set { _harnessCurrent = newValue }
    }

    /// The traits (as their iOS 17 trait types) whose values differ between the two.
    func _harnessChangedTraits(to other: UITraitCollection) -> [UITrait] {
        var changed: [UITrait] = []
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.append(UITraitPreferredContentSizeCategory.self)
        }
        if layoutDirection != other.layoutDirection { changed.append(UITraitLayoutDirection.self) }
        if userInterfaceStyle != other.userInterfaceStyle {
            changed.append(UITraitUserInterfaceStyle.self)
        }
        if accessibilityContrast != other.accessibilityContrast {
            changed.append(UITraitAccessibilityContrast.self)
        }
        if legibilityWeight != other.legibilityWeight {
            changed.append(UITraitLegibilityWeight.self)
        }
        if displayScale != other.displayScale { changed.append(UITraitDisplayScale.self) }
        if userInterfaceIdiom != other.userInterfaceIdiom {
            changed.append(UITraitUserInterfaceIdiom.self)
        }
        return changed
    }

    func differs(from other: UITraitCollection) -> Bool {
        preferredContentSizeCategory != other.preferredContentSizeCategory
            || layoutDirection != other.layoutDirection
            || userInterfaceStyle != other.userInterfaceStyle
            || accessibilityContrast != other.accessibilityContrast
            || legibilityWeight != other.legibilityWeight || displayScale != other.displayScale
            || userInterfaceIdiom != other.userInterfaceIdiom
    }
}

/// `protocol UITraitEnvironment`
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// `var traitCollection: UITraitCollection { get }`
    var traitCollection: UITraitCollection { get }
    /// `func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)`
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
