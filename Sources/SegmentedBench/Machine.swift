/// A line describing where and how the numbers were taken.
enum Machine {
    static func description(harness: Harness) -> String {
        let processor = Platform.processorModel ?? "unknown processor"
        let milliseconds = Double(harness.sampleNanoseconds) / 1e6
        return "\(processor), \(Platform.processorCount) processors online; "
            + "\(harness.samples) samples of about \(milliseconds) ms per case, "
            + "times per operation (median and p10–p90); a case and its baseline alternate "
            + "sample by sample, and the ratio is the median (and p10–p90) of the pairs' ratios."
    }
}
