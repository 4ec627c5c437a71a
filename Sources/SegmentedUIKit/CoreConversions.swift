// Conversions between the core's Double-based values and UIKit's CGFloat-based ones. No
// arithmetic happens here: numbers are only copied across.
#if canImport(UIKit) && !os(watchOS)
    import SegmentedCore
    import UIKit

    extension CGRect {
        init(_ rect: Rect) {
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    extension Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y),
                width: Double(rect.size.width), height: Double(rect.size.height))
        }
    }

    extension CGSize {
        init(_ size: Size) {
            self.init(width: size.width, height: size.height)
        }
    }

    extension Size {
        init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension Point {
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

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
