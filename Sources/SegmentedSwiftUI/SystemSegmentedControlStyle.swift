#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    /// The system's own segmented control: the control shows a `Picker` with the
    /// `.segmented` style, driven by the same items, selection binding and disabled segments,
    /// so the app gets exactly what the OS draws (the iOS 26 glass on iOS 26, the iOS 13–18
    /// look before) without changing its code.
    ///
    /// ```swift
    /// SegmentedControl(["Day", "Week", "Month"], selection: $index, disabled: [2])
    ///     .segmentedControlStyle(.system)
    /// ```
    ///
    /// What carries over: the items in order, the selection binding (a selection the core
    /// refuses, such as a disabled segment, is not written and the picker shows the binding
    /// again), disabled segments (`disabled(_:)` on the segment; a tap on one never changes the
    /// selection), the environment's `isEnabled`, each title as the segment's VoiceOver label
    /// and the picker's own VoiceOver value ("2 of 3").
    ///
    /// What the system control cannot have: badges, the style's colours, fonts and custom
    /// indicator (`segmentedControlIndicator(_:)`), label emphasis, custom label views beyond
    /// one text or one image per segment (a `Label` shows one of the two), a position driven
    /// by a pager (`segmentedControlPosition(_:)` is ignored: the picker shows the committed
    /// selection), the reselect action (`onSegmentReselect(perform:)` never runs), scrolling
    /// when the titles do not fit (the system narrows or truncates them) and the design's
    /// motion (the system animates its own indicator).
    public struct SystemSegmentedControlStyle: Sendable, Hashable {
        /// The design the control would draw; the system picker does not use it. It is the
        /// sliding pill, the nearest drawn look, for code that reads a style's design.
        public var design = SegmentedDesign.slidingPill

        /// Creates the system style.
        ///
        /// ```swift
        /// control.segmentedControlStyle(SystemSegmentedControlStyle())
        /// ```
        public init() {}
    }

    extension SystemSegmentedControlStyle: SegmentedControlStyle {}

    extension SegmentedControlStyle where Self == SystemSegmentedControlStyle {
        /// The system's segmented picker, whatever the OS draws.
        ///
        /// ```swift
        /// control.segmentedControlStyle(.system)
        /// ```
        public static var system: Self { Self() }
    }

    /// The system picker a ``SegmentedControl`` shows under ``SystemSegmentedControlStyle``:
    /// one option per item, tagged with its index; the core's selection model decides what
    /// is selected and whether a choice is taken.
    struct SystemSegmentedPicker: View {
        /// The selection as the control sees it.
        let selection: SelectionModel
        /// Each segment's content.
        let labels: [AnyView]
        /// Each segment's VoiceOver label, where the control knows it.
        let accessibilityLabels: [String]?
        /// Writes the binding for a selection the core accepts.
        let select: @MainActor (Int) -> Void

        var body: some View {
            let selection = selection
            let select = select
            // No selection, or one the items do not hold, shows no segment selected: no
            // option has the tag -1.
            // The setter closure takes this main-actor context (Binding's `set` is not
            // `@Sendable` before the iOS 18 SDK and `@_inheritActorContext` from it on).
            let binding = Binding<Int>(
                get: { selection.selectedIndex ?? -1 },
                set: { index in select(index) })
            Picker(selection: binding) {
                ForEach(labels.indices, id: \.self) { index in
                    option(index)
                        .disabled(!selection.isEnabled(index))
                        .tag(index)
                }
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
            .labelsHidden()
        }

        @ViewBuilder
        private func option(_ index: Int) -> some View {
            if let accessibilityLabels, accessibilityLabels.indices.contains(index) {
                labels[index].accessibilityLabel(accessibilityLabels[index])
            } else {
                labels[index]
            }
        }
    }

#endif
