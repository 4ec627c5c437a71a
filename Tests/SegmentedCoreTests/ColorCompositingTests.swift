import SegmentedCore
import Testing

@Suite("Compositing colours")
struct ColorCompositingTests {
    @Test("a half-transparent title over white looks mid grey")
    func halfOverWhite() {
        #expect(RGBAColor.black.withOpacity(0.5).composited(over: .white).hexString == "#808080")
    }

    @Test("an opaque colour hides the background; a clear one shows it")
    func extremes() {
        let blue = RGBAColor(hex: "#1E88E5")!
        #expect(blue.composited(over: .white) == blue)
        #expect(RGBAColor.clear.composited(over: blue) == blue)
        #expect(RGBAColor.clear.composited(over: .clear) == .clear)
    }

    @Test("over a translucent background the opacities combine")
    func translucent() {
        let result = RGBAColor.white.withOpacity(0.5).composited(
            over: RGBAColor.black.withOpacity(0.5))
        #expect(abs(result.alpha - 0.75) < 1e-12)
    }
}
