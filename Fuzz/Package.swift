// swift-tools-version: 6.3
import Foundation
import PackageDescription

/// Coverage-guided libFuzzer targets, kept out of the main package so `swift test` never builds
/// them: the JSON case reader (`MorphCases`), the PNG and JPEG decoders (`MorphImage`) and the
/// text engine (`MorphText`). See README.md for the command.

/// The main package's identity: its folder's name, lowercased (path dependencies are named so).
let morphPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent
    .lowercased()

/// libFuzzer supplies `main`; a target only defines `LLVMFuzzerTestOneInput`.
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "MorphFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "CaseReaderFuzzer",
            dependencies: [.product(name: "MorphCases", package: morphPackage)],
            swiftSettings: fuzzerSettings
        ),
        // What the two image targets check, shared.
        .target(name: "ImageFuzzing", dependencies: [.product(name: "MorphImage", package: morphPackage)]),
        .executableTarget(name: "PNGDecoderFuzzer", dependencies: ["ImageFuzzing"], swiftSettings: fuzzerSettings),
        .executableTarget(name: "JPEGDecoderFuzzer", dependencies: ["ImageFuzzing"], swiftSettings: fuzzerSettings),
        // LeakSanitizer's interface, for system libraries' one-time set-up that leaks by itself.
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "TextLayoutFuzzer",
            dependencies: [
                "FuzzSupport",
                .product(name: "MorphText", package: morphPackage), .product(name: "MorphLayout", package: morphPackage),
            ],
            swiftSettings: fuzzerSettings
        ),
    ]
)
