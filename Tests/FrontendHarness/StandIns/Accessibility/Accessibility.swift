// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in Accessibility framework for the front-end harness (UIKit re-exports it, as the
// SDK's UIKit does with `@_exported import Accessibility`). Signatures from the iOS 17.4
// SDK's Accessibility.swiftinterface; behaviour is only what Apple documents. `_harness`
// members are not Apple API: they let tests see what was posted.

import Foundation

/// AccessibilityNotification — Accessibility documentation: "Notifications that an app can
/// post to assistive technologies".
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
    /// AccessibilityNotification.Announcement — "A notification that an app posts when it
    /// needs to convey an announcement to the assistive app."
    public struct Announcement: _AccessibilityNotifications {
        /// Harness: the text announced.
        public let _harnessText: String
        public init(_ announcement: String) { _harnessText = announcement }
        public typealias _Info = NSAttributedString
    }
}

/// The notifications' common requirement: `post()`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
    associatedtype _Info
    func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
    /// post() — "Posts the notification to assistive technologies." The harness records it.
    public func post() {
        _harnessPostedAccessibilityNotifications.append(self)
    }
}

/// Harness: every notification posted, in order (tests may clear it).
nonisolated(unsafe) public var _harnessPostedAccessibilityNotifications: [Any] = []
