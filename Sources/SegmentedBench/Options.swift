import Foundation

/// What the command line asked for.
struct Options {
    enum Mode {
        /// Time every selected case and print the table.
        case measure
        /// Run every case a few times and check the baseline against the core.
        case smoke
        /// Run one case a fixed number of times, untimed, for Valgrind.
        case count(name: String, iterations: Int)
        /// Print every case's name and counting iterations.
        case list
        case help
    }

    var mode = Mode.measure
    var filters: [String] = []
    var countFiles: [String] = []
    var harness = Harness()

    static let usage = """
        usage: segmented-bench [--filter TEXT]… [--counts FILE]… [--samples N] [--sample-ms MS]
               segmented-bench --smoke
               segmented-bench --case NAME --iterations K
               segmented-bench --list

          (no mode)      time every case whose name contains one of the filters (all by
                         default) and print a Markdown table; --counts merges the allocation
                         and instruction counts written by Scripts/bench.sh dhat and
                         Scripts/bench.sh callgrind
          --smoke        run every case a few times and cross-check the hand-made baseline
                         against the core; no timing (for CI)
          --case NAME    run one case exactly K times, untimed (for Valgrind)
          --list         print each case's name and the iterations the counting scripts use
        """

    /// Parses arguments; `nil` after printing a message for bad ones.
    init?(_ arguments: [String]) {
        var caseName: String?
        var iterations: Int?
        var remaining = arguments[...]
        func value(for flag: String) -> String? {
            guard let value = remaining.popFirst() else {
                Platform.printError("segmented-bench: \(flag) needs a value")
                return nil
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--smoke": mode = .smoke
            case "--list": mode = .list
            case "--help", "-h": mode = .help
            case "--filter":
                guard let text = value(for: argument) else { return nil }
                filters.append(text)
            case "--counts":
                guard let path = value(for: argument) else { return nil }
                countFiles.append(path)
            case "--case":
                guard let name = value(for: argument) else { return nil }
                caseName = name
            case "--iterations", "--samples", "--sample-ms":
                guard let text = value(for: argument), let number = Int(text), number >= 0
                else {
                    Platform.printError("segmented-bench: \(argument) needs a whole number ≥ 0")
                    return nil
                }
                switch argument {
                case "--iterations": iterations = number
                case "--samples": harness.samples = max(1, number)
                default: harness.sampleNanoseconds = UInt64(max(1, number)) * 1_000_000
                }
            default:
                Platform.printError("segmented-bench: unknown argument \(argument)\n" + Self.usage)
                return nil
            }
        }
        if let caseName {
            mode = .count(name: caseName, iterations: iterations ?? 1)
        } else if iterations != nil {
            Platform.printError("segmented-bench: --iterations goes with --case")
            return nil
        }
    }
}
