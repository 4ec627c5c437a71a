// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in SwiftUI: HStack, List, Label, Image and Capsule, which the showcase app's screens
// (Examples/SegmentedShowcase.swiftpm) use. Signatures from the iOS 17.4 SDK; see View.swift.

/// HStack — SwiftUI documentation: "A view that arranges its subviews in a horizontal line."
/// (The harness shows the children in order; it does not stack their frames.)
public struct HStack<Content>: View where Content: View {
    let content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension HStack: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([content]) }
}

/// List — SwiftUI documentation: "A container that presents rows of data arranged in a
/// single column"; lists scroll vertically ("a List … scrolls", `ScrollView` family). The
/// harness shows the rows in order in a vertical scroll view.
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension List where SelectionValue == Never {
    /// `init(@ViewBuilder content: () -> Content)`: "Creates a list with the given content."
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .scroll(axes: .vertical, content: content) }
}

/// Image — SwiftUI documentation: "A view that displays an image." `init(systemName:)`
/// "Creates a system symbol image." The harness records the name; it draws nothing.
public struct Image: Equatable, Sendable {
    /// Harness: the symbol's name.
    public let _harnessSystemName: String
    public init(systemName: String) { _harnessSystemName = systemName }
}

extension Image: View, _HarnessPrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
    public var _harnessNode: _HarnessNode { .leaf }
}

/// Label — SwiftUI documentation: "A standard label for user interface items, consisting of
/// an icon with a title." `init(_:systemImage:)` "Creates a label with a system icon image
/// and a title generated from a string." The harness shows the icon, then the title.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    let title: Title
    let icon: Icon
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String)
    where S: StringProtocol {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
}

extension Label: _HarnessPrimitiveView {
    public var _harnessNode: _HarnessNode { .group([icon, title]) }
}

/// Capsule — SwiftUI documentation: "A capsule shape aligned inside the frame of the view
/// containing it" — a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Color {
    /// Color.red — "A context-dependent red color suitable for use in UI elements."
    public static let red = Color(name: "red")
}

extension Button where Label == Text {
    /// Button.init(_:action:) — "Creates a button that generates its label from a string."
    @_disfavoredOverload public init<S>(_ title: S, action: @escaping () -> Void)
    where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}
