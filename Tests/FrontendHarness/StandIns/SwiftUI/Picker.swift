// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: Picker and the segmented picker style. Signatures from the iOS 17.4 SDK;
// see View.swift.

/// Picker — SwiftUI documentation: "A control for selecting from a set of mutually exclusive
/// values." "You create a picker by providing a selection binding, a label, and the content
/// for the picker to display"; each option's `tag(_:)` is the value it stands for, and
/// "SwiftUI … updates the binding when the user selects an option" (setting it to that tag).
/// The stand-in shows each tagged option as a button whose action writes its tag to the
/// binding, in the content's order.
///
/// What the segmented picker does, per OS version (docs/platform.md, "The system picker"):
/// - It is a platform control with a selection of its own (SwiftUI draws the segmented
///   style with UIKit's `UISegmentedControl`, expo/expo#44319): a tap moves the segment it
///   shows, then writes the tag to the binding ("the control … sends valueChanged" after it
///   changed `selectedSegmentIndex`, UIKit's reference). It takes the binding's value again
///   only when that value changes (the stricter reading: nothing documents SwiftUI pushing an
///   unchanged value back to the control, so a binding that refuses a write leaves the tapped
///   segment shown) or when the picker gets a new identity (`id(_:)`: "the identity of the
///   view — for example, its state — is reset"). `_harnessSelectedTag` is that shown segment.
/// - `.disabled(_:)` on an option is ignored: the option stays tappable and writes its tag
///   (FB9316357, feedback-assistant/reports#226, open since iOS 14.5; Apple's reply, 2025:
///   "You can use the selectionDisabled modifier to disable individual Picker items").
/// - `selectionDisabled(true)` on an option (iOS 17+) disables its segment: it is dimmed and
///   a tap neither moves the shown segment nor writes (Apple's reply above and the
///   `selectionDisabled(_:)` reference: "Adds a condition that controls whether users can
///   select this view"). The API does not exist before iOS 17; in an iOS 16 run the
///   stand-in ignores it, as that OS has nothing that reads it.
public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    /// Harness: the selection binding.
    public let _harnessSelection: Binding<SelectionValue>
    let content: Content
    /// Harness: the label.
    public let _harnessLabel: Label

    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        _harnessSelection = selection
        self.content = content()
        _harnessLabel = label()
    }

    /// Harness: the tagged options, in order: each option's tag and view.
    public var _harnessOptions: [(tag: AnyHashable, view: any View)] {
        var options: [(tag: AnyHashable, view: any View)] = []
        func collect(_ view: any View) {
            var current: any View = view
            while let primitive = current as? any _HarnessPrimitiveView {
                switch primitive._harnessNode {
                case .group(let views):
                    for view in views { collect(view) }
                    return
                case .modified(let inner, let modifier):
                    if let modifier = modifier as? _HarnessModifier,
                        case .tag(let tag) = modifier.kind
                    {
                        options.append((tag.value, view))
                        return
                    }
                    current = inner
                case .custom(let inner, _):
                    current = inner
                default:
                    return
                }
            }
        }
        collect(content)
        return options
    }

    /// Harness: the segment the platform control shows, kept for the picker's identity.
    @State private var _harnessPlatform = _HarnessSegmentedControlState()

    public var body: some View {
        let options = _harnessOptions
        let selection = _harnessSelection
        let platform = _harnessPlatform
        // The control takes the binding's value when it changes (and when it is made).
        let bound = AnyHashable(selection.wrappedValue)
        if platform.synced != bound {
            platform.synced = bound
            platform.shown = bound
        }
        return ForEach(options.indices, id: \.self) { index in
            let option = options[index]
            let refuses =
                _harnessHonoursSelectionDisabled && Self._harnessSelectionDisabled(option.view)
            Button {
                guard !refuses, let value = option.tag.base as? SelectionValue else { return }
                // UIKit moves the shown segment, then SwiftUI writes the binding.
                platform.shown = option.tag
                selection.wrappedValue = value
            } label: {
                AnyView(_HarnessAnyView(view: option.view))
            }
            .disabled(refuses)
        }
    }

    /// Whether an option carries `selectionDisabled(true)`: the outermost one found on the way
    /// in to its content.
    static func _harnessSelectionDisabled(_ view: any View) -> Bool {
        var current: any View = view
        while let primitive = current as? any _HarnessPrimitiveView {
            switch primitive._harnessNode {
            case .group(let views):
                return views.contains { _harnessSelectionDisabled($0) }
            case .modified(let inner, _):
                current = inner
            case .custom(let inner, let modifier):
                if let trait = modifier as? _HarnessSelectionDisabledModifier {
                    return trait.isDisabled
                }
                current = inner
            default:
                return false
            }
        }
        return false
    }
}

