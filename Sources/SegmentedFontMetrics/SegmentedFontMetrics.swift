// SegmentedFontMetrics: filled in by its issue.
