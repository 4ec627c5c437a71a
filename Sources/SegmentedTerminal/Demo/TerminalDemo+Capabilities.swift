extension TerminalDemo {
    /// Why the live demo cannot run on the terminal `environment` describes, or `nil` when it
    /// can: a terminal whose `TERM` is unset, empty or `dumb` has no cursor addressing, no
    /// alternate screen and no mouse reporting, so the caller prints ``plainText(width:)``
    /// instead.
    ///
    /// ```swift
    /// if let reason = TerminalDemo.unsupportedTerminalReason(environment: environment) {
    ///     printError("segmented: \(reason)")
    /// }
    /// ```
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: A short clause, such as `"TERM is dumb (no cursor addressing)"`, or `nil`.
    package static func unsupportedTerminalReason(environment: [String: String]) -> String? {
        switch environment["TERM"] {
        case nil: "TERM is not set (capabilities unknown)"
        case ""?: "TERM is empty (capabilities unknown)"
        case "dumb"?: "TERM is dumb (no cursor addressing)"
        default: nil
        }
    }
}
