import Foundation
import SegmentedCore
import Testing

@Suite("Geometry and the platform's CG types")
struct GeometryCoreGraphicsTests {
    @Test(
        "points, sizes and rectangles cross to CG types and back unchanged, NaN and infinity included"
    )
    func roundTrips() {
        let rect = Rect(x: -1.5, y: 2.25, width: 300.125, height: .infinity)
        let crossed = Rect(CGRect(rect))
        #expect(crossed == rect)
        #expect(CGRect(rect).origin.x == -1.5)
        #expect(CGRect(rect).size.width == 300.125)
        #expect(Size(CGSize(Size(width: 44, height: 0.5))) == Size(width: 44, height: 0.5))
        #expect(Point(CGPoint(Point(x: 3, y: -7))) == Point(x: 3, y: -7))
        #expect(Point(CGPoint(x: CGFloat.nan, y: 1)).x.isNaN)
    }
}
