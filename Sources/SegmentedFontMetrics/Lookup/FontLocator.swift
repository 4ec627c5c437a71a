import Foundation

/// Finds the font file for a family name through fontconfig (`fc-match`), with a fallback
/// to well-known DejaVu paths when fontconfig is not installed.
///
/// ```swift
/// let path = try FontLocator.file(forFamily: "DejaVu Sans")
/// // "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
/// ```
public enum FontLocator {
    /// The family used when none is given: `"DejaVu Sans"`.
    public static let defaultFamily = "DejaVu Sans"

    /// Font files tried, by lowercased family name, when `fc-match` is unavailable.
    public static let fallbackFiles: [String: [String]] = [
        "dejavu sans": [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/TTF/DejaVuSans.ttf",
            "/usr/local/share/fonts/DejaVuSans.ttf",
        ],
        "dejavu sans:bold": [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
            "/usr/local/share/fonts/DejaVuSans-Bold.ttf",
        ],
        "dejavu sans mono": [
            "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
            "/usr/share/fonts/dejavu/DejaVuSansMono.ttf",
            "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
        ],
        "dejavu serif": [
            "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
            "/usr/share/fonts/dejavu/DejaVuSerif.ttf",
            "/usr/share/fonts/TTF/DejaVuSerif.ttf",
        ],
    ]

    /// Where `fc-match` is looked for, after the directories of `PATH`.
    static let fcMatchDirectories = ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/bin"]

    /// The path of the font file for `family`.
    ///
    /// With fontconfig installed this is `fc-match -f '%{file}' FAMILY`, so `family` may be a
    /// fontconfig pattern such as `"DejaVu Sans:bold"`, and an unknown family resolves to
    /// fontconfig's substitute (as in any other application on the system). Without
    /// `fc-match`, or when it cannot be started (standard output closed, no file descriptors
    /// left), the families of ``fallbackFiles`` are tried, then every font in fontconfig's
    /// configured directories (or the standard ones) is matched by the family and style
    /// names in its `name` table.
    ///
    /// ```swift
    /// let regular = try FontLocator.file(forFamily: "DejaVu Sans")
    /// let bold = try FontLocator.file(forFamily: "DejaVu Sans:bold")
    /// ```
    /// - Parameter family: A family name or fontconfig pattern; empty means ``defaultFamily``.
    /// - Returns: The path of a readable regular file.
    /// - Throws: ``FontError/familyNotFound(_:)`` if nothing readable is found.
    /// - Complexity: Runs one `fc-match` process.
    public static func file(forFamily family: String = defaultFamily) throws(FontError) -> String {
        try file(forFamily: family, fcMatch: fcMatchPath())
    }

    /// The lookup with an explicit `fc-match` executable (`nil`: behave as if not installed).
    static func file(forFamily family: String, fcMatch: String?) throws(FontError) -> String {
        let family = family.isEmpty ? defaultFamily : family
        if let fcMatch {
            switch ToolRun.run(fcMatch, arguments: ["-f", "%{file}", "--", family]) {
            case .output(let path):
                guard isReadableFile(path) else { throw .familyNotFound(family) }
                return path
            case .failed:
                throw .familyNotFound(family)
            case .couldNotRun:
                break  // No process could start (closed descriptors, EMFILE): look ourselves.
            }
        }
        let candidates = fallbackFiles[family.lowercased()] ?? []
        if let path = candidates.first(where: isReadableFile) { return path }
        if let path = FontDirectories.file(forFamily: family) { return path }
        throw .familyNotFound(family)
    }

    /// The first executable `fc-match` on `PATH` or in ``fcMatchDirectories``.
    static func fcMatchPath() -> String? {
        toolPath("fc-match")
    }

    /// The first executable fontconfig tool of that name on `PATH` or in
    /// ``fcMatchDirectories``.
    static func toolPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + fcMatchDirectories
        return directories.lazy.map { $0 + "/" + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The installed fonts fontconfig lists for a language (`fc-list :lang=LANGUAGE`), as
    /// family and file pairs: proportional families before monospaced ones, then by family
    /// and path, so the order is stable. Empty when fontconfig lists nothing; when `fc-list`
    /// is missing or cannot start, the fonts in the font directories whose character map
    /// covers a sample of the language (Chinese, Japanese and Korean are known).
    ///
    /// ```swift
    /// if let chinese = FontLocator.fonts(forLanguage: "zh").first {
    ///     let measurer = TextMeasurer(font: try FontFile(contentsOf: chinese.file))
    /// }
    /// ```
    ///
    /// - Parameter language: A language tag fontconfig knows, such as `zh` or `ja`; anything
    ///   but letters, digits and `-` is removed.
    /// - Complexity: Runs one `fc-list` process.
    public static func fonts(forLanguage language: String) -> [(family: String, file: String)] {
        let tag = String(
            language.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }.map(Character.init))
        guard !tag.isEmpty else { return [] }
        let output: String
        switch toolPath("fc-list").map({
            ToolRun.run($0, arguments: ["-f", "%{family[0]}\t%{file}\n", ":lang=" + tag])
        }) {
        case .output(let text)?: output = text
        case .failed?: return []
        case .couldNotRun?, nil: return FontDirectories.fonts(forLanguage: tag)
        }
        return output.split(separator: "\n").compactMap { line -> (family: String, file: String)? in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        .sorted { left, right in
            let (leftMono, rightMono) = (
                left.family.contains("Mono"), right.family.contains("Mono")
            )
            return leftMono != rightMono
                ? rightMono : (left.family, left.file) < (right.family, right.file)
        }
    }

    /// Whether fontconfig knows a family by that name; `nil` when fontconfig is missing (then
    /// ``file(forFamily:)`` decides from ``fallbackFiles``).
    ///
    /// ```swift
    /// FontLocator.isInstalled(family: "DejaVu Sans")  // true on a machine with DejaVu
    /// ```
    ///
    /// - Parameter family: A family name.
    /// - Complexity: Runs one `fc-list` process.
    public static func isInstalled(family: String) -> Bool? {
        guard let fcList = toolPath("fc-list") else { return nil }
        switch ToolRun.run(fcList, arguments: ["--", family, "family"]) {
        case .output(let text): return !text.isEmpty
        case .failed: return false
        case .couldNotRun: return FontDirectories.file(forFamily: family) != nil
        }
    }

    /// Whether `path` is a readable regular file (not a directory).
    static func isReadableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return !path.isEmpty
            && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue && FileManager.default.isReadableFile(atPath: path)
    }
}
