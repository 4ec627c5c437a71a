extension Motion {
    /// The motion as a front-end hands it to a platform animation: bad parameters replaced
    /// as documented on ``Motion`` (a NaN, infinite, zero or negative duration or response
    /// gives `.none`; the damping fraction is clamped to `0.05...10`; Bézier control x values
    /// to `0...1`), and `.linear` and `.easeInOut` rewritten as the `.timingCurve` they are,
    /// so only `.none`, `.timingCurve` and `.spring` remain.
    ///
    /// ```swift
    /// switch motion.normalized {
    /// case .none: animation = nil
    /// case .timingCurve(let x1, let y1, let x2, let y2, let duration): …
    /// case .spring(let response, let dampingFraction): …
    /// default: animation = nil  // not produced
    /// }
    /// ```
    public var normalized: Motion { sanitized }
}
