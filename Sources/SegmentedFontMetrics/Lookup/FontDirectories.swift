import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding fonts without fontconfig's tools: the directories fontconfig is configured with
/// (`<dir>` in `/etc/fonts/fonts.conf`) and the standard ones (`/usr/share/fonts`,
/// `/usr/local/share/fonts`, `~/.fonts`, `~/.local/share/fonts`) are walked, and each font's
/// family and style are read from its `name` table. Used when `fc-match` or `fc-list` cannot
/// start. Directories are read one at a time (one descriptor open), so this works with very
/// few descriptors left.
enum FontDirectories {
    /// How deep below each font directory the walk goes.
    static let maximumDepth = 8
    /// The most font files looked at.
    static let maximumFiles = 10_000

    /// The file for a family name or `Family:bold`-style pattern: an exact family match
    /// (case-insensitive), the regular face unless the pattern asks for bold or italic.
    static func file(forFamily pattern: String) -> String? {
        let parts = pattern.split(separator: ":", omittingEmptySubsequences: false)
        let family = parts.first.map { String($0).lowercased() } ?? ""
        let styles = Set(parts.dropFirst().map { $0.lowercased() })
        let wantsBold = styles.contains("bold")
        let wantsItalic = styles.contains("italic") || styles.contains("oblique")
        var best: (score: Int, path: String)?
        for path in fontFiles() {
            guard let names = FontNames(path: path), names.family.lowercased() == family else {
                continue
            }
            let style = names.style.lowercased()
            let isBold = style.contains("bold")
            let isItalic = style.contains("italic") || style.contains("oblique")
            var score = 0
            if isBold == wantsBold { score += 4 }
            if isItalic == wantsItalic { score += 2 }
            if ["regular", "book", "normal", "roman", "bold", "italic", "bold italic"].contains(
                style)
            {
                score += 1
            }
            if best.map({ score > $0.score || (score == $0.score && path < $0.path) }) ?? true {
                best = (score, path)
            }
        }
        return best?.path
    }

    /// Text each language's fonts must cover.
    static let samples: [String: String] = ["zh": "推門", "ja": "あア", "ko": "한국"]

    /// Fonts whose character map covers the language's sample, as family and file pairs in
    /// path order (the caller sorts).
    static func fonts(forLanguage tag: String) -> [(family: String, file: String)] {
        let base = tag.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        guard let sample = samples[base] else { return [] }
        return fontFiles().sorted().compactMap { path in
            guard let names = FontNames(path: path),
                let font = try? FontFile(contentsOf: path),
                sample.unicodeScalars.allSatisfy({ font.glyph(for: $0) != 0 })
            else { return nil }
            return (names.family, path)
        }
    }

    /// The directories to walk: fontconfig's configured ones first, then the standard ones.
    static func directories() -> [String] {
        let home = getenv("HOME").map { String(cString: $0) }
        let dataHome =
            getenv("XDG_DATA_HOME").map { String(cString: $0) } ?? home.map { $0 + "/.local/share" }
        var found: [String] = []
        if let config = readText("/etc/fonts/fonts.conf") {
            var rest = Substring(config)
            while let open = rest.range(of: "<dir") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ">"),
                    let end = rest.range(of: "</dir>")
                else { break }
                let attributes = rest[..<close]
                let text = rest[rest.index(after: close)..<end.lowerBound]
                    .trimmingCharacters(in: .whitespaces)
                rest = rest[end.upperBound...]
                if attributes.contains("xdg") {
                    if let dataHome { found.append(dataHome + "/" + text) }
                } else if text.hasPrefix("~/") {
                    if let home { found.append(home + text.dropFirst(1)) }
                } else if text.hasPrefix("/") {
                    found.append(text)
                }
            }
        }
        found += ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home { found += [home + "/.fonts", home + "/.local/share/fonts"] }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// Every `.ttf`, `.otf` and `.ttc` file under the font directories, breadth first, one
    /// directory open at a time.
    static func fontFiles() -> [String] {
        var files: [String] = []
        var queue = directories().map { ($0, 0) }
        var visited = Set<String>()
        while !queue.isEmpty, files.count < maximumFiles {
            let (directory, depth) = queue.removeFirst()
            guard visited.insert(directory).inserted, let stream = opendir(directory) else {
                continue
            }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(stream)
            for name in names.sorted() {
                let path = directory + "/" + name
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if depth < maximumDepth { queue.append((path, depth + 1)) }
                } else if [".ttf", ".otf", ".ttc"].contains(where: {
                    name.lowercased().hasSuffix($0)
                }) {
                    files.append(path)
                }
            }
        }
        return files
    }

    private static func readText(_ path: String) -> String? {
        readBytes(path, limit: 1_000_000).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A file's bytes (at most `limit`), read with one descriptor; nil if it cannot be opened.
    static func readBytes(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}

/// A font's family and style as its `name` table gives them (typographic names 16 and 17
/// where present, else 1 and 2), in English: Windows Unicode names for US English first,
/// then Macintosh Roman names.
struct FontNames {
    var family: String
    var style: String

    init?(path: String) {
        guard let bytes = FontDirectories.readBytes(path, limit: 64_000_000),
            let directory = try? TableDirectory(bytes: bytes, fontIndex: 0),
            let table = try? directory.optionalTable("name")
        else { return nil }
        self.init(table: table)
    }

    init?(table: ByteView) {
        guard let count = table.uint16(at: 2), let storage = table.uint16(at: 4) else {
            return nil
        }
        var found: [UInt16: (rank: Int, text: String)] = [:]
        for index in 0..<Int(count) {
            let record = 6 + index * 12
            guard let platform = table.uint16(at: record),
                let encoding = table.uint16(at: record + 2),
                let language = table.uint16(at: record + 4),
                let nameID = table.uint16(at: record + 6),
                let length = table.uint16(at: record + 8),
                let offset = table.uint16(at: record + 10),
                [1, 2, 16, 17].contains(nameID)
            else { continue }
            let start = Int(storage) + Int(offset)
            guard table.contains(start, length: Int(length)) else { continue }
            let raw = (0..<Int(length)).map { table.bytes[table.start + start + $0] }
            let rank: Int
            let text: String
            if platform == 3, encoding == 1 || encoding == 0 {
                rank = language == 0x409 ? 0 : 2
                var units: [UInt16] = []
                for pair in stride(from: 0, to: raw.count - 1, by: 2) {
                    units.append(UInt16(raw[pair]) << 8 | UInt16(raw[pair + 1]))
                }
                text = String(decoding: units, as: UTF16.self)
            } else if platform == 1, encoding == 0, language == 0 {
                rank = 1
                text = String(
                    decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            } else {
                continue
            }
            if found[nameID].map({ rank < $0.rank }) ?? true { found[nameID] = (rank, text) }
        }
        guard let family = (found[16] ?? found[1])?.text, !family.isEmpty else { return nil }
        self.family = family
        style = (found[17] ?? found[2])?.text ?? "Regular"
    }
}
