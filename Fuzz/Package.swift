// swift-tools-version: 6.3
import Foundation
import PackageDescription

/// A coverage-guided libFuzzer target for the JSON case reader (the `MorphCases` module), kept
/// out of the main package so `swift test` never builds it. See README.md for the command.

/// The main package's identity: its folder's name, lowercased (path dependencies are named so).
let morphPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent
    .lowercased()

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
            // libFuzzer supplies `main`; the target only defines `LLVMFuzzerTestOneInput`.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
