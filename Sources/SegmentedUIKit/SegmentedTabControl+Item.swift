#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension SegmentedTabControl {
        /// A small mark in a segment's top trailing corner.
        ///
        /// ```swift
        /// items[2].badge = .text("3")
        /// items[0].badge = .dot
        /// ```
        public enum Badge: Hashable {
            /// A plain dot, for "something new".
            case dot
            /// A short text, such as a count, in a capsule.
            case text(String)
        }

        /// One segment: a title, an image or both, with an optional badge.
        ///
        /// Its ``id`` decides which segment stays selected when ``SegmentedTabControl/items``
        /// change: the selected item keeps the selection wherever it moves. An identity shared
        /// by several items (two equal titles, image-only items without labels, whose default
        /// identity is empty) is ambiguous and not followed: the selection keeps its index
        /// instead (the core's `SelectionModel.reconcile`). Give such items distinct `id`s.
        ///
        /// ```swift
        /// control.items = [
        ///     .init(title: "Inbox", badge: .text("3")),
        ///     .init(image: UIImage(systemName: "star"), accessibilityLabel: "Favourites"),
        ///     .init(title: "Archive", isEnabled: false),
        /// ]
        /// ```
        public struct Item: Hashable {
            /// What identifies the item across changes of ``SegmentedTabControl/items``; when
            /// several items share it, the selection follows its index instead.
            public var id: String
            /// The title, or `nil` for an image-only segment.
            public var title: String?
            /// The image, or `nil` for a title-only segment. Template images take the
            /// title's colour.
            public var image: UIImage?
            /// The badge, or `nil` for none.
            public var badge: Badge?
            /// Whether the segment can be selected.
            public var isEnabled: Bool
            /// What VoiceOver says for the segment; the title when `nil`.
            public var accessibilityLabel: String?

            /// Creates an item.
            ///
            /// ```swift
            /// let item = SegmentedTabControl.Item(title: "Inbox", image: UIImage(systemName: "tray"))
            /// ```
            ///
            /// - Parameters:
            ///   - title: The title.
            ///   - image: The image.
            ///   - badge: The badge.
            ///   - isEnabled: Whether the segment can be selected.
            ///   - accessibilityLabel: What VoiceOver says; needed for image-only segments.
            ///   - id: The identity; the title (or the accessibility label) by default.
            public init(
                title: String? = nil, image: UIImage? = nil, badge: Badge? = nil,
                isEnabled: Bool = true, accessibilityLabel: String? = nil, id: String? = nil
            ) {
                self.id = id ?? title ?? accessibilityLabel ?? ""
                self.title = title
                self.image = image
                self.badge = badge
                self.isEnabled = isEnabled
                self.accessibilityLabel = accessibilityLabel
            }

            /// The words for VoiceOver and the Large Content Viewer. Main-actor isolated
            /// because `UIImage.accessibilityLabel` is, in the iOS 18 SDK.
            @MainActor var spokenLabel: String {
                accessibilityLabel ?? title ?? image?.accessibilityLabel ?? ""
            }
        }
    }
#endif
