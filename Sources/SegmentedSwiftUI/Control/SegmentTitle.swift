#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// A title of the string convenience initialiser: its index is its identity.
    ///
    /// ```swift
    /// let title = SegmentTitle(id: 0, title: "Day")
    /// ```
    public struct SegmentTitle: Identifiable, Hashable, Sendable {
        /// The title's index.
        public var id: Int
        /// The text shown.
        public var title: String

        /// Creates a title.
        ///
        /// ```swift
        /// SegmentTitle(id: 1, title: "Week")
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
