#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Interface Builder: what a storyboard or nib can set on the control. Interface Builder
    // stores a `UISegmentedControl`'s segments in that class's own archive, which only it
    // reads, and it offers a `UISegmentedControl` no class that is not a subclass of it; so
    // the control is a View whose class is `SegmentedTabControl`, and its segments and
    // selection are inspectable attributes, which UIKit sets by key after `init(coder:)` and
    // before `awakeFromNib()` (Xcode Help, "Add a user-defined runtime attribute").
    extension SegmentedTabControl {
        /// What the nib's attributes set while it loads.
        struct NibLoading {
            /// The last ``SegmentedTabControl/selectedSegmentIndex`` set.
            var selectedSegmentIndex: Int?
        }

        /// The segments' titles, separated by commas, for Interface Builder's attributes
        /// inspector (Segment Titles) or its User Defined Runtime Attributes (`segmentTitles`,
        /// String): setting it replaces all of ``items`` (images, badges, actions and enabled
        /// states with them) with a title segment for each, with the surrounding spaces
        /// trimmed and empty titles left out. Reading it joins the titles with ", " (an
        /// image-only segment reads back as ""). A title that contains a comma cannot be
        /// written here, and titles written here are not exported for storyboard
        /// localization: set ``items`` in code.
        ///
        /// ```swift
        /// control.segmentTitles = "Day, Week, Month"
        /// control.items.map(\.title)  // ["Day", "Week", "Month"]
        /// ```
        ///
        /// - Complexity: O(n) in the length of the string and the number of segments.
        #if canImport(ObjectiveC)
            @objc(segmentTitles)
        #endif
        @IBInspectable public var segmentTitles: String {
            get { items.map { $0.title ?? "" }.joined(separator: ", ") }
            set {
                items = newValue.split(separator: ",", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    .filter { !$0.isEmpty }
                    .map { Item(title: $0) }
            }
        }

        /// Notes a selection set while a nib loads, to apply once its segments are there.
        func noteNibSelection(_ index: Int) {
            if nibLoading != nil { nibLoading?.selectedSegmentIndex = index }
        }

        /// The end of loading from a nib: the selection its attributes set, now that its
        /// segments are set too.
        func finishNibLoading() {
            guard let loading = nibLoading else { return }
            nibLoading = nil
            if let index = loading.selectedSegmentIndex, index != selectedSegmentIndex {
                selectedSegmentIndex = index
            }
        }
    }
#endif
