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
    /// What carries over: the items in order, the selection binding, disabled segments, the
    /// environment's `isEnabled`, each title as the segment's VoiceOver label and the
    /// picker's own VoiceOver value ("2 of 3").
    ///
    /// The system control never keeps showing a selection the app does not have:
    /// - On iOS 17, macOS 14 and tvOS 17 and later a disabled segment is disabled in the
    ///   system control (`selectionDisabled(_:)`): dimmed, and a tap does nothing.
    /// - On iOS 16 and macOS 13 the system picker cannot disable one option (`disabled(_:)` on
    ///   an option is ignored; see docs/platform.md): the segment looks enabled and takes the
    ///   tap, the binding is not written, and the picker is made again showing the binding, so
    ///   the tapped segment shows for a moment. Use a drawn style if it has to look disabled.
    /// - Any write the control refuses is handled the same way.
    /// - A bound id that is disabled shows that segment selected, as `Picker` does (the drawn
    ///   styles show the nearest enabled one).
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
    /// one option per item, tagged with its index; the core's selection model decides whether
    /// a choice is taken.
    ///
    /// The picker is a platform control with a selection of its own (docs/platform.md, "The
    /// system picker"): a tap moves the segment it shows before the binding hears of it, and
    /// nothing documents SwiftUI showing the binding's value again when the write is refused.
    /// So a disabled segment is disabled in the platform control itself where the OS can
    /// (`selectionDisabled(_:)`, iOS 17, macOS 14, tvOS 17; `disabled(_:)` on an option is
    /// ignored), and any refused write (iOS 16, or a platform that lets the tap
    /// through anyway) gives the picker a new identity, so the control is made again showing
    /// the binding's value: the tapped segment shows for a moment, then the app's selection
    /// is back.
    struct SystemSegmentedPicker: View {
        /// The selection as the control sees it (which segments are enabled).
        let selection: SelectionModel
        /// The segment of the bound id, disabled or not (`nil` when no item has it): what the
        /// picker shows, as `Picker` shows its binding's tag.
        let boundIndex: Int?
        /// Each segment's content.
        let labels: [AnyView]
        /// Each segment's VoiceOver label, where the control knows it.
        let accessibilityLabels: [String]?
        /// Writes the binding for a selection the core accepts; returns whether it wrote.
        let select: @MainActor (Int) -> Bool

        /// How many writes the control refused; the picker's identity, so each refusal makes
        /// a new platform control that shows the binding's value.
        @State private var refusals = 0

        var body: some View {
            let shown = boundIndex
            let select = select
            let refusals = $refusals
            // No selection, or one the items do not hold, shows no segment selected: no
            // option has the tag -1.
            // The setter closure takes this main-actor context (Binding's `set` is not
            // `@Sendable` before the iOS 18 SDK and `@_inheritActorContext` from it on).
            let binding = Binding<Int>(
                get: { shown ?? -1 },
                set: { index in
                    if !select(index) { refusals.wrappedValue &+= 1 }
                })
            Picker(selection: binding) {
                ForEach(labels.indices, id: \.self) { index in
                    option(index)
                        .systemSegmentSelectionDisabled(!selection.isEnabled(index))
                        .tag(index)
                }
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .id(refusals.wrappedValue)
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

    extension View {
        /// Disables a system picker's option where the OS can: `selectionDisabled(_:)` from
        /// iOS 17, macOS 14 and tvOS 17 (what Apple gives for "individual Picker items"; see
        /// docs/platform.md); before, nothing (`disabled(_:)` on an option is ignored), and
        /// the picker's refusal makes it show the binding again.
        @ViewBuilder
        fileprivate func systemSegmentSelectionDisabled(_ isDisabled: Bool) -> some View {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), OSAvailability.iOS17 {
                selectionDisabled(isDisabled)
            } else {
                self
            }
        }
    }

#endif
