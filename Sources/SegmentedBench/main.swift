import Foundation

/// `segmented-bench`: times the core's per-frame path, layout, hit testing, animation
/// sampling and text measuring next to a hand-made baseline. See docs/performance.md.
guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    Platform.terminate(64)
}
let cases = allCases()

switch options.mode {
case .help:
    print(Options.usage)
case .list:
    for benchCase in cases {
        print("\(benchCase.name)\t\(benchCase.countingIterations)")
    }
case .count(let name, let iterations):
    guard let benchCase = cases.first(where: { $0.name == name }) else {
        Platform.printError("segmented-bench: no case named \(name); see --list")
        Platform.terminate(64)
    }
    guard let runner = benchCase.prepare() else {
        Platform.printError("segmented-bench: \(name) cannot run here")
        Platform.terminate(69)
    }
    let checksum = iterations > 0 ? runner(iterations) : 0
    consume(checksum)
    print("\(name)\t\(iterations)\t\(checksum)")
case .smoke:
    Platform.terminate(Smoke.run(cases) ? 0 : 1)
case .measure:
    var counts = Counts()
    for path in options.countFiles {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            Platform.printError("segmented-bench: cannot read \(path)")
            Platform.terminate(66)
        }
        counts.merge(contentsOf: text)
    }
    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0) })
    let baselines = Set(cases.compactMap(\.baseline))
    let selected = cases.filter { benchCase in
        !baselines.contains(benchCase.name)
            && (options.filters.isEmpty || options.filters.contains { benchCase.name.contains($0) })
    }
    func measure(_ benchCase: BenchCase) -> Statistics? {
        guard let runner = benchCase.prepare() else {
            Platform.printError("\(benchCase.name): not available here")
            return nil
        }
        let statistics = options.harness.measure(runner)
        Platform.printError(
            "\(benchCase.name): \(Report.duration(statistics.median)) "
                + "(\(statistics.iterationsPerSample) iterations per sample)")
        return statistics
    }
    var rows = [ReportRow]()
    for benchCase in selected {
        let statistics = measure(benchCase)
        let baseline = benchCase.baseline.flatMap { byName[$0] }.flatMap(measure)
        rows.append(ReportRow(benchCase: benchCase, statistics: statistics, baseline: baseline))
    }
    print(Machine.description(harness: options.harness))
    print()
    print(Report.table(rows, counts: counts))
}
Platform.terminate(0)
