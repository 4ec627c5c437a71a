extension Motion {
    /// SwiftUI's `Animation.default` (what `withAnimation { }` and `.animation(.default)` use)
    /// on iOS 17, macOS 14, tvOS 17, watchOS 10 and later: a spring with response 0.55 s and
    /// damping fraction 1 (critically damped, no overshoot). Source: Apple's documentation
    /// of `Animation.default` ("The default animation is spring(response:dampingFraction:
    /// blendDuration:) with response equal to 0.55, dampingFraction equal to 1.0,
    /// blendDuration equal to 0.0").
    ///
    /// ```swift
    /// design.motion = .swiftUIDefault
    /// ```
    public static let swiftUIDefault = Motion.spring(response: 0.55, dampingFraction: 1)

    /// SwiftUI's `Animation.default` before iOS 17 (macOS 14, tvOS 17, watchOS 10):
    /// `easeInOut`, whose default duration is 0.35 s. Source: Apple's documentation of
    /// `Animation.default` ("Prior to iOS 17 … the default animation is easeInOut") and of
    /// `Animation.easeInOut` ("a default duration of 0.35 seconds").
    ///
    /// ```swift
    /// design.motion = .swiftUIDefaultBeforeiOS17
    /// ```
    public static let swiftUIDefaultBeforeiOS17 = Motion.easeInOut(duration: 0.35)

    /// What `UIView.animate(withDuration:animations:)` does with a duration: UIKit's default
    /// curve, ease-in-ease-out (Apple's documentation of `UIView.AnimationCurve.easeInOut`:
    /// "This is the default curve for most animations"; `UIViewAnimationOptionCurveEaseInOut`
    /// is 0, the default option), the cubic Bézier (0.42, 0, 0.58, 1).
    ///
    /// ```swift
    /// Motion.uiViewAnimate(duration: 0.2)  // the UIKit underline's motion
    /// ```
    ///
    /// - Parameter duration: The duration in seconds.
    public static func uiViewAnimate(duration: Double) -> Motion {
        .easeInOut(duration: duration)
    }
}
