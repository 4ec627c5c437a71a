// SegmentedTerminal: filled in by its issue.
