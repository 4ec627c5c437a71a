// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: Picker and the segmented picker style. Signatures from the iOS 17.4 SDK;
// see View.swift.

/// Picker — SwiftUI documentation: "A control for selecting from a set of mutually exclusive
/// values." "You create a picker by providing a selection binding, a label, and the content
/// for the picker to display"; each option's `tag(_:)` is the value it stands for, and
/// "SwiftUI … updates the binding when the user selects an option" (setting it to that tag).
/// The stand-in shows each tagged option as a button whose action writes its tag to the
/// binding, in the content's order. How a disabled option behaves inside a segmented picker
/// is not documented; the stand-in does not model it (the button still writes the tag).
public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    /// Harness: the selection binding.
    public let _harnessSelection: Binding<SelectionValue>
    let content: Content
    /// Harness: the label.
    public let _harnessLabel: Label

    public init(
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
                        options.append((tag, view))
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

    public var body: some View {
        let options = _harnessOptions
        let selection = _harnessSelection
        return ForEach(options.indices, id: \.self) { index in
            Button {
                if let value = options[index].tag.base as? SelectionValue {
                    selection.wrappedValue = value
                }
            } label: {
                AnyView(_HarnessAnyView(view: options[index].view))
            }
        }
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
    @_disfavoredOverload public init<S>(
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
    public var _harnessSelectedTag: AnyHashable { AnyHashable(_harnessSelection.wrappedValue) }
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
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        modifier(_HarnessPickerStyleModifier(style: style))
    }

    /// View.labelsHidden() — "Hides the labels of any controls contained within this view."
    public func labelsHidden() -> some View {
        modifier(_HarnessLabelsHiddenModifier())
    }
}

/// Harness: `labelsHidden()` applied; its body is the content.
public struct _HarnessLabelsHiddenModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}
