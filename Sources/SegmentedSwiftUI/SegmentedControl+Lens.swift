#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The glass thumb's lens (the core's LensMachine) fed by the same pointer events the bar's
    // gestures give InteractionMachine (SegmentedControl+Pointer.swift calls `feed` below),
    // and drawn per frame by LiquidGlassThumb from `state(at:)` on the same clock.

    /// The lens of one control: the core's `LensMachine`, made on the first pointer event of a
    /// control whose design has glass (`SegmentedDesign.glass`), `nil` otherwise.
    struct SegmentLensDriver: Equatable, Sendable {
        /// The core's lens; `nil` until the first event, and for designs without glass.
        private(set) var lens: LensMachine?

        /// Feeds one pointer event to the lens, after bringing its arrangement, selection,
        /// constants and Reduce Motion up to date. The lens's effects are the interaction's,
        /// which the control already carries out, so they are dropped here.
        ///
        /// - Parameters:
        ///   - event: The event the control's interaction machine was just given.
        ///   - arrangement: The arrangement the bar shows.
        ///   - selection: The selection as the control sees it.
        ///   - glass: The design's glass, or `nil` for a design without (no lens is kept).
        ///   - reduceMotion: The Reduce Motion setting.
        /// - Complexity: O(log n + d), as `LensMachine.handle`.
        mutating func feed(
            _ event: InteractionMachine.Event, arrangement: Arrangement,
            selection: SelectionModel, glass: GlassStyle?, reduceMotion: Bool
        ) {
            guard let glass else {
                lens = nil
                return
            }
            if var lens {
                lens.parameters = glass.lensParameters
                lens.reduceMotion = reduceMotion
                lens.update(arrangement: arrangement, selection: selection, at: lens.time)
                lens.handle(event)
                self.lens = lens
            } else {
                var lens = LensMachine(
                    interaction: InteractionMachine(
                        arrangement: arrangement, selection: selection,
                        yieldsVerticalDrags: true),
                    parameters: glass.lensParameters, reduceMotion: reduceMotion)
                lens.handle(event)
                self.lens = lens
            }
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
        /// The control's lens, for the glass thumb to draw.
        var segmentedLens: LensMachine? {
            get { self[SegmentLensKey.self] }
            set { self[SegmentLensKey.self] = newValue }
        }

        /// The clock the glass thumb samples the lens on.
        var segmentedLensClock: SegmentLensClock {
            get { self[SegmentLensClockKey.self] }
            set { self[SegmentLensClockKey.self] = newValue }
        }
    }

#endif
