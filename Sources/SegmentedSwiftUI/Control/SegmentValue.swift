#if canImport(SwiftUI)
    import SwiftUI

    /// One segment of a control that selects values directly: the value the segment selects,
    /// which is also its identity.
    ///
    /// ``SegmentedControl`` makes these itself from the values you give its value
    /// initialisers; you meet the type only when you spell the control's type out.
    ///
    /// ```swift
    /// enum Unit: CaseIterable { case metric, imperial }
    /// let control: SegmentedControl<SegmentValue<Unit>, Text> =
    ///     SegmentedControl(selection: $unit) { Text("\($0)") }
    /// ```
    public struct SegmentValue<Value: Hashable>: Identifiable, Hashable {
        /// The value the segment selects.
        public let value: Value

        /// The segment's identity: its value.
        public var id: Value { value }

        /// Creates the segment that selects `value`.
        ///
        /// ```swift
        /// SegmentValue("km")
        /// ```
        ///
        /// - Parameter value: The value the segment selects.
        public init(_ value: Value) {
            self.value = value
        }

        /// The segments for `values` in order, each value once, at its first place.
        ///
        /// - Complexity: O(n) in the number of values.
        static func segments(_ values: some Sequence<Value>) -> [Self] {
            var seen = Set<Value>()
            return values.compactMap { seen.insert($0).inserted ? SegmentValue($0) : nil }
        }
    }

    extension SegmentValue: Sendable where Value: Sendable {}
#endif
