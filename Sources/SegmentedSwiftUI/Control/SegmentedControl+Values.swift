#if canImport(SwiftUI)
    import SwiftUI

    extension SegmentedControl {
        /// Creates a control that selects one of `values` directly, as `Picker` does with
        /// tags: the binding holds the value itself, so plain values (an enum's cases,
        /// strings, numbers) need no `Identifiable` wrapper.
        ///
        /// ```swift
        /// enum Unit: Hashable { case metric, imperial }
        /// @State private var unit = Unit.metric
        ///
        /// SegmentedControl(selection: $unit, values: [.metric, .imperial]) { unit in
        ///     Text(unit == .metric ? "Metric" : "Imperial")
        /// }
        /// ```
        ///
        /// - A selection that is not among `values` selects no segment, as with `Picker`, and
        ///   is left as it is until a tap, a key or VoiceOver writes one of `values`.
        /// - A value that repeats in `values` is one segment, at its first place; the later
        ///   copies are left out, so every segment selects a different value.
        /// - Disabled values follow the rules of ``init(selection:items:disabled:label:)``.
        ///
        /// - Parameters:
        ///   - selection: The selected value.
        ///   - values: The values, one segment each, in order.
        ///   - disabled: Values that cannot be selected; the only way to disable a segment:
        ///     `.disabled(true)` inside a segment's label does not disable it (SwiftUI passes
        ///     `isEnabled` down only, so the control cannot read it). A bound value that is
        ///     disabled shows the nearest enabled segment selected without writing the binding
        ///     (under `.system`, that segment itself, as `Picker` does).
        ///   - label: Builds a segment's content from its value; the style colours and sizes
        ///     it unless it sets its own font or colour.
        /// - Complexity: O(n) in the number of values to create; layout as for
        ///   ``init(selection:items:disabled:label:)``.
        public init<Value: Hashable, Values: RandomAccessCollection>(
            selection: Binding<Value>, values: Values, disabled: Set<Value> = [],
            @ViewBuilder label: @escaping (Value) -> SegmentLabel
        ) where Item == SegmentValue<Value>, Values.Element == Value {
            self.init(
                items: SegmentValue.segments(values), selection: selection, disabled: disabled,
                label: { label($0.value) }, accessibilityTitle: nil)
        }

        /// Creates a control with a segment for every case of a `CaseIterable` type, in
        /// `allCases` order, that selects the case directly.
        ///
        /// ```swift
        /// enum Period: String, CaseIterable { case day, week, month }
        /// @State private var period = Period.week
        ///
        /// SegmentedControl(selection: $period) { Text($0.rawValue.capitalized) }
        ///     .segmentedControlStyle(.slidingPill)
        /// ```
        ///
        /// The rules of ``init(selection:values:disabled:label:)`` apply, with
        /// `Value.allCases` as the values.
        ///
        /// - Parameters:
        ///   - selection: The selected case.
        ///   - disabled: Cases that cannot be selected; the only way to disable a segment:
        ///     `.disabled(true)` inside a segment's label does not disable it (SwiftUI passes
        ///     `isEnabled` down only, so the control cannot read it). A bound case that is
        ///     disabled shows the nearest enabled segment selected without writing the binding
        ///     (under `.system`, that segment itself, as `Picker` does).
        ///   - label: Builds a segment's content from its case.
        /// - Complexity: O(n) in the number of cases to create.
        public init<Value: CaseIterable>(
            selection: Binding<Value>, disabled: Set<Value> = [],
            @ViewBuilder label: @escaping (Value) -> SegmentLabel
        ) where Item == SegmentValue<Value> {
            self.init(
                items: SegmentValue.segments(Value.allCases), selection: selection,
                disabled: disabled, label: { label($0.value) }, accessibilityTitle: nil)
        }
    }

    extension SegmentedControl where SegmentLabel == Text {
        /// Creates a control with a text segment for each title that selects the value paired
        /// with it, as `Picker` does with tags.
        ///
        /// ```swift
        /// @State private var speed = 1.0
        ///
        /// SegmentedControl(["½×", "1×", "2×"], selection: $speed, values: [0.5, 1, 2])
        /// ```
        ///
        /// - Titles and values pair up in order; when one list is longer, its extra entries
        ///   are left out.
        /// - A selection that is not among `values` selects no segment, as with `Picker`.
        /// - A value that repeats is one segment, at its first place, with its first title.
        ///
        /// - Parameters:
        ///   - titles: The segment titles, in order; also their VoiceOver labels.
        ///   - selection: The selected value.
        ///   - values: The value each title selects, in the same order.
        ///   - disabled: Values that cannot be selected; the only way to disable a segment:
        ///     `.disabled(true)` inside a segment's label does not disable it (SwiftUI passes
        ///     `isEnabled` down only, so the control cannot read it). A bound value that is
        ///     disabled shows the nearest enabled segment selected without writing the binding
        ///     (under `.system`, that segment itself, as `Picker` does).
        /// - Complexity: O(n) in the number of titles to create.
        public init<Value: Hashable, Title: StringProtocol>(
            _ titles: [Title], selection: Binding<Value>, values: [Value],
            disabled: Set<Value> = []
        ) where Item == SegmentValue<Value> {
            var titleOfValue: [Value: String] = [:]
            for (title, value) in zip(titles, values) where titleOfValue[value] == nil {
                titleOfValue[value] = String(title)
            }
            let title = { (segment: SegmentValue<Value>) in titleOfValue[segment.value] ?? "" }
            self.init(
                items: SegmentValue.segments(values.prefix(titles.count)), selection: selection,
                disabled: disabled, label: { Text(title($0)) }, accessibilityTitle: title)
        }
    }
#endif
