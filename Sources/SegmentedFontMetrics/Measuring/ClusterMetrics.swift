import Foundation

/// The measured glyph run of one grapheme cluster, in font units.
struct ClusterMetrics: Sendable {
    /// Sum of the advances of the cluster's glyphs plus the kerning between them (64-bit so
    /// that no sum can overflow, also where `Int` has 32 bits).
    var advance: Int64
    /// The first and last glyph, or `nil` when every scalar is invisible.
    var firstGlyph: UInt16?
    var lastGlyph: UInt16?
}
