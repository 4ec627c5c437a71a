/// Per-operation counts measured under Valgrind by the scripts, keyed by case name:
/// `Scripts/bench.sh dhat` writes allocations, `Scripts/bench.sh callgrind` instructions.
struct Counts {
    var allocations: [String: Double] = [:]
    var instructions: [String: Double] = [:]

    /// Reads lines of `name<TAB>allocations|instructions<TAB>value`; other lines are skipped.
    mutating func merge(contentsOf text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let value = Double(fields[2]) else { continue }
            switch fields[1] {
            case "allocations": allocations[String(fields[0])] = value
            case "instructions": instructions[String(fields[0])] = value
            default: continue
            }
        }
    }
}

/// One table row: a case and, where it has one, its hand-made baseline.
struct ReportRow {
    var benchCase: BenchCase
    var statistics: Statistics?
    var baseline: Statistics?
    /// The per-pair ratios, when the case and its baseline were timed in alternating samples.
    var ratios: Statistics?
}

/// Formats results as a Markdown table.
enum Report {
    static let header = [
        "case", "n", "ours, median", "ours, p10–p90", "hand-made, median", "ratio",
        "ratio, p10–p90", "allocs/op", "hand-made allocs/op", "Ir/op", "hand-made Ir/op",
    ]

    static func table(_ rows: [ReportRow], counts: Counts) -> String {
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|"
                + header.enumerated().map { $0.offset < 1 ? "---" : "--:" }
                .joined(separator: "|") + "|",
        ]
        for row in rows {
            let name = row.benchCase.name
            let baselineName = row.benchCase.baseline
            var cells = [row.benchCase.group, row.benchCase.count.map(grouped) ?? "–"]
            if let statistics = row.statistics {
                cells.append(duration(statistics.median))
                cells.append("\(duration(statistics.p10))–\(duration(statistics.p90))")
            } else {
                cells += ["not available", "–"]
            }
            if let baseline = row.baseline {
                cells.append(duration(baseline.median))
            } else {
                cells.append("–")
            }
            if let ratios = row.ratios {
                // The median of the pairs' ratios, not the ratio of the two medians: each
                // pair's two samples were taken side by side.
                cells.append(ratio(ratios.median))
                cells.append("\(ratio(ratios.p10))–\(ratio(ratios.p90))")
            } else {
                cells += ["–", "–"]
            }
            cells.append(count(counts.allocations[name], digits: 2))
            cells.append(count(baselineName.flatMap { counts.allocations[$0] }, digits: 2))
            cells.append(count(counts.instructions[name], digits: 0))
            cells.append(count(baselineName.flatMap { counts.instructions[$0] }, digits: 0))
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Nanoseconds with a unit that keeps three significant digits: `12.3 ns`, `1.45 µs`.
    static func duration(_ nanoseconds: Double) -> String {
        guard nanoseconds.isFinite else { return "\(nanoseconds) ns" }
        switch nanoseconds {
        case ..<1_000: return "\(significant(nanoseconds)) ns"
        case ..<1_000_000: return "\(significant(nanoseconds / 1_000)) µs"
        case ..<1_000_000_000: return "\(significant(nanoseconds / 1_000_000)) ms"
        default: return "\(significant(nanoseconds / 1_000_000_000)) s"
        }
    }

    /// A speed-up such as `×57` or `×1,230`, or a slow-down such as `×0.182` (three
    /// significant digits there too, so that × 5.5 and × 5.6 slower read apart).
    static func ratio(_ value: Double) -> String {
        // A sample too short for the clock gives an infinite or NaN ratio: printed as such,
        // not converted to an integer (which would stop the run).
        guard value.isFinite else { return "×\(value)" }
        if value >= 100 { return "×" + grouped(Int(value.rounded())) }
        if value < 1, value > 0 { return "×\(significant(value, decimals: 3))" }
        return "×\(significant(value))"
    }

    /// A per-operation count, or `–` when it was not measured.
    static func count(_ value: Double?, digits: Int) -> String {
        guard let value else { return "–" }
        if digits == 0 || value >= 1_000 { return grouped(Int(value.rounded())) }
        let scale = Double(Int(pow10(digits)))
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }

    /// An integer with thousands separators: `10,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Three significant digits: `1.23`, `12.3`, `123`.
    private static func significant(_ value: Double, decimals: Int? = nil) -> String {
        let decimals = decimals ?? (value < 10 ? 2 : (value < 100 ? 1 : 0))
        let scale = pow10(decimals)
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return grouped(Int(rounded)) }
        var text = "\(rounded)"
        // Pad to the chosen number of decimals: 1.5 → 1.50.
        let fraction = text.split(separator: ".").last?.count ?? 0
        text += String(repeating: "0", count: max(0, decimals - fraction))
        return text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
