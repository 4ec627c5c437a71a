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

        /// One segment: a title, an image or both, with an optional badge and an optional
        /// `UIAction` run when the user selects it.
        ///
        /// Its ``id`` decides which segment stays selected when ``SegmentedTabControl/items``
        /// change: the selected item keeps the selection wherever it moves. An identity shared
        /// by several items (two equal titles, image-only items without labels, whose default
        /// identity is empty) is ambiguous and not followed: the selection keeps its index
        /// instead (the core's `SelectionModel.reconcile`). Give such items distinct `id`s.
        ///
        /// A string literal is an item with that title, so an array of titles reads as it
        /// does for `UISegmentedControl(items:)`:
        ///
        /// ```swift
        /// control.items = [
        ///     .init(title: "Inbox", badge: .text("3")),
        ///     .init(image: UIImage(systemName: "star"), accessibilityLabel: "Favourites"),
        ///     .init(title: "Archive", isEnabled: false),
        ///     "Sent",
        /// ]
        /// ```
        public struct Item: Hashable, ExpressibleByStringLiteral {
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
            /// The action run when the user selects the segment (before the control sends
            /// `.valueChanged` and `.primaryActionTriggered`), as a `UISegmentedControl`
            /// segment's action is; `nil` for none. Not run for a selection made in code.
            public var action: UIAction?

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

            /// Creates an item with a title, from a string literal.
            ///
            /// ```swift
            /// let control = SegmentedTabControl(items: ["Day", "Week", "Month"])
            /// ```
            ///
            /// - Parameter title: The title, which is also the item's ``id``.
            public init(stringLiteral title: String) {
                self.init(title: title)
            }

            /// Creates an item from a `UIAction`, as a `UISegmentedControl` segment is made
            /// from one: the action's image when it has one (with its title as the
            /// accessibility label), else its title; the action's identifier is the item's
            /// ``id``. The action runs when the user selects the segment.
            ///
            /// ```swift
            /// let item = SegmentedTabControl.Item(action: UIAction(title: "Grid") { _ in
            ///     layout = .grid
            /// })
            /// ```
            ///
            /// - Parameters:
            ///   - action: The action; its title and image make the segment's content.
            ///   - badge: The badge.
            ///   - isEnabled: Whether the segment can be selected.
            @MainActor
            public init(action: UIAction, badge: Badge? = nil, isEnabled: Bool = true) {
                let title = action.title.isEmpty ? nil : action.title
                if let image = action.image {
                    self.init(
                        image: image, badge: badge, isEnabled: isEnabled,
                        accessibilityLabel: title, id: action.identifier.rawValue)
                } else {
                    self.init(
                        title: title, badge: badge, isEnabled: isEnabled,
                        id: action.identifier.rawValue)
                }
                self.action = action
            }

            /// The words for VoiceOver and the Large Content Viewer. Main-actor isolated
            /// because `UIImage.accessibilityLabel` is, in the iOS 18 SDK.
            @MainActor var spokenLabel: String {
                accessibilityLabel ?? title ?? image?.accessibilityLabel ?? ""
            }
        }
    }
#endif
