/// A small parser for `--name value`, `--name=value` and `--flag` options. Every option must
/// be consumed; anything left over is an error, so a typo never passes silently.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    /// Whether `--help` or `-h` was given.
    mutating func wantsHelp() -> Bool {
        flag("--help") || flag("-h")
    }

    /// Removes a flag and tells whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name) else { return false }
        items.remove(at: index)
        return true
    }

    /// Removes an option and returns its value, or `nil` when absent.
    mutating func option(_ name: String) throws -> String? {
        if let index = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[index].dropFirst(name.count + 1))
            items.remove(at: index)
            return value
        }
        guard let index = items.firstIndex(of: name) else { return nil }
        guard index + 1 < items.count else { throw CLIError("\(name) needs a value") }
        let value = items[index + 1]
        items.removeSubrange(index...(index + 1))
        return value
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
        if let first = items.first {
            throw CLIError(
                first.hasPrefix("-")
                    ? "unknown option '\(first)'" : "unexpected argument '\(first)'")
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
