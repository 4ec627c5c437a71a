#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The pager's paging scroll view. VoiceOver's scroll by page (a three-finger swipe)
    /// reaches it through `accessibilityScroll(_:)`; it hands the scroll to the pager, which
    /// turns it into a committed page through the core, instead of moving the content by
    /// itself with no delegate call (which left the header between titles).
    final class PagesScrollView: UIScrollView {
        /// Answers a scroll by page: whether a page was turned. Without it, nothing is.
        var onAccessibilityScroll: (@MainActor (UIAccessibilityScrollDirection) -> Bool)?

        /// Turns a page for VoiceOver, or returns `false` (past the last page, or a scroll up
        /// or down) so VoiceOver asks the views above or plays its boundary sound.
        ///
        /// - Parameter direction: The way VoiceOver scrolls.
        /// - Returns: Whether the pages turned.
        override nonisolated func accessibilityScroll(
            _ direction: UIAccessibilityScrollDirection
        ) -> Bool {
            onMainThread(else: false) { onAccessibilityScroll?(direction) ?? false }
        }
    }
#endif
