#if canImport(SwiftUI)
    import SwiftUI

    /// What the content form's outer control shows: the control made inside the content's
    /// `Group(subviews:)`, where SwiftUI hands out the subviews and their tags.
    struct SubviewControlSource<ID: Hashable> {
        /// Makes that control, with the reselect action the outer control holds
        /// (``SegmentedControl/onSegmentReselect(perform:)`` sets it after the initialiser).
        let make: @MainActor (_ reselect: (@MainActor (ID) -> Void)?) -> AnyView
    }

    /// A segment label SwiftUI resolves in its container's environment (a content-form
    /// subview): its weight cannot differ by state, so the control draws no hidden copies
    /// of it in its selected and unselected looks to size its segment.
    protocol ContainerResolvedSegmentLabel {}

    #if canImport(SwiftUI, _version: 6.0)
        // The SDKs that have these initialisers isolate every `View` to the main actor; the
        // extension says so itself, so the content is handed to the main-actor source as it
        // is on those SDKs wherever the sources compile.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        @MainActor
        extension SegmentedControl where SegmentLabel == Subview {
            /// Creates a control written the way `Picker` is: one segment for each view of
            /// `content` tagged with a value of the selection's type, in order, showing that
            /// view.
            ///
            /// ```swift
            /// enum Period: Hashable { case day, week }
            /// @State private var period = Period.day
            ///
            /// SegmentedControl(selection: $period) {
            ///     Text("Day").tag(Period.day)
            ///     Text("Week").tag(Period.week)
            /// }
            ///
            /// SegmentedControl(selection: $name) {
            ///     ForEach(names, id: \.self) { Text($0).tag($0) }
            /// }
            /// ```
            ///
            /// The segments are the content's subviews, as SwiftUI resolves them for
            /// `Group(subviews:)`: each view of a `ForEach`, of a `Group` and of the branch an
            /// `if` takes is one; `EmptyView` is none; a modifier on several views applies to
            /// each of them.
            /// - A segment's value is its subview's tag of the selection's type
            ///   (`ContainerValues.tag(for:)`), set with `tag(_:)` anywhere among the view's
            ///   modifiers; a `ForEach` tags each view with its `id` when the view has no tag
            ///   of that type, as it does for `Picker`.
            /// - A subview with no tag of the selection's type is left out: a segment selects
            ///   a value. (`Picker` documents nothing for such an option.)
            /// - An optional selection works as with `Picker`: `tag(_:)` also tags the view
            ///   with the optional of its value (`includeOptional`), so `.tag(Period.day)`
            ///   selects `Period?.some(.day)`, and an untagged `ForEach`'s ids serve it too;
            ///   `nil`, or any value no subview is tagged with, selects no segment, until a
            ///   tap, a key or VoiceOver writes a tag. (A view tagged with
            ///   `includeOptional: false` is a segment too: SwiftUI shows the control no
            ///   difference between its tag and a `ForEach`'s.)
            /// - A tag that repeats is one segment, at its first place.
            /// - `.disabled(true)` on a view does not disable its segment: pass the values in
            ///   `disabled:`.
            ///
            /// Before iOS 18 and macOS 15 SwiftUI does not hand out a content's subviews; use
            /// ``init(selection:values:disabled:label:)``, or ``init(_:selection:values:disabled:)``
            /// with titles.
            ///
            /// - Parameters:
            ///   - selection: The selected value.
            ///   - disabled: Values that cannot be selected; the only way to disable a
            ///     segment (see ``init(selection:values:disabled:label:)``).
            ///   - content: The segments' views, each tagged with the value it selects. Each
            ///     is drawn in the design's font and the style's colour for its state: SwiftUI
            ///     resolves a subview in the environment of its container, so the control sets
            ///     the font around the content and fills the subview's shape with the state's
            ///     colour, replacing a colour the view sets itself (a multicolour image is
            ///     drawn in one colour; see ``SwiftUI/View/segmentKeepsOwnColors(_:)``). A
            ///     font the view sets itself is kept; a selected segment is not drawn bolder.
            ///     The built-in styles place each view once, so it is one view to SwiftUI (its
            ///     state, `onAppear` and `task` run once, also while its segment is disabled and
            ///     enabled again); a style of your own makes one for
            ///     each place its `makeLabel` puts `configuration.label`, and two more, hidden,
            ///     that measure the selected and unselected looks. VoiceOver speaks each
            ///     segment's accessibility label, which the segment's button takes from the
            ///     view as a `Button` takes it from its label.
            /// - Complexity: O(n) in the number of subviews, each time SwiftUI evaluates the
            ///   control; layout as for ``init(selection:items:disabled:label:)``.
            public init<Value: Hashable, Content: View>(
                selection: Binding<Value>, disabled: Set<Value> = [],
                @ViewBuilder content: () -> Content
            ) where Item == SegmentValue<Value> {
                self.init(selection: selection, disabled: disabled, title: nil, content: content())
            }

            /// Creates a control written the way `Picker` is, with a title that is the
            /// control's accessibility label (as a segmented `Picker`'s title is: VoiceOver
            /// speaks it; it is not drawn).
            ///
            /// ```swift
            /// SegmentedControl("Period", selection: $period) {
            ///     Text("Day").tag(Period.day)
            ///     Text("Week").tag(Period.week)
            /// }
            /// ```
            ///
            /// The segments are made as ``init(selection:disabled:content:)`` makes them.
            ///
            /// - Parameters:
            ///   - titleKey: The key of the control's localized accessibility label.
            ///   - selection: The selected value.
            ///   - disabled: Values that cannot be selected.
            ///   - content: The segments' views, each tagged with the value it selects.
            /// - Complexity: As for ``init(selection:disabled:content:)``.
            public init<Value: Hashable, Content: View>(
                _ titleKey: LocalizedStringKey, selection: Binding<Value>,
                disabled: Set<Value> = [], @ViewBuilder content: () -> Content
            ) where Item == SegmentValue<Value> {
                self.init(
                    selection: selection, disabled: disabled, title: Text(titleKey),
                    content: content())
            }

            /// Creates a control written the way `Picker` is, with a title string (shown
            /// as it is, not localized) that is the control's accessibility label.
            ///
            /// ```swift
            /// let title = "Period"
            /// SegmentedControl(title, selection: $period) {
            ///     Text("Day").tag(Period.day)
            ///     Text("Week").tag(Period.week)
            /// }
            /// ```
            ///
            /// The segments are made as ``init(selection:disabled:content:)`` makes them.
            ///
            /// - Parameters:
            ///   - title: The control's accessibility label.
            ///   - selection: The selected value.
            ///   - disabled: Values that cannot be selected.
            ///   - content: The segments' views, each tagged with the value it selects.
            /// - Complexity: As for ``init(selection:disabled:content:)``.
            @_disfavoredOverload
            public init<Value: Hashable, Content: View, Title: StringProtocol>(
                _ title: Title, selection: Binding<Value>, disabled: Set<Value> = [],
                @ViewBuilder content: () -> Content
            ) where Item == SegmentValue<Value> {
                self.init(
                    selection: selection, disabled: disabled, title: Text(title),
                    content: content())
            }

            /// The outer control: it shows the one made from the content's subviews.
            private init<Value: Hashable, Content: View>(
                selection: Binding<Value>, disabled: Set<Value>, title: Text?, content: Content
            ) where Item == SegmentValue<Value> {
                let source = SubviewControlSource<Value> { reselect in
                    AnyView(
                        TaggedSubviewsControl(
                            content: content, selection: selection, disabled: disabled,
                            title: title, reselect: reselect))
                }
                self.init(
                    items: [], labels: [], selection: selection, disabled: [], source: source)
            }
        }

        /// Reads the content's subviews and their tags of the selection's type, and shows the
        /// control whose segments they are.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        struct TaggedSubviewsControl<Value: Hashable, Content: View>: View {
            let content: Content
            let selection: Binding<Value>
            let disabled: Set<Value>
            /// The control's accessibility label, from a title-first initialiser.
            let title: Text?
            let reselect: (@MainActor (Value) -> Void)?
            @Environment(\.segmentedControlStyle) private var style
            @Environment(\.font) private var environmentFont
            /// Dynamic Type: 1 at the default size (as the label host scales the design's).
            @ScaledMetric(relativeTo: .body) private var fontScale: CGFloat = 1

            /// The control over the content's subviews, with the design's font, weight and
            /// line limit set around the `Group(subviews:)`: a subview "is resolved using the
            /// environment of its container, not the environment of its subview proxy"
            /// (`Subview` reference; developer.apple.com/forums/thread/796865), so the
            /// style's `font`, `fontWeight` and `lineLimit` around a segment's label do not
            /// reach it; these do. The weight is the design's, the same in every state, and
            /// only when it has one: `fontWeight(nil)` "removes the effect of any font weight
            /// modifier applied higher in the view hierarchy" (the app's). The system picker
            /// takes the subviews as the app wrote them, with none of these.
            var body: some View {
                let subviewsControl = Group(subviews: content) { subviews in
                    titled(control(subviews))
                }
                if style.drawsSystemControl {
                    subviewsControl
                } else {
                    let design = style.design
                    let font = DefaultSegmentLabel.designFont(
                        design, fontSize: CGFloat(design.fontSize) * fontScale,
                        environmentFont: environmentFont)
                    let weight = DefaultSegmentLabel.designWeight(
                        design, environmentFont: environmentFont)
                    weighted(subviewsControl.font(font ?? environmentFont), weight)
                        .lineLimit(1)
                }
            }

            /// The view with the weight set, when there is one.
            @ViewBuilder
            private func weighted(_ view: some View, _ weight: Font.Weight?) -> some View {
                if let weight {
                    view.fontWeight(weight)
                } else {
                    view
                }
            }

            /// The control over the tagged subviews: each subview with a tag of the
            /// selection's type, at the first place of its tag. The system picker draws its
            /// own colours, so it takes the subviews as they are; a drawn style takes each in
            /// a ``SubviewSegmentLabel``.
            ///
            /// - Complexity: O(n) in the number of subviews.
            @ViewBuilder
            private func control(_ subviews: SubviewsCollection) -> some View {
                let (items, labels) = tagged(subviews)
                if style.drawsSystemControl {
                    segmentedControl(items, labels)
                } else {
                    segmentedControl(items, labels.map(SubviewSegmentLabel.init(subview:)))
                }
            }

            private func segmentedControl<Label: View>(
                _ items: [SegmentValue<Value>], _ labels: [Label]
            ) -> SegmentedControl<SegmentValue<Value>, Label> {
                var control = SegmentedControl<SegmentValue<Value>, Label>(
                    items: items, labels: labels, selection: selection, disabled: disabled)
                control.reselectAction = reselect
                return control
            }

            /// Each subview with a tag of the selection's type, at the first place of its
            /// tag, and its value.
            private func tagged(_ subviews: SubviewsCollection) -> (
                [SegmentValue<Value>], [Subview]
            ) {
                var seen = Set<Value>()
                var items: [SegmentValue<Value>] = []
                var labels: [Subview] = []
                for subview in subviews {
                    guard let value = Self.value(of: subview.containerValues),
                        seen.insert(value).inserted
                    else { continue }
                    items.append(SegmentValue(value))
                    labels.append(subview)
                }
                return (items, labels)
            }

            /// A subview's value: its tag of the selection's type; for an optional selection,
            /// else its tag of the wrapped type, as `.some` of it. A `ForEach` tags each view
            /// with its element's `id` of the `id`'s own type, and `Picker` takes that tag for
            /// a selection of "the same type but optional" (`tag(_:includeOptional:)`
            /// reference), so an untagged `ForEach` over ids serves a `Binding<ID?>` here too.
            private static func value(of containerValues: ContainerValues) -> Value? {
                if let value = containerValues.tag(for: Value.self) { return value }
                let optional = Value.self as? any OptionalSelectionValue.Type
                return optional?.wrappedTag(in: containerValues) as? Value
            }

            @ViewBuilder
            private func titled(_ control: some View) -> some View {
                if let title {
                    control.accessibilityLabel(title)
                } else {
                    control
                }
            }
        }

        /// An optional selection's type, for the content form: it reads a subview's tag of
        /// the type it wraps.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        protocol OptionalSelectionValue {
            /// The subview's tag of the wrapped type, as a value of this optional type.
            static func wrappedTag(in containerValues: ContainerValues) -> Self?
        }

        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        extension Optional: OptionalSelectionValue where Wrapped: Hashable {
            static func wrappedTag(in containerValues: ContainerValues) -> Self? {
                containerValues.tag(for: Wrapped.self).map { .some($0) }
            }
        }

        /// A content-form segment's label: the subview, placed once here, filled with the
        /// state's colour, unless the app asked it to keep its own colours
        /// (``SwiftUI/View/segmentKeepsOwnColors(_:)``). The colour is the fill
        /// ``DefaultSegmentLabel`` asks for (``SegmentLabelFill``: the selected colour over the
        /// unselected one at the segment's emphasis, where the other forms draw a second copy
        /// of the title), else the foreground style a style set around this label.
        ///
        /// A subview is resolved in its container's environment, so the style's
        /// `foregroundStyle(_:)` around the label does not reach it (`Subview` reference;
        /// developer.apple.com/forums/thread/796865); rendering effects do, as they act on
        /// what the subview drew. So the label is composited from the subview and a rectangle
        /// of that colour, which this view does get, with the `.destinationOut` blend mode
        /// twice (`R = D*(1 - Sa)`, result alpha `Da*(1 - Sa)`), each inside a compositing
        /// group so that it blends with the label alone, not with the track behind: the
        /// subview cut out of black leaves `1 - Da` where the subview has alpha `Da`; that
        /// cut out of the rectangle leaves the colour times `Da`. The subview's shape shows
        /// the state's colour with that colour's own alpha (a translucent colour such as
        /// `.secondary` stays translucent, which `.sourceAtop`'s `S*Da + D*(1 - Sa)` would not
        /// do: the subview's own colour would show through). The subview is placed once,
        /// visible, so VoiceOver speaks its label (checked); its value, hint, traits and
        /// actions sit inside the segment's button, which sets its own value ("2 of 3") and
        /// selected trait: whether VoiceOver merges them, replaces them or says both needs a
        /// device. Each place a style puts this label makes one view of the app's; the colour
        /// and the rectangle are shapes, which give VoiceOver nothing, and take no touches.
        /// Pixels the subview draws outside its frame (an overhang, a shadow) are not
        /// recoloured.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        struct SubviewSegmentLabel: View, ContainerResolvedSegmentLabel {
            let subview: Subview
            /// The two colours ``DefaultSegmentLabel`` blends by emphasis, or `nil`: the
            /// foreground style.
            @Environment(\.segmentLabelFill) private var fill

            var body: some View {
                if subview.containerValues.segmentKeepsOwnColors {
                    subview
                } else {
                    subview
                        .blendMode(.destinationOut)
                        .background(Color.black.allowsHitTesting(false))
                        .compositingGroup()  // black where the subview is transparent: 1 - Da
                        .blendMode(.destinationOut)
                        .background { fillShape.allowsHitTesting(false) }
                        .compositingGroup()  // the fill times Da
                }
            }

            /// The state's colour: the default label's two colours, the selected one over the
            /// other at the segment's emphasis (source over: what its second copy of a title
            /// draws in the other forms), else the foreground style the style set.
            @ViewBuilder private var fillShape: some View {
                if let fill {
                    ZStack {
                        Rectangle().fill(fill.base)
                        Rectangle().fill(fill.top).opacity(fill.topOpacity)
                    }
                } else {
                    Rectangle().fill(.foreground)
                }
            }
        }

        /// Whether a content-form segment draws its view in its own colours.
        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        private struct SegmentKeepsOwnColorsKey: ContainerValueKey {
            static let defaultValue = false
        }

        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        extension ContainerValues {
            /// Whether the control draws this content-form segment's view in its own colours
            /// rather than the style's colour for the segment's state (set with
            /// ``SwiftUI/View/segmentKeepsOwnColors(_:)``).
            var segmentKeepsOwnColors: Bool {
                get { self[SegmentKeepsOwnColorsKey.self] }
                set { self[SegmentKeepsOwnColorsKey.self] = newValue }
            }
        }

        @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
        extension View {
            /// Draws this view, a segment of a control written the way `Picker` is
            /// (``SegmentedControl/init(selection:disabled:content:)``), in its own colours,
            /// rather than in the style's colour for the segment's state.
            ///
            /// The control draws each segment's view in one colour, its state's, through the
            /// view's shape: right for text and template symbols, wrong for an emoji, a
            /// photo (`Image("avatar")`, `AsyncImage`), a coloured status dot or a
            /// multicolour or palette symbol, which would become a solid shape. Mark those:
            ///
            /// ```swift
            /// SegmentedControl(selection: $friend) {
            ///     Text("All").tag(Friend?.none)
            ///     Image("avatar-ann").resizable().frame(width: 24, height: 24)
            ///         .clipShape(Circle())
            ///         .segmentKeepsOwnColors()
            ///         .tag(Friend?.some(.ann))
            ///     Text("🎉 Party").segmentKeepsOwnColors().tag(Friend?.some(.party))
            /// }
            /// ```
            ///
            /// Put it on the segment's own view, the one you tag, not on a view inside it: the
            /// control reads it from the segment's subview (`Subview.containerValues`), and a
            /// container value does not leave the closest container it is set in, so on an
            /// image inside an `HStack` it does nothing. Its order among the view's other
            /// modifiers, `tag(_:)` included, does not matter.
            ///
            /// ```swift
            /// HStack { Text("🎉"); Text("Party") }
            ///     .segmentKeepsOwnColors()  // on the tagged view itself
            ///     .tag(Friend?.some(.party))
            /// ```
            ///
            /// Such a segment is not recoloured for its state: the indicator marks the
            /// selection, the style's opacity (a design that fades unselected labels, a
            /// pressed segment) still applies, and a disabled one is not drawn in the disabled
            /// colour (dim it yourself, for example with `.opacity(0.4)`, when its value is in
            /// `disabled:`). It has no effect on other views, or under the `.system` style,
            /// whose picker draws its options itself.
            ///
            /// - Parameter keepsOwnColors: Whether the view keeps its own colours.
            public func segmentKeepsOwnColors(_ keepsOwnColors: Bool = true) -> some View {
                containerValue(\.segmentKeepsOwnColors, keepsOwnColors)
            }
        }
    #endif
#endif
