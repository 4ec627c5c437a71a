/// Turns the bytes a terminal sends in raw mode into ``KeyEvent``s.
///
/// Bytes may arrive split anywhere, so an unfinished escape sequence or UTF-8 character is
/// kept until more bytes come. A lone `ESC` is ambiguous — the Escape key, or the start of a
/// sequence whose rest is still on its way — so it stays pending too; when nothing follows
/// within a short wait, the caller calls ``flush()`` and gets ``KeyEvent/escape``.
///
/// Recognised: arrows (`ESC [ A`, `ESC O A`, with modifiers such as `ESC [ 1 ; 5 C`); Home and
/// End in their `ESC [ H`, `ESC [ F`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 7 ~` and
/// `ESC [ 8 ~` forms; Shift-Tab `ESC [ Z`; SGR mouse reports `ESC [ < b ; x ; y M` (or `m`);
/// Tab, Return, Backspace, control keys, and UTF-8 text.
///
/// ```swift
/// var parser = KeyParser()
/// parser.parse(Array("\u{1B}[C".utf8))  // [.right]
/// parser.parse([0x1B])                  // [] (pending)
/// parser.flush()                        // [.escape]
/// ```
public struct KeyParser: Sendable {
    private var pending: [UInt8] = []

    /// The longest control sequence kept while waiting for its end; longer ones are dropped.
    static let maximumSequenceLength = 64

    /// Creates a parser with nothing pending.
    ///
    /// ```swift
    /// var parser = KeyParser()
    /// ```
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (or a bare `ESC` for
    /// ``flush()``).
    public var hasPending: Bool { !pending.isEmpty }

    /// Parses newly read bytes, returning every event they complete.
    ///
    /// ```swift
    /// parser.parse(Array("\u{1B}[<0;10;5M".utf8))
    /// // [.mouse(MouseEvent(button: 0, column: 9, row: 4, isPress: true))]
    /// ```
    ///
    /// - Parameter bytes: The bytes, in the order read.
    /// - Returns: The events, in order.
    /// - Complexity: O(n) in the number of bytes.
    public mutating func parse(_ bytes: [UInt8]) -> [KeyEvent] {
        let input = pending + bytes
        pending = []
        var events: [KeyEvent] = []
        var index = 0
        while index < input.count {
            switch Self.event(in: input, at: index) {
            case .complete(let event, let length):
                if let event { events.append(event) }
                index += length
            case .incomplete:
                pending = Array(input[index...])
                return events
            }
        }
        return events
    }

    /// Gives up waiting: a pending bare `ESC` becomes ``KeyEvent/escape``; any other
    /// unfinished sequence becomes ``KeyEvent/unknown``.
    ///
    /// ```swift
    /// if parser.hasPending, !terminal.waitForInput(milliseconds: 25) {
    ///     events += parser.flush()
    /// }
    /// ```
    ///
    /// - Returns: The events the pending bytes stand for.
    public mutating func flush() -> [KeyEvent] {
        guard !pending.isEmpty else { return [] }
        let bytes = pending
        pending = []
        return bytes == [0x1B] ? [.escape] : [.unknown]
    }

    private enum Step {
        case complete(KeyEvent?, length: Int)
        case incomplete
    }

    private static func event(in bytes: [UInt8], at start: Int) -> Step {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return escape(in: bytes, at: start)
        case 0x09:
            return .complete(.tab, length: 1)
        case 0x0D, 0x0A:
            return .complete(.enter, length: 1)
        case 0x7F, 0x08:
            return .complete(.backspace, length: 1)
        case 0x00:
            return .complete(.control("@"), length: 1)
        case 0x01...0x1F:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .complete(.control(letter), length: 1)
        case 0x20..<0x7F:
            return .complete(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            return utf8(in: bytes, at: start)
        }
    }

    private static func escape(in bytes: [UInt8], at start: Int) -> Step {
        guard start + 1 < bytes.count else { return .incomplete }
        switch bytes[start + 1] {
        case 0x5B:  // [
            return controlSequence(in: bytes, at: start)
        case 0x4F:  // O
            guard start + 2 < bytes.count else { return .incomplete }
            return .complete(cursorKey(bytes[start + 2]) ?? .unknown, length: 3)
        default:
            // ESC followed by anything else (Alt+key, or ESC ESC): the Escape key, then the
            // rest parsed on its own.
            return .complete(.escape, length: 1)
        }
    }

    private static func controlSequence(in bytes: [UInt8], at start: Int) -> Step {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count else {
            if index - start > maximumSequenceLength {
                return .complete(.unknown, length: index - start)
            }
            return .incomplete
        }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a control sequence after all: drop what was read of it.
            return .complete(.unknown, length: length - 1)
        }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        if parameters.hasPrefix("<"), final == 0x4D || final == 0x6D {
            let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
            // Terminals report 1-based cells; anything else (0, negative, huge) is not a click.
            guard numbers.count == 3, numbers[0] >= 0, (1...100_000).contains(numbers[1]),
                (1...100_000).contains(numbers[2])
            else { return .complete(.unknown, length: length) }
            let mouse = MouseEvent(
                button: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                isPress: final == 0x4D)
            return .complete(.mouse(mouse), length: length)
        }
        let first = parameters.split(separator: ";").first.flatMap { Int($0) }
        let event: KeyEvent
        switch final {
        case 0x5A: event = .backTab
        case 0x7E:
            switch first {
            case 1, 7: event = .home
            case 4, 8: event = .end
            default: event = .unknown
            }
        default: event = cursorKey(final) ?? .unknown
        }
        return .complete(event, length: length)
    }

    /// The arrow, Home or End key a final byte names, after `ESC O` (SS3) as after `ESC [`:
    /// A up, B down, C right, D left, H Home, F End.
    private static func cursorKey(_ final: UInt8) -> KeyEvent? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    private static func utf8(in bytes: [UInt8], at start: Int) -> Step {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .complete(.unknown, length: 1)
        }
        guard start + length <= bytes.count else {
            // Wait for the rest unless a byte already seen cannot continue the character.
            for index in (start + 1)..<bytes.count where bytes[index] & 0xC0 != 0x80 {
                return .complete(.unknown, length: 1)
            }
            return .incomplete
        }
        let scalars = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        guard let character = scalars.first, scalars.count == 1, character != "\u{FFFD}" else {
            return .complete(.unknown, length: 1)
        }
        return .complete(.character(character), length: length)
    }
}
