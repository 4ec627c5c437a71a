// Conversions between the core's values and SwiftUI's, at the edge of the front-end. (Points,
// sizes and rectangles convert in the core, Geometry+CoreGraphics.swift, for every
// front-end.) Nothing here decides a number: it only changes the type.
#if canImport(SwiftUI)
    import SegmentedCore
    import SwiftUI

    extension Rect {
        /// The rectangle as a `CGRect`, offset by an origin (a `Layout`'s bounds).
        func cgRect(offsetBy origin: CGPoint = .zero) -> CGRect {
            CGRect(
                x: origin.x + CGFloat(x), y: origin.y + CGFloat(y), width: CGFloat(width),
                height: CGFloat(height))
        }
    }

    extension RGBAColor {
        /// The colour in sRGB, as SwiftUI draws it.
        var color: Color {
            Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    extension Motion {
        /// The SwiftUI animation for this motion: `nil` for none; `.linear` and `.easeInOut`
        /// arrive as the timing curves they are (see `Motion.normalized`).
        var animation: Animation? {
            switch normalized {
            case .timingCurve(let x1, let y1, let x2, let y2, let duration):
                return .timingCurve(x1, y1, x2, y2, duration: duration)
            case .spring(let response, let dampingFraction):
                return .spring(response: response, dampingFraction: dampingFraction)
            case .none, .linear, .easeInOut:
                // `normalized` yields only none, timing curves and springs.
                return nil
            }
        }
    }

    extension SegmentedCore.LayoutDirection {
        /// The core's direction for SwiftUI's.
        init(_ direction: SwiftUI.LayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
#endif
