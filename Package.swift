// swift-tools-version: 6.1
import PackageDescription

/// Morph: layout trees of nodes and animate between their layouts, on Linux, without UIKit.
///
/// One target per layer (see README.md). A lower layer never imports a higher one. The graph
/// (each target imports only the ones it points to, and what those import):
///
///     MorphLayout   MorphFlex   MorphMotion        (leaves: values only)
///          └───────────┼────────────┘
///                    Morph ── C system libraries  (nodes, transitions, text, images)
///            ┌─────────┴─────────┐
///      MorphElements        MorphRender
///            └─────────┬─────────┘
///                MorphExamples
///
///     MorphCases → MorphLayout, MorphFlex          (the JSON case formats, kept out of the engines)
///     morph (MorphCLI) → MorphCases, MorphExamples (and through them everything above)
///     MorphTestSupport → MorphCases                (test targets only: generators, fixture loading)
let package = Package(
    name: "Morph",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MorphLayout", targets: ["MorphLayout"]),
        .library(name: "MorphFlex", targets: ["MorphFlex"]),
        .library(name: "MorphMotion", targets: ["MorphMotion"]),
        .library(name: "Morph", targets: ["Morph"]),
        .library(name: "MorphElements", targets: ["MorphElements"]),
        .library(name: "MorphRender", targets: ["MorphRender"]),
        .library(name: "MorphExamples", targets: ["MorphExamples"]),
        .library(name: "MorphCases", targets: ["MorphCases"]),
        .executable(name: "morph", targets: ["MorphCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Values only: geometry, Dimension, SizeRange, LayoutStyle, the layout specs, Layout.
        .target(name: "MorphLayout"),
        // The Yoga-compatible flexbox engine, the second layout engine: a leaf, like Yoga and Taffy.
        .target(name: "MorphFlex"),
        // Values and time: curves, springs, interpolation, the animator, clocks.
        .target(name: "MorphMotion"),
        // FreeType, for text metrics (TextNode).
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        // The node tree and the Layout Transition API.
        .target(name: "Morph", dependencies: ["MorphLayout", "MorphFlex", "MorphMotion", "CFreeType"]),
        // Declarative elements: Blueprint's transitions and Katana's children animations.
        .target(name: "MorphElements", dependencies: ["Morph"]),
        // SVG, HTML and text renderings of transitions sampled over time.
        .target(name: "MorphRender", dependencies: ["Morph"]),
        // The JSON case formats (Texture spec cases, Yoga cases) for `morph layout`, the tests and
        // the benchmarks.
        .target(name: "MorphCases", dependencies: ["MorphLayout", "MorphFlex"]),
        // The seed examples as library code.
        .target(name: "MorphExamples", dependencies: ["Morph", "MorphElements", "MorphRender"]),
        // The `morph` command-line tool.
        .executableTarget(
            name: "MorphCLI",
            dependencies: [
                "MorphCases", "Morph", "MorphRender", "MorphExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the test targets share: the seeded generator and the fixture readers. Not a product:
        // only test targets depend on it.
        .target(name: "MorphTestSupport", dependencies: ["MorphCases"], path: "Tests/MorphTestSupport"),
        // Fixtures/texture-cases.json is read through MorphTestSupport (by MorphTests too).
        .testTarget(name: "MorphLayoutTests", dependencies: ["MorphLayout", "MorphCases", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphFlexTests", dependencies: ["MorphFlex", "MorphCases", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphMotionTests", dependencies: ["MorphMotion", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphTests", dependencies: ["Morph", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphElementsTests", dependencies: ["MorphElements", "MorphExamples", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphRenderTests", dependencies: ["MorphRender", "MorphExamples"]),
        // The text-timeline snapshots are read through #filePath, not as resources.
        .testTarget(name: "MorphExamplesTests", dependencies: ["MorphExamples", "MorphRender"], exclude: ["SnapshotFiles"]),
        .testTarget(name: "MorphCLITests", dependencies: ["MorphCLI", "MorphCases", "MorphExamples"]),
        .testTarget(name: "MorphCasesTests", dependencies: ["MorphCases", "MorphTestSupport"]),
        // Checks that every Swift code block in README.md and the DocC articles is compiled by a test.
        .testTarget(name: "DocumentationTests"),
    ]
)
