/// One segment of a control drawn as SVG: its title, whether it can be selected, and an
/// optional badge.
///
/// ```swift
/// let segments: [SVGSegment] = [
///     "Home",
///     SVGSegment("Inbox", badge: .count(3)),
///     SVGSegment("Archive", isEnabled: false),
/// ]
/// ```
public struct SVGSegment: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A small mark at the top trailing corner of a segment's label.
    ///
    /// ```swift
    /// let unread = SVGSegment.Badge.count(12)
    /// let news = SVGSegment.Badge.dot
    /// ```
    public enum Badge: Sendable, Hashable {
        /// A plain dot.
        case dot
        /// A number in a capsule; counts above 99 show as "99+", and counts below 1 draw
        /// nothing.
        case count(Int)
    }

    /// The label, drawn as text (escaped, so it can never become markup).
    ///
    /// ```swift
    /// SVGSegment("Inbox").title  // "Inbox"
    /// ```
    public var title: String
    /// Whether the segment can be selected; disabled labels use the palette's disabled colour.
    ///
    /// ```swift
    /// SVGSegment("Drafts", isEnabled: false).isEnabled  // false
    /// ```
    public var isEnabled: Bool
    /// The badge, or `nil` for none.
    ///
    /// ```swift
    /// SVGSegment("Inbox", badge: .count(3)).badge  // .count(3)
    /// ```
    public var badge: Badge?

    /// Creates a segment.
    ///
    /// ```swift
    /// let inbox = SVGSegment("Inbox", badge: .count(3))
    /// ```
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - isEnabled: Whether it can be selected; `true` by default.
    ///   - badge: A badge, or `nil`.
    public init(_ title: String, isEnabled: Bool = true, badge: Badge? = nil) {
        self.title = title
        self.isEnabled = isEnabled
        self.badge = badge
    }

    /// The label as one line of drawable text, which is what is measured and written:
    /// characters XML 1.0 forbids are removed, and tabs and line breaks (LF, CR, NEL, U+2028,
    /// U+2029) become spaces, as an SVG `<text>` shows them. (A raw CR would otherwise come
    /// back from an XML parser as LF.)
    ///
    /// ```swift
    /// SVGSegment("Two\r\nlines\u{0}").displayTitle  // "Two  lines"
    /// ```
    public var displayTitle: String {
        var result = ""
        for scalar in title.unicodeScalars where XMLEscaping.isAllowed(scalar) {
            switch scalar {
            case "\t", "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                result.unicodeScalars.append(" ")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Creates an enabled segment without a badge from a string literal.
    ///
    /// ```swift
    /// let home: SVGSegment = "Home"
    /// ```
    ///
    /// - Parameter value: The label.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
