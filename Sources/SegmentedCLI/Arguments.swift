/// A small parser for `--name value`, `--name=value` and `--flag` options. Every option must
/// be consumed; anything left over is an error, so a typo never passes silently.
///
/// The arguments are indexed once by option name, so taking an option, even one repeated
/// 100,000 times, costs O(1) amortised and a whole parse is linear in the number of
/// arguments. Each argument keeps the bytes it arrived with: a path that is not UTF-8 is
/// passed to the system unchanged (``path(_:)``), and only shown to people as decoded text.
struct Arguments {
    /// The arguments as text (invalid UTF-8 shown as U+FFFD), for options and messages.
    private let texts: [String]
    /// The arguments exactly as the system passed them.
    private let bytes: [[UInt8]]
    private var isConsumed: [Bool]
    /// Where each exact argument (`--rtl`, `--item`) occurs, in order.
    private var exact: [String: Occurrences] = [:]
    /// Where each `--name=value` argument occurs, by name, in order.
    private var assigned: [String: Occurrences] = [:]

    /// Positions of one spelling, with a cursor past those already consumed.
    private struct Occurrences {
        var indices: [Int] = []
        var cursor = 0
    }

    init(_ items: [String]) {
        self.init(bytes: items.map { Array($0.utf8) })
    }

    /// Arguments as raw bytes, as `argv` holds them.
    init(bytes: [[UInt8]]) {
        self.bytes = bytes
        texts = bytes.map { String(decoding: $0, as: UTF8.self) }
        isConsumed = Array(repeating: false, count: bytes.count)
        for (index, text) in texts.enumerated() where text.hasPrefix("-") {
            exact[text, default: Occurrences()].indices.append(index)
            if let equals = text.firstIndex(of: "=") {
                assigned[String(text[..<equals]), default: Occurrences()].indices.append(index)
            }
        }
    }

    /// How many times an option may have been given (both spellings); an upper bound taken
    /// before any work, so that caps are checked first.
    func count(of name: String) -> Int {
        (exact[name]?.indices.count ?? 0) + (assigned[name]?.indices.count ?? 0)
    }

    /// Whether `--help` or `-h` was given.
    mutating func wantsHelp() -> Bool {
        flag("--help") || flag("-h")
    }

    /// Removes a flag and tells whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = peek(in: &exact[name]) else { return false }
        isConsumed[index] = true
        return true
    }

    /// Removes an option and returns its value, or `nil` when absent.
    mutating func option(_ name: String) throws -> String? {
        try optionIndex(name).map { index, offset in
            String(decoding: bytes[index][offset...], as: UTF8.self)
        }
    }

    /// Removes an option and returns its value's bytes unchanged (for paths).
    mutating func path(_ name: String) throws -> [UInt8]? {
        try optionIndex(name).map { index, offset in Array(bytes[index][offset...]) }
    }

    /// The first remaining occurrence of an option in either spelling: the index of the
    /// argument holding its value and the byte offset where the value starts.
    private mutating func optionIndex(_ name: String) throws -> (Int, Int)? {
        let spaced = peek(in: &exact[name])
        let joined = peek(in: &assigned[name])
        if let joined, spaced.map({ joined < $0 }) ?? true {
            isConsumed[joined] = true
            return (joined, name.utf8.count + 1)
        }
        guard let spaced else { return nil }
        isConsumed[spaced] = true
        guard let value = isConsumed[(spaced + 1)...].firstIndex(of: false) else {
            throw CLIError("\(name) needs a value")
        }
        isConsumed[value] = true
        return (value, 0)
    }

    /// The first unconsumed index of a list, moving its cursor past consumed ones.
    private func peek(in occurrences: inout Occurrences?) -> Int? {
        guard var list = occurrences else { return nil }
        defer { occurrences = list }
        while list.cursor < list.indices.count, isConsumed[list.indices[list.cursor]] {
            list.cursor += 1
        }
        return list.cursor < list.indices.count ? list.indices[list.cursor] : nil
    }

    /// An option as a finite number within a range.
    mutating func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = try option(name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw CLIError("\(name) must be a number, not '\(text)'")
        }
        guard range.contains(value) else {
            throw CLIError(
                "\(name) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(text)"
            )
        }
        return value
    }

    /// An option as a whole number within a range.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text) else {
            throw CLIError("\(name) must be a whole number, not '\(text)'")
        }
        guard range.contains(value) else {
            throw CLIError(
                "\(name) must be between \(range.lowerBound) and \(range.upperBound), not \(text)")
        }
        return value
    }

    /// Fails if anything was not consumed.
    func finish() throws {
        if let index = isConsumed.firstIndex(of: false) {
            let first = texts[index]
            throw CLIError(
                first.hasPrefix("-")
                    ? "unknown option '\(first)'" : "unexpected argument '\(first)'")
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
