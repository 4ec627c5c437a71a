import SegmentedCore
import Testing

@Suite("SegmentedDesign.FontWeight")
struct FontWeightTests {
    @Test("the nine named weights are 100 to 900 in steps of 100, lightest first")
    func numericWeights() {
        #expect(
            SegmentedDesign.FontWeight.allCases.map(\.numericWeight)
                == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test("a weight picks the nearest named weight; a tie rounds up")
    func nearest() {
        // Worked by hand: 449 is 49 above 400 and 51 below 500; 450 is a tie, so up.
        let cases: [(Double, SegmentedDesign.FontWeight)] = [
            (400, .regular), (449, .regular), (450, .medium), (550, .semibold),
            (625, .semibold), (650, .bold), (700, .bold), (149.9, .ultraLight),
            (150, .thin), (850, .black), (900, .black),
        ]
        for (weight, named) in cases {
            #expect(SegmentedDesign.FontWeight(nearest: weight) == named, "\(weight)")
        }
    }

    @Test("weights outside 100...900 clamp; NaN reads as the lightest")
    func hostile() {
        #expect(SegmentedDesign.FontWeight(nearest: -5) == .ultraLight)
        #expect(SegmentedDesign.FontWeight(nearest: 0) == .ultraLight)
        #expect(SegmentedDesign.FontWeight(nearest: 1e300) == .black)
        #expect(SegmentedDesign.FontWeight(nearest: .infinity) == .black)
        #expect(SegmentedDesign.FontWeight(nearest: -.infinity) == .ultraLight)
        #expect(SegmentedDesign.FontWeight(nearest: .nan) == .ultraLight)
    }

    @Test("a title transform's named weight and standard weight agree")
    func titleTransform() {
        let transform = TitleProgressStyle.bolder.transform(emphasis: 0.5)
        // .bolder runs 400 to 600, so half-way is 500: medium.
        #expect(transform.fontWeight == .medium)
        #expect(transform.standardWeight == 500)
    }
}
