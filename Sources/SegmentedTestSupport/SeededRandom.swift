/// A small, fast, seeded random generator (SplitMix64), so property tests draw the same cases
/// on every run and a failure names the seed that reproduces it.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let count = Int.random(in: 0...50, using: &random)
/// let width = random.hostileDouble()
/// ```
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One of the elements, chosen uniformly.
    public mutating func element<T>(of array: [T]) -> T {
        array[Int.random(in: 0..<array.count, using: &self)]
    }

    /// The numbers that break geometry code: NaN, infinities, zero and minus zero, the
    /// smallest subnormal, the largest finite value, negatives, huge and tiny magnitudes.
    public static let hostileValues: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 1e300, -1e300, 1e-300, 1e15, -1, -0.5, 0.5, 1, 2,
        Double(Int.max), Double(Int.min), .ulpOfOne, 1 - .ulpOfOne,
    ]

    /// A Double that is hostile about a third of the time (from ``hostileValues``, a random
    /// bit pattern or a huge magnitude) and otherwise an ordinary value in `range`.
    public mutating func hostileDouble(normal range: ClosedRange<Double> = 0...100) -> Double {
        switch Int.random(in: 0..<12, using: &self) {
        case 0, 1: return element(of: Self.hostileValues)
        case 2: return Double(bitPattern: next())
        case 3: return Double.random(in: -1e6...1e6, using: &self)
        default: return Double.random(in: range, using: &self)
        }
    }

    /// An Int that is occasionally extreme (`Int.min`, `Int.max`, negative or just out of
    /// range) and otherwise in `range`.
    public mutating func hostileInt(normal range: ClosedRange<Int>) -> Int {
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return element(of: [Int.min, Int.max, Int.min + 1, Int.max - 1, -1])
        case 1: return range.upperBound &+ Int.random(in: 1...3, using: &self)
        default: return Int.random(in: range, using: &self)
        }
    }
}
