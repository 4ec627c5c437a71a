// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SegmentedKit",
    // The language of the words the package ships (VoiceOver's phrases in SegmentedCore), and
    // the one a lookup falls back to.
    defaultLocalization: "en",
    platforms: [
        .iOS(.v16), .macOS(.v13), .tvOS(.v16),
    ],
    products: [
        .library(name: "SegmentedCore", targets: ["SegmentedCore"]),
        .library(name: "SegmentedSwiftUI", targets: ["SegmentedSwiftUI"]),
        .library(name: "SegmentedUIKit", targets: ["SegmentedUIKit"]),
        .library(name: "SegmentedSVG", targets: ["SegmentedSVG"]),
        .library(name: "SegmentedTerminal", targets: ["SegmentedTerminal"]),
        .library(name: "SegmentedFontMetrics", targets: ["SegmentedFontMetrics"]),
        .executable(name: "segmented", targets: ["SegmentedCLI"]),
        .executable(name: "segmented-bench", targets: ["SegmentedBench"]),
    ],
    targets: [
        // The platform-independent engine: layout, indicator, motion, selection, paging,
        // accessibility. Imports no UI framework. Its resources are VoiceOver's words, one
        // `<language>.lproj/Localizable.strings` per language, read through `Bundle.module`
        // (SwiftPM copies them on Linux as on Apple platforms; a String Catalog would need
        // Apple's compiler).
        .target(
            name: "SegmentedCore",
            resources: [.process("Accessibility/Localizations")]
        ),
        // Apple front-ends: every file is wrapped whole in `#if canImport(...)`.
        .target(name: "SegmentedSwiftUI", dependencies: ["SegmentedCore"]),
        .target(name: "SegmentedUIKit", dependencies: ["SegmentedCore"]),
        // Linux-capable front-ends.
        .target(name: "SegmentedFontMetrics"),
        .target(name: "SegmentedSVG", dependencies: ["SegmentedCore", "SegmentedFontMetrics"]),
        .target(name: "SegmentedTerminal", dependencies: ["SegmentedCore"]),
        .executableTarget(
            name: "SegmentedCLI",
            dependencies: [
                "SegmentedCore", "SegmentedSVG", "SegmentedTerminal", "SegmentedFontMetrics",
            ]
        ),
        .executableTarget(
            name: "SegmentedBench",
            dependencies: [
                "SegmentedCore", "SegmentedSVG", "SegmentedTerminal", "SegmentedFontMetrics",
                "SegmentedTestSupport",
            ]
        ),
        // Shared by the test targets, the benchmark and Scripts/fuzz.sh, never by a product
        // that ships: the seeded generator, the snapshot assertion and the core's property
        // checks, each written once.
        .target(name: "SegmentedTestSupport", dependencies: ["SegmentedCore"]),
        .testTarget(name: "SegmentedTestSupportTests", dependencies: ["SegmentedTestSupport"]),
        .testTarget(
            name: "SegmentedCoreTests", dependencies: ["SegmentedCore", "SegmentedTestSupport"]),
        .testTarget(
            name: "SegmentedFontMetricsTests",
            dependencies: ["SegmentedFontMetrics", "SegmentedTestSupport"]),
        .testTarget(
            name: "SegmentedSVGTests",
            dependencies: [
                "SegmentedSVG", "SegmentedCore", "SegmentedFontMetrics", "SegmentedTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SegmentedTerminalTests",
            dependencies: ["SegmentedTerminal", "SegmentedCore", "SegmentedTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "SegmentedCLITests", dependencies: ["SegmentedCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
