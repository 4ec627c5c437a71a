import SegmentedCore

/// The motions the demo cycles through with `m`.
///
/// ```swift
/// DemoMotion.design.next  // .spring
/// ```
package enum DemoMotion: String, Sendable, Hashable, CaseIterable {
    /// Each design's own motion.
    case design
    /// A bouncy spring, the same for every design.
    case spring
    /// CSS `ease`.
    case ease
    /// Constant speed.
    case linear
    /// Reduce Motion: every change is instant.
    case reduced

    /// The motion for a design.
    ///
    /// ```swift
    /// DemoMotion.ease.motion(for: .slidingPill)  // Motion.ease
    /// ```
    ///
    /// - Parameter design: The design whose own motion ``design`` uses.
    package func motion(for design: SegmentedDesign) -> Motion {
        switch self {
        case .design, .reduced: design.motion
        case .spring: .spring(response: 0.45, dampingFraction: 0.6)
        case .ease: .ease
        case .linear: .linear(duration: 0.3)
        }
    }

    /// Whether changes should be instant, as the platform's Reduce Motion asks.
    package var reducesMotion: Bool { self == .reduced }

    /// The next motion in the cycle.
    package var next: DemoMotion {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// A name for the status line, such as `each design's own`.
    package var name: String {
        switch self {
        case .design: "each design's own"
        case .spring: "spring"
        case .ease: "ease"
        case .linear: "linear"
        case .reduced: "reduced (Reduce Motion)"
        }
    }
}
