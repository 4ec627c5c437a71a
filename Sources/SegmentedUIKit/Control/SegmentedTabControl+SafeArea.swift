#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension SegmentedTabControl {
        /// Where the bar is laid out: the bounds less the safe area's sides, so in landscape
        /// no title or indicator sits under the sensor housing or past a rounded corner while
        /// the control's background still spans its whole frame, as a navigation bar's does.
        /// The top and bottom are the host's to place (a header sits below the safe area's
        /// top). Equal to the bounds wherever the control lies within the safe area.
        var barFrame: CGRect {
            let insets = safeAreaInsets
            let sides = UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
            let frame = bounds.inset(by: sides)
            // Insets wider than the control leave the bar no width, never a negative one.
            return CGRect(
                x: Swift.min(frame.minX, bounds.maxX), y: frame.minY,
                width: Swift.max(frame.width, 0), height: frame.height)
        }

        /// The width the bar's segments have to themselves: ``barFrame``'s.
        var viewportWidth: Double { Double(barFrame.width) }
    }
#endif
