// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// Haptic feedback generators. The harness has no Taptic Engine: it counts the calls.

/// `class UIFeedbackGenerator: NSObject` (main actor)
@MainActor open class UIFeedbackGenerator: NSObject {
    /// Harness: how many times `prepare()` was called.
    public private(set) var _harnessPrepareCount = 0

    public override init() { super.init() }

    /// `func prepare()`: "Prepares the generator to trigger feedback." — UIKit documentation,
    /// UIFeedbackGenerator.
    open func prepare() { _harnessPrepareCount += 1 }
}

/// `class UISelectionFeedbackGenerator: UIFeedbackGenerator`
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Harness: every generator's `selectionChanged()` calls, app-wide.
    public static var _harnessSelectionChanges = 0
    /// Harness: this generator's `selectionChanged()` calls.
    public private(set) var _harnessSelectionChangeCount = 0

    /// `func selectionChanged()`: "Triggers selection feedback." — UIKit documentation,
    /// UISelectionFeedbackGenerator.
    open func selectionChanged() {
        _harnessSelectionChangeCount += 1
        Self._harnessSelectionChanges += 1
    }
}

/// `class UIImpactFeedbackGenerator: UIFeedbackGenerator`
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `enum UIImpactFeedbackGenerator.FeedbackStyle: Int`
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// Harness: this generator's `impactOccurred()` calls.
    public private(set) var _harnessImpactCount = 0

    /// `init(style: UIImpactFeedbackGenerator.FeedbackStyle)`
    public init(style: FeedbackStyle) { super.init() }

    public override init() { super.init() }

    /// `func impactOccurred()`: "Triggers impact feedback."
    open func impactOccurred() { _harnessImpactCount += 1 }
}
