// swift-tools-version: 6.0

// The showcase app: an app package that Xcode and Swift Playgrounds open as an app. It uses
// SegmentedKit from this repository (two folders up), so what it shows is the code next to it.
//
// Checked on Linux by Scripts/showcase-manifest.sh, which compiles and loads this file against
// a declaration stand-in for AppleProductTypes (Tests/ManifestStandIns).

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "SegmentedShowcase",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "SegmentedShowcase",
            targets: ["AppModule"],
            bundleIdentifier: "org.segmentedkit.showcase",
            teamIdentifier: "",
            displayVersion: "0.1",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .palette),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            appCategory: .developerTools
        )
    ],
    dependencies: [
        .package(name: "SegmentedKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "SegmentedCore", package: "SegmentedKit"),
                .product(name: "SegmentedSwiftUI", package: "SegmentedKit"),
                .product(name: "SegmentedUIKit", package: "SegmentedKit"),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
