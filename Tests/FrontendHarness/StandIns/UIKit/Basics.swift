// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)
// Stand-in UIKit for the front-end harness on Linux. Each declaration carries the iOS 17.4
// SDK's Swift spelling (from UIKit's headers as Swift imports them, or UIKit.swiftinterface);
// its behaviour is only the minimum Apple documents, named in a comment. Declarations whose
// names start with `_harness` or `_Harness` (their comment with "Harness") are not SDK API:
// they let tests drive touches, time and traits. Values Apple does not document (text metrics, symbol sizes, pan distance) are
// stand-in choices; no test depends on them beyond using the same stand-in numbers.

// The SDK's UIKit re-exports the Accessibility framework (`@_exported import Accessibility`).
@_exported import Accessibility
@_exported import Foundation
@_exported import QuartzCore

/// `enum UIUserInterfaceLayoutDirection: Int`
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// `enum UITraitEnvironmentLayoutDirection: Int`
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// `enum UISemanticContentAttribute: Int`
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// `enum UIUserInterfaceIdiom: Int`
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// `enum UIUserInterfaceStyle: Int`
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// `enum UIAccessibilityContrast: Int`
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// `enum UILegibilityWeight: Int`
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// `enum NSTextAlignment: Int`
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// `enum NSLineBreakMode: Int`
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// `struct UIRectEdge: OptionSet` with the SDK's raw values (UIGeometry.h).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Harness: whether this run answers as at least an iOS major version. Scripts/frontend-harness.sh
/// sets HARNESS_IOS_VERSION (16.0 for its iOS 16 run); unset, the run is the newest OS.
/// Stand-in behaviour that UIKit has only from some version on asks it.
func _harnessRunsAtLeastIOS(_ major: Int) -> Bool {
    guard let version = ProcessInfo.processInfo.environment["HARNESS_IOS_VERSION"],
        let first = version.split(separator: ".").first, let running = Int(first)
    else { return true }
    return running >= major
}

/// `struct UIEdgeInsets`
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// `static let zero: UIEdgeInsets`
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// `func inset(by insets: UIEdgeInsets) -> CGRect`: "Adjusts a rectangle by the given edge
    /// insets" (each edge moves inward by its inset).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// `struct UILayoutPriority: RawRepresentable`
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// `static let required: UILayoutPriority` (1000)
    public static let required = UILayoutPriority(1000)
    /// `static let defaultHigh: UILayoutPriority` (750)
    public static let defaultHigh = UILayoutPriority(750)
    /// `static let defaultLow: UILayoutPriority` (250)
    public static let defaultLow = UILayoutPriority(250)
    /// `static let fittingSizeLevel: UILayoutPriority` (50)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// `struct UIContentSizeCategory: RawRepresentable`
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(
        rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The body text size of each category, from the Human Interface Guidelines'
    /// "Dynamic Type sizes" table (iOS, Body: xSmall 14 pt ... Large 17 pt (default) ...
    /// AX5 53 pt). UIFontMetrics scales by the ratio to Large.
    var _harnessBodySize: CGFloat {
        let sizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
            .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
            .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
            .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        return sizes[self] ?? 17
    }

    /// `var isAccessibilityCategory: Bool { get }`
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs._harnessBodySize < rhs._harnessBodySize
    }
}

/// `struct UIKeyModifierFlags: OptionSet`
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// `class UIKeyCommand: UICommand` (here directly an NSObject): "A key combination that
/// triggers an action in your app" — UIKit documentation, UIKeyCommand.
@MainActor open class UIKeyCommand: NSObject {
    /// `var input: String? { get }`
    open private(set) var input: String?
    /// `var modifierFlags: UIKeyModifierFlags { get }`
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// `var action: Selector? { get }`
    open private(set) var action: Selector?
    /// `var wantsPriorityOverSystemBehavior: Bool`
    open var wantsPriorityOverSystemBehavior = false
    /// `var title: String`
    open var title = ""
    /// `var discoverabilityTitle: String?`
    open var discoverabilityTitle: String?

    /// `convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector)`
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        super.init()
    }

    /// `class let inputUpArrow: String` and the others: the input strings of special keys.
    /// Their values are not documented; the stand-in's are distinct private strings.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
}
