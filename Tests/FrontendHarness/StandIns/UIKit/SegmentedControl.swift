// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// UISegmentedControl, text attributes, bar metrics, and the Swift key-value observing API.

/// `struct NSAttributedString.Key` constants UIKit adds (NSAttributedString+UIKit).
extension NSAttributedString.Key {
    /// `static let font: NSAttributedString.Key`
    public static let font = NSAttributedString.Key("NSFont")
    /// `static let foregroundColor: NSAttributedString.Key`
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `static let backgroundColor: NSAttributedString.Key`
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `static let kern: NSAttributedString.Key`
    public static let kern = NSAttributedString.Key("NSKern")
}

/// `enum UIBarMetrics: Int`
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// `struct NSKeyValueObservingOptions: OptionSet` (Foundation on Apple platforms).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// `struct NSKeyValueObservedChange<Value>`
public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

/// `class NSKeyValueObservation: NSObject`: "An object returned by ... observe(_:options:
/// changeHandler:)"; observing stops when it is invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// `func invalidate()`
    public func invalidate() {}
}

/// The Swift KVO entry point (Foundation's `_KeyValueCodingAndObserving`).
///
/// UIKit: "Although the classes of the UIKit framework generally do not support KVO, you can
/// still implement it in the custom objects of your app" (Key-Value Observing Programming
/// Guide, "Registering for Key-Value Observing"). `UISegmentedControl` documents no
/// KVO-compliant property, so the stand-in registers the observation and never calls the
/// handler, except at once with `.initial` (which Foundation documents).
public protocol _KeyValueCodingAndObserving {}

/// Harness: how many KVO observations have been registered, so a check can tell that code
/// relies on KVO the stand-in never delivers.
nonisolated(unsafe) public var _harnessKeyValueObservations = 0

extension _KeyValueCodingAndObserving {
    /// `func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
    /// NSKeyValueObservingOptions = [], changeHandler: @escaping (Self,
    /// NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        _harnessKeyValueObservations += 1
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: nil, oldValue: nil))
        }
        return NSKeyValueObservation()
    }
}

extension NSObject: _KeyValueCodingAndObserving {}

/// `class UISegmentedControl: UIControl`: "A horizontal control that consists of multiple
/// segments, each segment functioning as a discrete button."
@MainActor open class UISegmentedControl: UIControl {
    /// `class let noSegment: Int` (-1)
    public static let noSegment = -1

    private var titles: [String?] = []
    private var widths: [CGFloat] = []
    private var images: [UIImage?] = []
    private var enabled: [Bool] = []
    private var actions: [UIAction?] = []
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// `var selectedSegmentIndex: Int`; `noSegment` when none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// `var isMomentary: Bool`
    open var isMomentary = false
    /// `var selectedSegmentTintColor: UIColor?`
    open var selectedSegmentTintColor: UIColor?
    /// `var apportionsSegmentWidthsByContent: Bool`: "If false, the control sets all segments
    /// to the same width" (segments without a custom width).
    open var apportionsSegmentWidthsByContent = false