/// Harness: what the platform's segmented control holds of its own: the segment it shows and
/// the binding value it last took.
final class _HarnessSegmentedControlState {
    var shown: AnyHashable?
    var synced: AnyHashable?
}

/// Harness: whether this run's OS reads `selectionDisabled(_:)` (iOS 17 and later; the run's
/// `HARNESS_IOS_VERSION`, unset for the newest OS).
var _harnessHonoursSelectionDisabled: Bool {
    guard let version = ProcessInfo.processInfo.environment["HARNESS_IOS_VERSION"],
        let first = version.split(separator: ".").first, let major = Int(first)
    else { return true }
    return major >= 17
}

/// Harness: `selectionDisabled(_:)` applied; its body is the content.
public struct _HarnessSelectionDisabledModifier: ViewModifier {
    /// Whether users cannot select the view.
    public let isDisabled: Bool
    public func body(content: Content) -> some View { content }
}

extension View {
    /// View.selectionDisabled(_:) — "Adds a condition that controls whether users can select
    /// this view" in "selectable containers like List or Table"; Apple's reply to FB9316357
    /// names it for "individual Picker items". What a segmented picker does with it is
    /// modelled in `Picker`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_HarnessSelectionDisabledModifier(isDisabled: isDisabled))
    }
}

/// Harness: an existential view shown as it is.
struct _HarnessAnyView: View, _HarnessPrimitiveView {
    let view: any View
    typealias Body = Never
    var body: Never { fatalError("primitive view") }
    var _harnessNode: _HarnessNode { .group([view]) }
}

extension Picker where Label == Text {
    @_disfavoredOverload nonisolated public init<S>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Harness: a picker, seen without its generic parameters.
public protocol _HarnessPicker {
    var _harnessOptionTags: [AnyHashable] { get }
    var _harnessSelectedTag: AnyHashable { get }
}

extension Picker: _HarnessPicker {
    public var _harnessOptionTags: [AnyHashable] { _harnessOptions.map(\.tag) }
    /// The segment the platform control shows (see `Picker`), which is the binding's value
    /// unless a write was refused.
    public var _harnessSelectedTag: AnyHashable {
        _harnessPlatform.shown ?? AnyHashable(_harnessSelection.wrappedValue)
    }
}

/// PickerStyle — "A type that specifies the appearance and interaction of all pickers within
/// a view hierarchy."
public protocol PickerStyle {}

/// SegmentedPickerStyle — "A picker style that presents the options in a segmented control."
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// Harness: the picker style set on the content; its body is the content.
public struct _HarnessPickerStyleModifier: ViewModifier {
    /// The style set.
    public let style: any PickerStyle
    public func body(content: Content) -> some View { content }
}

extension View {
    /// View.pickerStyle(_:) — "Sets the style for pickers within this view."
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        modifier(_HarnessPickerStyleModifier(style: style))
    }

    /// View.labelsHidden() — "Hides the labels of any controls contained within this view."
    nonisolated public func labelsHidden() -> some View {
        modifier(_HarnessLabelsHiddenModifier())
    }
}

/// Harness: `labelsHidden()` applied; its body is the content.
public struct _HarnessLabelsHiddenModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}
