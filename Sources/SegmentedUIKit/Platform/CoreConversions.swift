// Conversions between the core's values and UIKit's: directions and colours. (Points, sizes
// and rectangles convert in the core, Geometry+CoreGraphics.swift, for every front-end.) No
// arithmetic happens here: numbers are only copied across.
#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension LayoutDirection {
        init(_ direction: UIUserInterfaceLayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    extension UIColor {
        convenience init(_ color: RGBAColor) {
            self.init(
                red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    extension RGBAColor {
        /// The colour resolved for a trait collection (dark mode, contrast), in sRGB.
        init(_ color: UIColor, traits: UITraitCollection) {
            let resolved = color.resolvedColor(with: traits)
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            if resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
                self.init(red: red, green: green, blue: blue, alpha: alpha)
            } else {
                // Pattern colours and the like: keep only their opacity.
                self.init(red: 0, green: 0, blue: 0, alpha: resolved.cgColor.alpha)
            }
        }
    }
#endif
