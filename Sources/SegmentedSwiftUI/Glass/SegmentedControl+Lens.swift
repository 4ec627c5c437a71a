#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The glass indicator's lens is the control machine's (`ControlMachine.lens`, a layer over
    // the machine's one press). The control publishes it after each event that moved it
    // (SegmentedControl.swift, `publish`), into a state that only the glass indicator reads,
    // through the source below: a finger move on the glass style redraws the indicator, not
    // the control. LiquidGlassIndicator draws it per frame from `state(at:)` on the clock
    // below.

    /// Where the glass indicator reads the control's lens, handed down without its value:
    /// only the indicator reads it, so a new lens redraws the indicator and not the control.
    /// A reference, so the environment holds the same value until the control makes a new
    /// one (it makes one, once: `SegmentedControlModel.lensSource(_:)`).
    final class SegmentLensSource {
        /// The lens the control published last; `nil` for a design without glass, and
        /// before the first event.
        let lens: Binding<LensMachine?>
        /// The arrangement the bar last placed, read when the magnifier and the labels'
        /// cut-outs are placed (so they follow the labels where the bar put them, a Dynamic
        /// Type change included, even before the lens hears of it); `nil` outside a control.
        let placed: SegmentPlacedArrangement?
        init(lens: Binding<LensMachine?>, placed: SegmentPlacedArrangement? = nil) {
            self.lens = lens
            self.placed = placed
        }
    }

    /// The clock the lens is drawn on: the pointer events' (seconds of system uptime).
    struct SegmentLensClock: Sendable {
        let now: @Sendable () -> Double
        static let system = SegmentLensClock { ProcessInfo.processInfo.systemUptime }
    }

    private struct SegmentLensSourceKey: EnvironmentKey {
        static var defaultValue: SegmentLensSource? { nil }
    }

    private struct SegmentLensClockKey: EnvironmentKey {
        static let defaultValue = SegmentLensClock.system
    }

    extension EnvironmentValues {
        /// Where the glass indicator reads the control's lens.
        var segmentedLensSource: SegmentLensSource? {
            get { self[SegmentLensSourceKey.self] }
            set { self[SegmentLensSourceKey.self] = newValue }
        }

        /// The clock the glass indicator samples the lens on.
        var segmentedLensClock: SegmentLensClock {
            get { self[SegmentLensClockKey.self] }
            set { self[SegmentLensClockKey.self] = newValue }
        }
    }

#endif
