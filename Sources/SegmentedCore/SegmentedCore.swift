// SegmentedCore: filled in by its issue.
