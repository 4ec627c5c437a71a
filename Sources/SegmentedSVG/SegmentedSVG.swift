// SegmentedSVG: filled in by its issue.
