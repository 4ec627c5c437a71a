import SegmentedFontMetrics

/// `TextMeasurer.width(of:pointSize:)`: measuring a label, cold and cached.
enum MeasurerCases {
    /// Labels of the length tab bars show.
    static let labels = [
        "Home", "Trending", "Subscriptions", "Library", "Music", "Sports", "Gaming", "News",
    ]

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "measure/cold", group: "measure a label, cold", count: nil,
                countingIterations: 1_000, prepare: { runner(isCold: true) }),
            BenchCase(
                name: "measure/warm", group: "measure a label, warm (cached)", count: nil,
                countingIterations: 10_000, prepare: { runner(isCold: false) }),
        ]
    }

    /// DejaVu Sans as fontconfig finds it, or from the usual paths where `fc-match` cannot
    /// run (as under Valgrind).
    static func font() -> FontFile? {
        let located = try? FontLocator.file()
        let candidates =
            [located].compactMap { $0 } + FontLocator.fallbackFiles["dejavu sans", default: []]
        return candidates.lazy.compactMap { try? FontFile(contentsOf: $0) }.first
    }

    /// Cold: a new measurer (empty caches) for every label, over an already parsed font.
    /// Warm: one measurer whose caches hold every label.
    private static func runner(isCold: Bool) -> Runner? {
        guard let font = font() else { return nil }
        let shared = TextMeasurer(font: font)
        for label in labels { _ = shared.width(of: label, pointSize: 15) }
        var next = 0
        return { iterations in
            var checksum = 0.0
            var index = next
            for _ in 0..<iterations {
                index = (index + 1) & 7
                let measurer = isCold ? TextMeasurer(font: font) : shared
                checksum += measurer.width(of: labels[index], pointSize: 15)
            }
            next = index
            return checksum
        }
    }
}
