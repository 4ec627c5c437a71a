#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
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

        /// One segment: a title, an image or both, or any view of the app's
        /// (``init(view:accessibilityLabel:badge:isEnabled:id:update:)``), with an optional
        /// badge and an optional `UIAction` run when the user selects it.
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
            ///
            /// ```swift
            /// control.items[0].action = UIAction(title: "Day") { _ in showDay() }
            /// ```
            public var action: UIAction?
            /// A view of the app's shown as the segment's content in place of the title and
            /// image, or `nil` for none; see ``init(view:accessibilityLabel:badge:isEnabled:id:update:)``.
            /// Setting it on an item of ``SegmentedTabControl/items`` replaces the view shown
            /// (the old one leaves the control's hierarchy).
            ///
            /// ```swift
            /// control.items[1].customView = RatingView(stars: 4)
            /// ```
            public var customView: UIView?
            /// Called with ``customView`` and the segment's state (the core's `SegmentState`:
            /// normal, selected, highlighted under a finger, or disabled) when the view is shown
            /// and each time that state changes, so the view can draw it; `nil` for none.
            /// Equality and hashing of items ignore it (closures cannot be compared).
            ///
            /// ```swift
            /// item.customViewUpdateHandler = { view, state in
            ///     view.alpha = state == .disabled ? 0.4 : 1
            /// }
            /// ```
            public var customViewUpdateHandler: (@MainActor (UIView, SegmentState) -> Void)?
            /// A fixed width for the segment, in points, as `UISegmentedControl`'s
            /// `setWidth(_:forSegmentAt:)` gives one; `0` (the default) sizes it by the
            /// design's distribution. The core lays the bar out with it
            /// (`SegmentedLayout.segmentWidths`): a filling distribution shares what fixed
            /// segments leave among the others, and content wider than the segment is
            /// truncated. A NaN, negative or infinite width counts as `0`.
            ///
            /// ```swift
            /// control.items[0].width = 64
            /// ```
            public var width: CGFloat = 0

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

            /// Creates an item whose content is any view of the app's: a stack of two lines,
            /// a colour swatch, a rating, a `UIContentConfiguration`'s content view. The core
            /// lays it out and hit-tests it as a title: the control measures it (Auto Layout's
            /// `systemLayoutSizeFitting(_:)` with `UIView.layoutFittingCompressedSize`; a
            /// width or height that its constraints and intrinsic size leave at zero, as a
            /// frame-based view's, comes from its `sizeThatFits(_:)`, whose default is its
            /// current size), places it in the segment's content frame (centred; mirrored right
            /// to left), and sets its `tintColor` to the title colour of the segment's state.
            /// It measures again when the traits change (Dynamic Type, size classes) and when
            /// the app calls ``SegmentedTabControl/setNeedsSegmentLayout()``.
            ///
            /// The view takes no touches (the control sets its `isUserInteractionEnabled` to
            /// `false`, so a tap anywhere on the segment selects it): a custom view cannot host
            /// buttons, switches or text fields. VoiceOver speaks `accessibilityLabel` in the
            /// control's place phrase ("Ratings, 2 of 3") and never the view's own elements.
            ///
            /// ```swift
            /// let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            /// swatch.backgroundColor = .systemRed
            /// control.items = [
            ///     .init(view: swatch, accessibilityLabel: "Red") { view, state in
            ///         view.layer.borderWidth = state == .selected ? 2 : 0
            ///     },
            ///     "Blue",
            /// ]
            /// // A content configuration's view is a view too:
            /// var content = UIListContentConfiguration.subtitleCell()
            /// content.text = "Inbox"
            /// content.secondaryText = "3 new"
            /// let inbox = SegmentedTabControl.Item(
            ///     view: content.makeContentView(), accessibilityLabel: "Inbox, 3 new")
            /// ```
            ///
            /// - Parameters:
            ///   - view: The segment's content. One view shows in one segment: giving the same
            ///     view to two items shows it in the last.
            ///   - accessibilityLabel: What VoiceOver and the Large Content Viewer say.
            ///   - badge: The badge.
            ///   - isEnabled: Whether the segment can be selected.
            ///   - id: The identity; the accessibility label by default.
            ///   - update: Told the segment's state; see ``customViewUpdateHandler``.
            public init(
                view: UIView, accessibilityLabel: String, badge: Badge? = nil,
                isEnabled: Bool = true, id: String? = nil,
                update: (@MainActor (UIView, SegmentState) -> Void)? = nil
            ) {
                self.init(
                    badge: badge, isEnabled: isEnabled, accessibilityLabel: accessibilityLabel,
                    id: id)
                customView = view
                customViewUpdateHandler = update
            }

            /// Whether two items are equal: every property but ``customViewUpdateHandler``
            /// (views by identity).
            public static func == (lhs: Item, rhs: Item) -> Bool {
                lhs.id == rhs.id && lhs.title == rhs.title && lhs.image == rhs.image
                    && lhs.badge == rhs.badge && lhs.isEnabled == rhs.isEnabled
                    && lhs.accessibilityLabel == rhs.accessibilityLabel
                    && lhs.action == rhs.action && lhs.customView == rhs.customView
                    && lhs.width == rhs.width
            }

            /// Hashes every property but ``customViewUpdateHandler``.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(id)
                hasher.combine(title)
                hasher.combine(image)
                hasher.combine(badge)
                hasher.combine(isEnabled)
                hasher.combine(accessibilityLabel)
                hasher.combine(action)
                hasher.combine(customView)
                hasher.combine(width)
            }

            /// The words for VoiceOver and the Large Content Viewer. Main-actor isolated
            /// because `UIImage.accessibilityLabel` is, in the iOS 18 SDK.
            @MainActor var spokenLabel: String {
                accessibilityLabel ?? title ?? image?.accessibilityLabel
                    ?? customView?.accessibilityLabel ?? ""
            }
        }
    }
#endif
