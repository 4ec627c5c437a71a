// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A declaration stand-in for AppleProductTypes, the manifest library that Xcode and Swift
// Playgrounds ship (the Linux toolchain does not), so that the showcase app's manifest,
// Examples/SegmentedShowcase.swiftpm/Package.swift, compiles and loads on Linux
// (Scripts/showcase-manifest.sh).
//
// Declared as Apple spells them in the manifests Xcode and Swift Playgrounds write for an app
// package (`.iOSApplication(name:targets:bundleIdentifier:teamIdentifier:displayVersion:
// bundleVersion:appIcon:accentColor:supportedDeviceFamilies:supportedInterfaceOrientations:
// capabilities:appCategory:additionalInfoPlistContentFilePath:)`, with its setting types under
// `ProductSetting.IOSAppInfo`), and only the part the showcase's manifest uses: one placeholder
// icon, one preset colour and one category. Behaviour modelled: none beyond the documented
// one that an app product is made of the package's executable target — so the product is
// returned as an executable product of the same name and targets; the app settings are
// checked for type only and otherwise dropped (how Xcode stores them is not documented).

import PackageDescription

/// ProductSetting — the app settings of a product.
public enum ProductSetting {
    /// IOSAppInfo — the settings of an iOS app product.
    public enum IOSAppInfo {
        /// AppIcon — the app's icon: a placeholder drawn from a symbol, or an asset.
        public enum AppIcon {
            public struct PlaceholderIcon {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static var palette: Self { .init(rawValue: "palette") }
            }
            case placeholder(icon: PlaceholderIcon)
            case asset(String)
        }

        /// AccentColor — the app's accent colour: a preset colour, or an asset.
        public enum AccentColor {
            public struct PresetColor {
                public var rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static var blue: Self { .init(rawValue: "blue") }
            }
            case presetColor(PresetColor)
            case asset(String)
        }

        /// DeviceFamily — the devices the app runs on.
        public enum DeviceFamily: String {
            case phone
            case pad
            case mac
        }

        /// DeviceFamilyCondition — limits a setting to some device families.
        public struct DeviceFamilyCondition {
            public var deviceFamilies: [DeviceFamily]
            public init(deviceFamilies: [DeviceFamily]) { self.deviceFamilies = deviceFamilies }
            public static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition {
                DeviceFamilyCondition(deviceFamilies: deviceFamilies)
            }
        }

        /// InterfaceOrientation — an orientation the app supports, on some device families.
        public enum InterfaceOrientation {
            case portrait(_ condition: DeviceFamilyCondition? = nil)
            case portraitUpsideDown(_ condition: DeviceFamilyCondition? = nil)
            case landscapeRight(_ condition: DeviceFamilyCondition? = nil)
            case landscapeLeft(_ condition: DeviceFamilyCondition? = nil)

            public static var portrait: Self { .portrait(nil) }
            public static var portraitUpsideDown: Self { .portraitUpsideDown(nil) }
            public static var landscapeRight: Self { .landscapeRight(nil) }
            public static var landscapeLeft: Self { .landscapeLeft(nil) }
        }

        /// Capability — a capability the app needs (none in the showcase).
        public enum Capability {}

        /// AppCategory — the app's App Store category.
        public struct AppCategory {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static var developerTools: Self {
                .init(rawValue: "public.app-category.developer-tools")
            }
        }
    }
}

extension Product {
    /// Product.iOSApplication — an app built from the package's executable target.
    public static func iOSApplication(
        name: String,
        targets: [String],
        bundleIdentifier: String? = nil,
        teamIdentifier: String? = nil,
        displayVersion: String? = nil,
        bundleVersion: String? = nil,
        appIcon: ProductSetting.IOSAppInfo.AppIcon? = nil,
        accentColor: ProductSetting.IOSAppInfo.AccentColor? = nil,
        supportedDeviceFamilies: [ProductSetting.IOSAppInfo.DeviceFamily],
        supportedInterfaceOrientations: [ProductSetting.IOSAppInfo.InterfaceOrientation],
        capabilities: [ProductSetting.IOSAppInfo.Capability] = [],
        appCategory: ProductSetting.IOSAppInfo.AppCategory? = nil,
        additionalInfoPlistContentFilePath: String? = nil
    ) -> Product {
        .executable(name: name, targets: targets)
    }
}
