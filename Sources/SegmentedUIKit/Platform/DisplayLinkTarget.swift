#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import UIKit

    /// A display link's target that holds its owner weakly: a `CADisplayLink` retains its
    /// target ("The newly constructed display link retains the target", Apple's
    /// documentation), so a link aimed at a view directly would keep the view alive until it
    /// is invalidated. Each frame goes to the owner while it exists; once it is gone the link
    /// invalidates itself. The control's one display link (the indicator, the titles and the
    /// glass lens) runs on one of these.
    ///
    /// ```swift
    /// let target = DisplayLinkTarget(owner: self) { view, link in view.step(link) }
    /// let link = CADisplayLink(target: target, selector: DisplayLinkTarget.stepSelector)
    /// ```
    @MainActor final class DisplayLinkTarget: NSObject {
        /// Sends a frame to the owner; `false` once the owner is gone.
        private let frame: @MainActor (CADisplayLink) -> Bool

        /// Creates a target for an owner.
        ///
        /// - Parameters:
        ///   - owner: Receives the frames; held weakly.
        ///   - step: What the owner does on each frame.
        init<Owner: AnyObject>(
            owner: Owner, step: @escaping @MainActor (Owner, CADisplayLink) -> Void
        ) {
            frame = { [weak owner] link in
                guard let owner else { return false }
                step(owner, link)
                return true
            }
        }

        /// One display frame: to the owner, or the link's end when the owner is gone. The link
        /// sends it as ``stepSelector`` (ObjectiveCMessages.swift).
        func step(_ link: CADisplayLink) {
            if !frame(link) { link.invalidate() }
        }
    }
#endif
