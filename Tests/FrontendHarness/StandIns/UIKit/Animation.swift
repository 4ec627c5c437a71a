// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// Block-based view animation.

extension UIView {
    /// `struct UIView.AnimationOptions: OptionSet`
    public struct AnimationOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Harness: how many block animations were started.
    nonisolated(unsafe) public static var _harnessAnimationCount = 0
    /// Harness: how many animation blocks are running their `animations` now (a property
    /// set while this is above 0 is set inside an animation block).
    nonisolated(unsafe) public static var _harnessAnimationDepth = 0

    /// `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options:
    /// UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) ->
    /// Void)? = nil)`. "animations: A block object containing the changes to commit to the
    /// views": the changes apply to the views' properties at once (only the on-screen
    /// presentation animates, which the harness does not draw). The completion is not
    /// called: it runs when the animation ends, and the harness has no animation clock.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        _harnessAnimationCount += 1
        _harnessAnimationDepth += 1
        defer { _harnessAnimationDepth -= 1 }
        animations()
    }

    /// `class func animate(withDuration duration: TimeInterval, animations: @escaping () ->
    /// Void)`
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
    {
        animate(withDuration: duration, delay: 0, animations: animations)
    }

    /// `class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)`
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// `struct UIView.AutoresizingMask: OptionSet`: "Options for automatic view resizing";
    /// flexible width and height follow the superview's size change.
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
