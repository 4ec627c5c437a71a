/// Reads the fuzzer's bytes as the numbers a test would choose. Running out of bytes gives
/// zeros, so every input, however short, is a complete case.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, count: Int) {
        bytes = UnsafeBufferPointer(start: data, count: max(0, count))
    }

    var isExhausted: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A small count or index in `0..<bound` (bound ≤ 256).
    mutating func small(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(byte()) % bound }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            value |= UInt64(byte()) << UInt64(shift)
        }
        return value
    }

    /// An Int: usually small, sometimes extreme, sometimes any 64-bit pattern.
    mutating func int(normal bound: Int) -> Int {
        switch byte() % 8 {
        case 0: return [Int.min, Int.max, Int.min + 1, Int.max - 1, -1][small(5)]
        case 1: return Int(truncatingIfNeeded: uint64())
        case 2: return bound + small(4)
        default: return small(max(1, min(bound, 256)))
        }
    }

    static let specials: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 1e300, -1e300, 1e-300, 1e12, 1e15, -1, 0.5, 1, 2,
        Double(Int.max), .ulpOfOne, 1 - .ulpOfOne, 1e12 + 1,
    ]

    /// A Double: a raw 8-byte pattern (so NaN payloads, infinities and subnormals appear), a
    /// special value, or an ordinary value scaled from one or two bytes.
    mutating func double() -> Double {
        switch byte() % 8 {
        case 0: return Double(bitPattern: uint64())
        case 1: return Self.specials[small(Self.specials.count)]
        case 2: return -Double(byte()) / 4
        case 3: return (Double(byte()) * 256 + Double(byte())) / 16
        default: return Double(byte()) / 2
        }
    }
}