    /// `init(items: [Any]?)`: "an array of NSString objects (for segment titles) or UIImage
    /// objects".
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? UIImage)
            widths.append(0)
            enabled.append(true)
            actions.append(nil)
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// `convenience init(frame: CGRect, actions: [UIAction])` (iOS 14, `initWithFrame:actions:`,
    /// not a designated initializer in UISegmentedControl.h): "Creates a segmented control
    /// with the specified frame and actions" — modelled as the frame, then one action segment
    /// per action, in order, through `insertSegment(action:at:animated:)`, so a subclass that
    /// overrides that method sees each.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() {
            insertSegment(action: action, at: index, animated: false)
        }
    }

    /// `init?(coder: NSCoder)`: decodes the segments and selection set in Interface
    /// Builder; the harness takes them from `_HarnessNibDecoder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let nib = coder as? _HarnessNibDecoder else { return }
        for title in nib.segmentTitles {
            titles.append(title)
            images.append(nil)
            widths.append(0)
            enabled.append(true)
            actions.append(nil)
        }
        selectedSegmentIndex = nib.selectedSegmentIndex
    }

    /// `var numberOfSegments: Int { get }`
    open var numberOfSegments: Int { titles.count }

    /// `func insertSegment(withTitle title: String?, at segment: Int, animated: Bool)`
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        images.insert(nil, at: index)
        widths.insert(0, at: index)
        enabled.insert(true, at: index)
        actions.insert(nil, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// `func insertSegment(action: UIAction, at segment: Int, animated: Bool)` (iOS 14): the
    /// segment shows the action's image, else its title, and runs the action when selected.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        insertSegment(
            withTitle: action.image == nil ? action.title : nil, at: index, animated: animated)
        images[index] = action.image
        actions[index] = action
    }

    /// `func setAction(_ action: UIAction, forSegmentAt segment: Int)` (iOS 14)
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let index = _harnessPinned(segment) else { return }
        actions[index] = action
        titles[index] = action.image == nil ? action.title : nil
        images[index] = action.image
    }

    /// `func actionForSegment(at segment: Int) -> UIAction?` (iOS 14)
    open func actionForSegment(at segment: Int) -> UIAction? {
        _harnessPinned(segment).flatMap { actions[$0] }
    }

    /// Harness: an index as the segment methods take it: "the segmented control pins values
    /// exceeding this upper range to the last segment" (setTitle(_:forSegmentAt:) and the
    /// other per-segment references); a negative index names none (UIKit leaves it undefined).
    public func _harnessPinned(_ segment: Int) -> Int? {
        guard segment >= 0, !titles.isEmpty else { return nil }
        return min(segment, titles.count - 1)
    }

    /// `func insertSegment(with image: UIImage?, at segment: Int, animated: Bool)`
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insertSegment(withTitle: nil, at: segment, animated: animated)
        images[min(max(segment, 0), images.count - 1)] = image
    }

    /// `func removeAllSegments()`
    open func removeAllSegments() {
        titles = []
        images = []
        widths = []
        enabled = []
        actions = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// `func setTitle(_ title: String?, forSegmentAt segment: Int)`: "A segment can only have
    /// an image or a title; it can't have both."
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let segment = _harnessPinned(segment) else { return }
        titles[segment] = title
        images[segment] = nil
    }

    /// `func setImage(_ image: UIImage?, forSegmentAt segment: Int)`: "A segment can only have
    /// an image or a title; it can't have both."
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let segment = _harnessPinned(segment) else { return }
        images[segment] = image
        titles[segment] = nil
    }

    /// `func imageForSegment(at segment: Int) -> UIImage?`
    open func imageForSegment(at segment: Int) -> UIImage? {
        images.indices.contains(segment) ? images[segment] : nil
    }

    /// `func setEnabled(_ enabled: Bool, forSegmentAt segment: Int)`: "Enables the specified
    /// segment." (What a tap on a disabled segment does is not modelled.)
    open func setEnabled(_ isEnabled: Bool, forSegmentAt segment: Int) {
        guard let segment = _harnessPinned(segment) else { return }
        enabled[segment] = isEnabled
    }

    /// `func isEnabledForSegment(at segment: Int) -> Bool`
    open func isEnabledForSegment(at segment: Int) -> Bool {
        enabled.indices.contains(segment) ? enabled[segment] : false
    }

    /// `func removeSegment(at segment: Int, animated: Bool)`
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let segment = _harnessPinned(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        widths.remove(at: segment)
        enabled.remove(at: segment)
        actions.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// `func titleForSegment(at segment: Int) -> String?`
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// `func setWidth(_ width: CGFloat, forSegmentAt segment: Int)`: "The default value is
    /// {0.0}, which tells UISegmentedControl to automatically size the segment."
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let segment = _harnessPinned(segment) else { return }
        widths[segment] = width
    }

    /// `func widthForSegment(at segment: Int) -> CGFloat`: "If the value is {0.0},
    /// UISegmentedControl automatically sizes the segment."
    open func widthForSegment(at segment: Int) -> CGFloat {
        widths.indices.contains(segment) ? widths[segment] : 0
    }

    /// `func setTitleTextAttributes(_ attributes: [NSAttributedString.Key : Any]?, for state:
    /// UIControl.State)`
    open func setTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        textAttributes[state.rawValue] = attributes
    }

    /// `func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key :
    /// Any]?`
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// `func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State,
    /// barMetrics: UIBarMetrics)`
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        backgroundImages[state.rawValue] = backgroundImage
    }

    /// `func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) ->
    /// UIImage?`
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[state.rawValue]
    }

    /// `func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState:
    /// UIControl.State, rightSegmentState rightState: UIControl.State, barMetrics:
    /// UIBarMetrics)`
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {}

    /// Harness: the segment frames, left to right in the control's coordinates: custom widths
    /// as set, the rest sharing the remaining width equally.
    public var _harnessSegmentFrames: [CGRect] {
        let fixed = widths.filter { $0 > 0 }.reduce(0, +)
        let automatic = widths.filter { $0 <= 0 }.count
        let share = automatic > 0 ? max(bounds.width - fixed, 0) / CGFloat(automatic) : 0
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for width in widths {
            let w = width > 0 ? width : share
            frames.append(CGRect(x: x, y: 0, width: w, height: bounds.height))
            x += w
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map {
                CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height)
            }
        }
        return frames
    }

    /// A tap selects the segment under the finger as it lifts and sends `.valueChanged`
    /// ("When the user taps a segment ... the control sends the valueChanged event").
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let point = touch.location(in: self)
        guard let index = _harnessSegmentFrames.firstIndex(where: { $0.contains(point) }),
            index != selectedSegmentIndex || isMomentary
        else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
}
