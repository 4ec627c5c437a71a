import Foundation

/// Bounded memo tables for ``TextMeasurer``, guarded by a lock.
///
/// `@unchecked Sendable` is sound because every access to the mutable dictionaries goes
/// through `withLock`, which holds `lock` for the whole access.
final class MeasurementCache: @unchecked Sendable {
    /// Entries kept per table before it is emptied and starts over.
    static let capacity = 4_096
    /// Strings longer than this many UTF-8 bytes are not memoised whole.
    static let longestCachedString = 256

    private let lock = NSLock()
    private var clusters: [Character: ClusterMetrics] = [:]
    private var strings: [String: Int64] = [:]

    /// Runs `body` with exclusive access to the tables.
    func withLock<Result>(
        _ body: (inout [Character: ClusterMetrics], inout [String: Int64]) -> Result
    ) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&clusters, &strings)
    }
}
