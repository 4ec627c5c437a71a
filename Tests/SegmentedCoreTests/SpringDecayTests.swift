import Foundation
import Testing

@testable import SegmentedCore

/// The lens's moving frames take a spring's decay from a rational function
/// (`Spring.decay(log2:)`, and e^x through it as `Spring.decay`), not from libm's `exp`.
/// These tests measure how far it is from `exp` and `exp2` over the exponents a settling
/// spring meets and beyond, and check what a decay must do: exactly 1 at the start, never
/// rising as the exponent falls, never leaving `(0, 1]`.
@Suite("Spring decay")
struct SpringDecayTests {
    /// Two million and one evenly spaced exponents of `−40...0` (a 0.4 s critically damped
    /// spring has ω·t ≈ 16 one second in), then whole and half multiples of ln 2 and their
    /// neighbours, where the range reduction switches from one power of two to the next.
    static let grid: [Double] = {
        var grid = (0...2_000_000).map { -40 * Double($0) / 2_000_000 }
        for k in 0...60 {
            for middle in [Double(k) * M_LN2, (Double(k) + 0.5) * M_LN2] {
                grid += [-middle, -middle.nextUp, -middle.nextDown]
            }
        }
        return grid.sorted(by: >)
    }()

    /// Binary exponents down to −60 in steps of 2⁻¹⁴, then every whole and half number
    /// down to −1022 and their neighbours: where the whole part steps, the fraction jumps
    /// from −1/2 to 1/2.
    static let binaryGrid: [Double] = {
        var grid = (0...(60 << 14)).map { -Double($0) / Double(1 << 14) }
        for k in 0...1021 {
            for middle in [Double(k), Double(k) + 0.5] {
                grid += [-middle, -middle.nextUp, -middle.nextDown]
            }
        }
        return grid.filter { $0 <= 0 }.sorted(by: >)
    }()

    @Test("within 5 × 10⁻¹² of exp, relatively, from 0 down to −40 and at −700")
    func errorAgainstLibm() {
        var worst = 0.0
        for x in Self.grid {
            worst = max(worst, abs(Spring.decay(x) / exp(x) - 1))
        }
        // Measured: 1.4e-14, the rounding of x·log₂e included (an indicator 10 segments of
        // 100 pt from its target is off by at most 1.4 × 10⁻¹¹ pt).
        #expect(worst <= 5e-12, "worst relative error: \(worst)")
        for x in [-100.0, -300, -700, -707.9] {
            #expect(abs(Spring.decay(x) / exp(x) - 1) <= 5e-12, "at \(x)")
        }
    }

    @Test("in base 2, within 2 × 10⁻¹⁴ of exp2 down to −1022, 1 at 0, never rising")
    func binary() {
        #expect(Spring.decay(log2: 0) == 1)
        #expect(Spring.decay(log2: -0.0) == 1)
        var worst = 0.0
        var previous = 1.0
        var problems = [String]()
        for y in Self.binaryGrid {
            let value = Spring.decay(log2: y)
            worst = max(worst, abs(value / exp2(y) - 1))
            if value > previous || !value.isNormal || value > 1 {
                problems.append("\(y): \(value) after \(previous)")
            }
            previous = value
        }
        // Measured: 1.13e-14, the fit's 1.11e-14 and the rounding.
        #expect(worst <= 2e-14, "worst relative error: \(worst)")
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(Spring.decay(log2: -1023) == Spring.decay(log2: -1022))
        #expect(Spring.decay(log2: -.infinity) == Spring.decay(log2: -1022))
    }

    @Test("1 at 0, in (0, 1] everywhere, never rising as the exponent falls")
    func shape() {
        #expect(Spring.decay(0) == 1)
        #expect(Spring.decay(-0.0) == 1)
        var previous = Spring.decay(0)
        var problems = [String]()
        for x in Self.grid {
            let value = Spring.decay(x)
            if value > previous || value <= 0 || value > 1 {
                problems.append("\(x): \(value) after \(previous)")
            }
            previous = value
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test("below −708 it holds at e^−708 instead of going subnormal")
    func floor() {
        #expect(Spring.decay(-709) == Spring.decay(-708))
        #expect(Spring.decay(-.greatestFiniteMagnitude) == Spring.decay(-708))
        #expect(Spring.decay(-.infinity) == Spring.decay(-708))
        #expect(Spring.decay(-708) > 0 && Spring.decay(-708).isNormal)
    }
}
