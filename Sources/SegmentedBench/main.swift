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
    func runner(_ benchCase: BenchCase) -> Runner? {
        guard let runner = benchCase.prepare() else {
            Platform.printError("\(benchCase.name): not available here")
            return nil
        }
        return runner
    }
    func log(_ benchCase: BenchCase, _ statistics: Statistics) {
        Platform.printError(
            "\(benchCase.name): \(Report.duration(statistics.median)) "
                + "(\(statistics.iterationsPerSample) iterations per sample)")
    }
    var rows = [ReportRow]()
    for benchCase in selected {
        var row = ReportRow(benchCase: benchCase)
        let baselineCase = benchCase.baseline.flatMap { byName[$0] }
        switch (runner(benchCase), baselineCase.flatMap(runner)) {
        case (let ours?, let baseline?):
            // Side by side, sample by sample: the ratio holds on a busy machine.
            let paired = options.harness.measure(ours, against: baseline)
            row.statistics = paired.ours
            row.baseline = paired.baseline
            row.ratios = paired.ratios
        case (let ours?, nil):
            row.statistics = options.harness.measure(ours)
        case (nil, let baseline?):
            row.baseline = options.harness.measure(baseline)
        case (nil, nil):
            break
        }
        if let statistics = row.statistics { log(benchCase, statistics) }
        if let baselineCase, let statistics = row.baseline { log(baselineCase, statistics) }
        rows.append(row)
    }
    print(Machine.description(harness: options.harness))
    print()
    print(Report.table(rows, counts: counts))
}
Platform.terminate(0)
