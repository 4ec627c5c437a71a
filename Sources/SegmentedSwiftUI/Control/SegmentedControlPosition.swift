#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    private struct SegmentedControlPositionKey: EnvironmentKey {
        static var defaultValue: Double? { nil }
    }

    /// A pager's position as the pager keeps it, handed to the controls inside without its
    /// value: only the views that draw the position (the bar's layout, the indicator and the
    /// labels) read it, so a pager frame redraws them and not the control. A reference, so
    /// the environment holds the same value until the pager makes a new one.
    final class SegmentedPositionSource {
        /// The pager's position (1.5 is halfway from segment 1 to 2).
        let position: Binding<Double>
        init(position: Binding<Double>) { self.position = position }
    }

    private struct SegmentedPositionSourceKey: EnvironmentKey {
        static var defaultValue: SegmentedPositionSource? { nil }
    }

    extension EnvironmentValues {
        var segmentedControlPosition: Double? {
            get { self[SegmentedControlPositionKey.self] }
            set { self[SegmentedControlPositionKey.self] = newValue }
        }

        /// The pager position the segmented controls inside draw, if a pager drives them.
        var segmentedPositionSource: SegmentedPositionSource? {
            get { self[SegmentedPositionSourceKey.self] }
            set { self[SegmentedPositionSourceKey.self] = newValue }
        }
    }

    extension View {
        /// Lets a pager drive the segmented controls in this view frame by frame: the
        /// indicator and label emphasis follow `position` (1.5 is halfway from segment 1 to
        /// 2) instead of animating to the selection. Write it from a paging scroll view or a
        /// `TabView(.page)`, for example with `segmentedPagingPosition(_:page:pageCount:in:)`;
        /// keep the selection bound to the pager's page so taps still turn pages.
        ///
        /// ```swift
        /// @State private var page = 0
        /// @State private var position = 0.0
        ///
        /// SegmentedControl(["Posts", "Likes"], selection: $page)
        ///     .segmentedControlStyle(.pagedHeader)
        ///     .segmentedControlPosition(position)
        /// ```
        ///
        /// The control only reads the position, so it takes the value, as `offset(x:)` does:
        /// the view that reads `position` in its `body` is the one that updates each frame,
        /// so keep the control in a small view of its own when the rest is costly to update.
        /// A position outside the segments is clamped to the first or last and NaN counts as
        /// 0, as the core's `Arrangement.indicatorFrame(at:)` decides.
        ///
        /// - Parameter position: The fractional position, usually from a pager; `nil` lets
        ///   the indicator follow the selection again.
        public func segmentedControlPosition(_ position: Double?) -> some View {
            environment(\.segmentedControlPosition, position)
        }

        /// The earlier form, which took a binding it never wrote: pass the value instead.
        ///
        /// ```swift
        /// // Before:
        /// SegmentedControl(["Posts", "Likes"], selection: $page)
        ///     .segmentedControlPosition($position)
        /// // After:
        /// SegmentedControl(["Posts", "Likes"], selection: $page)
        ///     .segmentedControlPosition(position)
        /// ```
        ///
        /// - Parameter position: A binding whose value is read once, when the modifier is made.
        @available(
            *, deprecated,
            message: "Pass the value: segmentedControlPosition(position) instead of ($position)"
        )
        public func segmentedControlPosition(_ position: Binding<Double>) -> some View {
            segmentedControlPosition(position.wrappedValue)
        }

        /// Writes a pager's fractional page into `position` as this page moves: put it on one
        /// page of a `TabView(.page)` or of a paging horizontal `ScrollView`, name the pager's
        /// coordinate space, and hand its value to `segmentedControlPosition(_:)`.
        /// The page reads its own frame in the pager (a `GeometryReader` in its background)
        /// and the core's `PagingGeometry.position(page:atMinX:)` turns where it sits into the
        /// position, mirrored in right-to-left layouts, where page 0 is at the right.
        ///
        /// ```swift
        /// TabView(selection: $page) {
        ///     ForEach(0..<2, id: \.self) { index in
        ///         PageView(index: index)
        ///             .segmentedPagingPosition($position, page: index, pageCount: 2, in: "pager")
        ///             .tag(index)
        ///     }
        /// }
        /// .tabViewStyle(.page(indexDisplayMode: .never))
        /// .coordinateSpace(name: "pager")
        /// ```
        ///
        /// Every page may report: each implies the same scroll offset, so they agree.
        /// Start `position` at the selected page: nothing is written until a page moves.
        ///
        /// - Parameters:
        ///   - position: The position to write.
        ///   - page: This page's index.
        ///   - pageCount: The number of pages.
        ///   - coordinateSpace: The name given to the pager with `coordinateSpace(name:)`.
        public func segmentedPagingPosition<Name: Hashable>(
            _ position: Binding<Double>, page: Int, pageCount: Int, in coordinateSpace: Name
        ) -> some View {
            modifier(
                PagingPositionReader(
                    position: position, page: page, pageCount: pageCount,
                    coordinateSpace: AnyHashable(coordinateSpace)))
        }
    }

    /// Reads a page's frame in the pager and writes the core's position when it changes.
    private struct PagingPositionReader: ViewModifier {
        @Binding var position: Double
        let page: Int
        let pageCount: Int
        let coordinateSpace: AnyHashable
        @Environment(\.layoutDirection) private var layoutDirection

        func body(content: Content) -> some View {
            content.background(
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .named(coordinateSpace))
                    let paging = PagingGeometry(
                        pageWidth: Double(frame.width), pageCount: pageCount,
                        layoutDirection: SegmentedCore.LayoutDirection(layoutDirection))
                    let value = paging.position(page: page, atMinX: Double(frame.minX))
                    // Every page implies the same offset, so whichever pages the pager has
                    // laid out write the same position.
                    Color.clear.onValueChange(of: value) { newValue in
                        position = newValue
                    }
                })
        }
    }
#endif
