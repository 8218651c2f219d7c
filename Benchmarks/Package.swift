// swift-tools-version: 6.3
import Foundation
import PackageDescription

/// Morph's benchmarks, kept out of the main package so `swift test` never builds them.
///
/// Run them with `swift package benchmark` from this folder. Each suite is one benchmark
/// executable in `Benchmarks/<Name>/`; a layer adds its suite by adding a folder and its name below.
let benchmarksDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Benchmarks")

/// The main package's identity: its folder's name, lowercased (path dependencies are named so).
let morphPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent
    .lowercased()

/// One benchmark executable per suite, each in `Benchmarks/<Name>/`.
let suites: [String] = ["AccessibilityBenchmarks", "CanvasBenchmarks", "ElementBenchmarks", "EnvironmentBenchmarks", "FeedBenchmarks", "FlexBenchmarks", "KatanaBenchmarks", "LayoutBenchmarks", "ListBenchmarks", "MainJobBenchmarks", "MotionBenchmarks", "RenderBenchmarks", "ScrollBenchmarks", "TextBenchmarks", "TransitionBenchmarks"]

let package = Package(
    name: "MorphBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What several suites share (subjects kept from sample to sample).
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "BenchmarkSupport"
        ),
    ] + suites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MorphLayout", package: morphPackage),
                .product(name: "MorphFlex", package: morphPackage),
                .product(name: "MorphMotion", package: morphPackage),
                .product(name: "Morph", package: morphPackage),
                .product(name: "MorphElements", package: morphPackage),
                .product(name: "MorphRender", package: morphPackage),
                .product(name: "MorphCases", package: morphPackage),
                .product(name: "MorphCanvas", package: morphPackage),
                .product(name: "MorphExamples", package: morphPackage),
                .product(name: "MorphAccessibility", package: morphPackage),
            ],
            path: "Benchmarks/\(suite)",
            resources: FileManager.default.fileExists(atPath: benchmarksDirectory.appendingPathComponent("\(suite)/Resources").path)
                ? [.copy("Resources")] : [],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
