#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A title of the string convenience initialiser: its index is its identity.
    ///
    /// ```swift
    /// let title = SegmentedControlTitle(id: 0, title: "Day")
    /// ```
    public struct SegmentedControlTitle: Identifiable, Hashable, Sendable {
        /// The title's index.
        public var id: Int
        /// The text shown.
        public var title: String

        /// Creates a title.
        ///
        /// ```swift
        /// SegmentedControlTitle(id: 1, title: "Week")
        /// ```
        ///
        /// - Parameters:
        ///   - id: The title's index.
        ///   - title: The text shown.
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

#endif
