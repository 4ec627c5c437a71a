#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The glass indicator's lens (the core's LensMachine) fed by the same pointer events and
    // context the bar's gestures give InteractionMachine (SegmentedControl+Pointer.swift calls
    // `feed` below), and drawn per frame by LiquidGlassIndicator from `state(at:)` on the same
    // clock.

    /// The lens of one control: the core's `LensMachine`, made on the first pointer event of a
    /// control whose design has glass (`SegmentedDesign.glass`), `nil` otherwise.
    struct SegmentLensDriver: Equatable, Sendable {
        /// The core's lens; `nil` until the first event, and for designs without glass.
        private(set) var lens: LensMachine?

        /// Feeds one pointer event to the lens with the control's context, after bringing its
        /// constants and Reduce Motion up to date. The lens's effects are the interaction's,
        /// which the control already carries out, so they are dropped here.
        ///
        /// - Parameters:
        ///   - event: The event the control's interaction machine was just given.
        ///   - context: The context it was given with (the arrangement the bar shows, the
        ///     selection as the control sees it).
        ///   - glass: The design's glass, or `nil` for a design without (no lens is kept).
        ///   - reduceMotion: The Reduce Motion setting.
        /// - Complexity: O(log n + d), as `LensMachine.handle`.
        mutating func feed(
            _ event: InteractionMachine.Event, in context: LensMachine.Context,
            glass: GlassStyle?, reduceMotion: Bool
        ) {
            guard let glass else {
                lens = nil
                return
            }
            var lens =
                self.lens
                ?? LensMachine(
                    context: context, parameters: glass.lensParameters, reduceMotion: reduceMotion)
            lens.parameters = glass.lensParameters
            lens.reduceMotion = reduceMotion
            lens.handle(.pointer(event), in: context)
            self.lens = lens
        }
    }

    /// The clock the lens is drawn on: the pointer events' (seconds of system uptime).
    struct SegmentLensClock: Sendable {
        let now: @Sendable () -> Double
        static let system = SegmentLensClock { ProcessInfo.processInfo.systemUptime }
    }

    private struct SegmentLensKey: EnvironmentKey {
        static let defaultValue: LensMachine? = nil
    }

    private struct SegmentLensClockKey: EnvironmentKey {
        static let defaultValue = SegmentLensClock.system
    }

    extension EnvironmentValues {
        /// The control's lens, for the glass indicator to draw.
        var segmentedLens: LensMachine? {
            get { self[SegmentLensKey.self] }
            set { self[SegmentLensKey.self] = newValue }
        }

        /// The clock the glass indicator samples the lens on.
        var segmentedLensClock: SegmentLensClock {
            get { self[SegmentLensClockKey.self] }
            set { self[SegmentLensClockKey.self] = newValue }
        }
    }

#endif
