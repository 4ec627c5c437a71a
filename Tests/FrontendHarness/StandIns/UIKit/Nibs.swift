// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// (Stand-in declarations copy the SDK's names; their comments quote the SDK's spelling.)

// Loading views and view controllers from nibs and storyboards.

/// Harness: the decoder a nib or storyboard hands to `init(coder:)` (UIKit's is a private
/// `UINibDecoder`). It carries what Interface Builder stores that the stand-ins decode: a
/// view's frame, and a `UISegmentedControl`'s segment titles and selection. Its other
/// `NSCoder` methods are Foundation's, which a view's own `init(coder:)` need not call.
public final class _HarnessNibDecoder: NSCoder {
    public let frame: CGRect
    public let segmentTitles: [String]
    public let selectedSegmentIndex: Int

    public init(
        frame: CGRect = .zero, segmentTitles: [String] = [],
        selectedSegmentIndex: Int = -1
    ) {
        self.frame = frame
        self.segmentTitles = segmentTitles
        self.selectedSegmentIndex = selectedSegmentIndex
        super.init()
    }
}

/// Harness: what loading a nib does for one view of a class the nib names: `init(coder:)`
/// with the archive's decoder, then `awakeFromNib()` ("... after all the objects in the
/// archive have been loaded and initialized"). `nil` when `init(coder:)` fails, which in an
/// app leaves the outlet nil.
/// `attributes` stands for the nib's user-defined runtime attributes (the values of
/// `@IBInspectable` properties), which UIKit sets with `setValue(_:forKey:)` after
/// `init(coder:)` and before `awakeFromNib()` (Xcode Help, "Add a user-defined runtime
/// attribute"); the harness has no key-value coding, so the check sets them in Swift.
@MainActor
public func _harnessLoadFromNib<View: UIView>(
    _ type: View.Type, decoder: _HarnessNibDecoder = _HarnessNibDecoder(),
    attributes: (View) -> Void = { _ in }
) -> View? {
    guard let view = type.init(coder: decoder) else { return nil }
    attributes(view)
    view.awakeFromNib()
    return view
}

/// Harness: what a storyboard does for a view controller of a class it names:
/// `init(coder:)`, then `awakeFromNib()`; `nil` when `init(coder:)` fails (in an app,
/// `instantiateViewController` then has nothing to return and UIKit raises).
@MainActor
public func _harnessLoadFromStoryboard<Controller: UIViewController>(
    _ type: Controller.Type, decoder: _HarnessNibDecoder = _HarnessNibDecoder()
) -> Controller? {
    guard let controller = type.init(coder: decoder) else { return nil }
    controller.awakeFromNib()
    return controller
}
