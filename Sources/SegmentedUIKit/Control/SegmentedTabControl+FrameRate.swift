#if canImport(UIKit) && !os(watchOS)
    import QuartzCore
    import SegmentedCore
    import UIKit

    extension SegmentedTabControl {
        /// A display link for the screen the control's window is on (not the main screen: an
        /// external display has its own refresh rate), asking for that screen's full rate
        /// range while the indicator moves, as the core's `FrameRateRange.duringMotion`
        /// chooses: 80–120 Hz on ProMotion. iPhones also need
        /// `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist to go above 60 Hz.
        /// visionOS has no screens; there the link keeps the system's rate.
        func makeDisplayLink(for window: UIWindow) -> CADisplayLink {
            #if os(visionOS)
                return CADisplayLink(
                    target: displayLinkTarget, selector: DisplayLinkTarget.stepSelector)
            #else
                let screen = window.windowScene?.screen ?? window.screen
                let link =
                    screen.displayLink(
                        withTarget: displayLinkTarget,
                        selector: DisplayLinkTarget.stepSelector)
                    ?? CADisplayLink(
                        target: displayLinkTarget, selector: DisplayLinkTarget.stepSelector)
                if #available(iOS 15.0, tvOS 15.0, *), OSAvailability.iOS15,
                    let range = FrameRateRange.duringMotion(
                        maximumFramesPerSecond: screen.maximumFramesPerSecond)
                {
                    link.preferredFrameRateRange = CAFrameRateRange(
                        minimum: Float(range.minimum), maximum: Float(range.maximum),
                        preferred: Float(range.preferred))
                }
                return link
            #endif
        }
    }
#endif
