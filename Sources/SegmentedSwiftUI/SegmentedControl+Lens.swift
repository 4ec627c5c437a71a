#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    // The glass indicator's lens (the core's LensMachine), a layer over the press of the
    // control's one InteractionMachine (SegmentedControl+Pointer.swift calls `follow` below
    // after each pointer event), drawn per frame by LiquidGlassIndicator from `state(at:)` on
    // the same clock.

    /// The lens of one control: the core's `LensMachine`, made on the first pointer event of a
    /// control whose design has glass (`SegmentedDesign.glass`), `nil` otherwise.
    struct SegmentLensDriver: Equatable, Sendable {
        /// The core's lens; `nil` until the first event, and for designs without glass.
        private(set) var lens: LensMachine?

        /// Hands the lens the control's press after its interaction handled a pointer event,
        /// with the control's context, after bringing the lens's constants and Reduce Motion up
        /// to date.
        ///
        /// - Parameters:
        ///   - press: The interaction's press after the event (`nil` once the pointer is up).
        ///   - isNewPress: Whether the event began the press.
        ///   - time: The interaction's clock after the event.
        ///   - context: The control's context with the selection the event leaves (the
        ///     arrangement the bar shows).
        ///   - glass: The design's glass, or `nil` for a design without (no lens is kept).
        ///   - reduceMotion: The Reduce Motion setting.
        /// - Complexity: O(log n + d), as `LensMachine.handle`.
        mutating func follow(
            _ press: InteractionMachine.Press?, isNewPress: Bool, time: Double,
            in context: LensMachine.Context, glass: GlassStyle?, reduceMotion: Bool
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
            lens.handle(.pressChanged(press, isNewPress: isNewPress, time: time), in: context)
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
