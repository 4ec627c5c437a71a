import SegmentedCore
import Testing

@Suite("Corner radius clamped to a size")
struct SizeCornerRadiusTests {
    @Test("a radius is at most half the shorter side; infinity makes a capsule")
    func clamped() {
        let bar = Size(width: 300, height: 32)
        #expect(bar.clampedCornerRadius(9) == 9)
        #expect(bar.clampedCornerRadius(16) == 16)
        #expect(bar.clampedCornerRadius(20) == 16)
        #expect(bar.clampedCornerRadius(.infinity) == 16)
        // A narrow, tall rectangle: the width is the shorter side.
        #expect(Size(width: 12, height: 32).clampedCornerRadius(9) == 6)
        #expect(Size.zero.clampedCornerRadius(.infinity) == 0)
    }

    @Test("NaN and negative radii or sizes give 0; an infinite side does not limit")
    func hostile() {
        let square = Size(width: 8, height: 8)
        #expect(square.clampedCornerRadius(.nan) == 0)
        #expect(square.clampedCornerRadius(-3) == 0)
        #expect(square.clampedCornerRadius(-.infinity) == 0)
        #expect(Size(width: -8, height: 8).clampedCornerRadius(3) == 0)
        #expect(Size(width: .nan, height: 8).clampedCornerRadius(3) == 0)
        #expect(Size(width: 8, height: .nan).clampedCornerRadius(3) == 0)
        #expect(Size(width: .infinity, height: 8).clampedCornerRadius(.infinity) == 4)
    }

    @Test("the indicator and the track use the same rule as the size")
    func sameRule() {
        let sizes = [
            Size(width: 300, height: 32), Size(width: 12, height: 32), Size(width: -1, height: 4),
            Size(width: .nan, height: 8),
        ]
        for size in sizes {
            for radius in [0, 3, 9, 40, .infinity, .nan, -2] {
                #expect(
                    Indicator.fill(cornerRadius: radius).cornerRadius(fitting: size)
                        == size.clampedCornerRadius(radius), "\(size) \(radius)")
                var design = SegmentedDesign.slidingPill
                design.trackCornerRadius = radius
                #expect(
                    design.trackCornerRadius(fitting: size) == size.clampedCornerRadius(radius),
                    "\(size) \(radius)")
            }
        }
    }
}
