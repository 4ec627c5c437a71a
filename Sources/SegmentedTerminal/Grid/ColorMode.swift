/// How much colour a terminal shows, which decides how styles are encoded.
///
/// ```swift
/// let colors = ColorMode.detect(environment: ProcessInfo.processInfo.environment)
/// let text = grid.ansiText(colors: colors)
/// ```
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour: `ESC [ 38;2;r;g;b m`.
    case trueColor = "truecolor"
    /// The xterm 256-colour palette: `ESC [ 38;5;n m`, the nearest entry to each colour.
    case palette256 = "256"
    /// No escape codes at all: plain text, the selection marked by characters only.
    case none

    /// The mode a terminal asks for through its environment, following common practice:
    /// `NO_COLOR` set to anything non-empty, an unset `TERM` or `TERM=dumb` give ``none``;
    /// `COLORTERM=truecolor` or `24bit` gives ``trueColor``; anything else ``palette256``.
    ///
    /// ```swift
    /// ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"])  // .trueColor
    /// ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": "1"])  // .none
    /// ```
    ///
    /// - Parameter environment: The process environment.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .none }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }

    /// A short name for status lines: `truecolor`, `256` or `none`.
    public var name: String { rawValue }

    /// The next mode in the order true colour, 256 colours, none, for a key that cycles them.
    ///
    /// ```swift
    /// ColorMode.none.next  // .trueColor
    /// ```
    public var next: ColorMode {
        switch self {
        case .trueColor: .palette256
        case .palette256: .none
        case .none: .trueColor
        }
    }
}
