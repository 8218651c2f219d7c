// swift-tools-version: 6.3
import PackageDescription

/// Morph: layout trees of nodes and animate between their layouts, on Linux, without UIKit.
///
/// One target per layer (see README.md). A lower layer never imports a higher one. The graph
/// (each target imports only the ones it points to, and what those import):
///
///     MorphLayout   MorphFlex   MorphMotion            (leaves: values only)
///          ├───────────┼────────────┤
///          │           │       MorphText  MorphImage   (know no node; → MorphLayout, MorphMotion
///          │           │           │          │         and the C libraries: fonts, shaping,
///          └───────────┴───────────┼──────────┘         bidi, line breaking / decoders, cache)
///                                Morph                 (nodes, transitions, input, accessibility
///            ┌─────────┬───────────┼───────────┐        semantics; next: Scroll/, Lists/)
///      MorphElements  MorphRender  MorphCanvas     MorphWindow → MorphCanvas, MorphAccessibility, SDL2, GIO
///            │         │       (Cairo pixels)      MorphAccessibility → Morph, GIO (the AT-SPI2 export
///            └────┬────┘        MorphSnapshotTesting   of Morph's semantics tree over D-Bus, and
///           MorphExamples         → MorphCanvas        Morph's one D-Bus layer, which MorphWindow's
///                                                      desktop settings use through `package` access)
///
///     MorphCases → MorphLayout, MorphFlex          (the JSON case formats, kept out of the engines)
///     morph (MorphCLI) → MorphCases, MorphExamples, MorphCanvas, MorphWindow
///     MorphTestSupport → MorphCases                (test targets only: generators, fixture loading)
///
/// Morph re-exports MorphLayout, MorphFlex, MorphMotion, MorphText and MorphImage, so `import
/// Morph` is all an app needs; MorphCanvas and MorphRender import MorphText and MorphImage
/// themselves, because they draw glyph runs and decoded images.
let package = Package(
    name: "Morph",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MorphLayout", targets: ["MorphLayout"]),
        .library(name: "MorphFlex", targets: ["MorphFlex"]),
        .library(name: "MorphMotion", targets: ["MorphMotion"]),
        .library(name: "MorphText", targets: ["MorphText"]),
        .library(name: "MorphImage", targets: ["MorphImage"]),
        .library(name: "Morph", targets: ["Morph"]),
        .library(name: "MorphElements", targets: ["MorphElements"]),
        .library(name: "MorphRender", targets: ["MorphRender"]),
        .library(name: "MorphCanvas", targets: ["MorphCanvas"]),
        .library(name: "MorphSnapshotTesting", targets: ["MorphSnapshotTesting"]),
        .library(name: "MorphExamples", targets: ["MorphExamples"]),
        .library(name: "MorphCases", targets: ["MorphCases"]),
        .library(name: "MorphWindow", targets: ["MorphWindow"]),
        .library(name: "MorphAccessibility", targets: ["MorphAccessibility"]),
        .executable(name: "morph", targets: ["MorphCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Values only: geometry, Dimension, SizeRange, LayoutStyle, the layout specs, Layout.
        .target(name: "MorphLayout"),
        // The Yoga-compatible flexbox engine, the second layout engine: a leaf, like Yoga and Taffy.
        .target(
            name: "MorphFlex",
            // Debug builds (the test suite) check the tree's invariants around every layout pass
            // (FlexTree+Invariants.swift); release builds carry none of it.
            swiftSettings: [.define("MORPH_FLEX_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        // Values and time: curves, springs, interpolation, the animator, clocks.
        .target(name: "MorphMotion"),
        // Text: HarfBuzz shapes, fontconfig finds faces and fallbacks, FriBidi orders bidirectional
        // text, Pango's text analysis finds Unicode line breaks and script runs (see MorphText's
        // "Measuring text" article for why not PangoLayout itself).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // Pango without pkg-config: pango.pc's flags carry `-pthread`, which SwiftPM warns about
        // (see Sources/CPango/shim.h).
        .systemLibrary(name: "CPango", providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        // Images: libpng (its simplified API) and libjpeg-turbo, the latter behind a C shim that keeps
        // libjpeg's setjmp/longjmp error handling out of Swift frames.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "CImageDecoding", dependencies: ["CJPEG"]),
        // PNG encoding through libpng's full API (a chosen compression level and row filter),
        // behind a C shim for the same reason.
        .target(name: "CImageEncoding", dependencies: ["CPNG"]),
        // The Swift runtime's `swift_tryRetain`, declared for C's calling convention: node handles
        // stand in for weak references to nodes (see Sources/Morph/Internal/NodeHandle.swift).
        .target(name: "CSwiftRuntime"),
        // Text below the nodes: fonts, shaping, bidi, line breaking and TextLayout. It knows no node;
        // MorphMotion only for `Color` (a glyph run's colour).
        .target(name: "MorphText", dependencies: ["MorphLayout", "MorphMotion", "CHarfBuzz", "CFontconfig", "CFriBidi", "CPango"]),
        // Images below the nodes: the PNG and JPEG decoders, DecodedImage, ImageCache,
        // ImageModification and image downloads. It knows no node; MorphMotion only for `Color`.
        .target(name: "MorphImage", dependencies: ["MorphLayout", "MorphMotion", "CPNG", "CImageDecoding", "CImageEncoding"]),
        // The node tree and the Layout Transition API, input and gestures; text and image nodes
        // over MorphText and MorphImage.
        .target(
            name: "Morph",
            dependencies: ["MorphLayout", "MorphFlex", "MorphMotion", "MorphText", "MorphImage", "CSwiftRuntime"]
        ),
        // Declarative elements: Blueprint's transitions and Katana's children animations.
        .target(name: "MorphElements", dependencies: ["Morph"]),
        // SVG, HTML and text renderings of transitions sampled over time.
        .target(name: "MorphRender", dependencies: ["Morph", "MorphText", "MorphImage"]),
        // The JSON case formats (Texture spec cases, Yoga cases) for `morph layout`, the tests and
        // the benchmarks.
        .target(name: "MorphCases", dependencies: ["MorphLayout", "MorphFlex"]),
        // Pixels: Cairo (with its FreeType font backend) draws presentation trees.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // GIFs are encoded in process by giflib (it has no pkg-config file: the module map links
        // libgif; see Sources/CGIF/shim.h). MP4s go through the ffmpeg program.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        // MorphCanvas's per-pixel loops that run over every repainted pixel of a frame — a GIF
        // frame's palette mapping, the blur's box passes and plane copies — in C: unoptimised
        // Swift (the debug build `swift run morph` makes) spent a third of the main job in them
        // (see Benchmarks/README.md). MorphCanvas prepares and checks every bound they use.
        .target(name: "CPixelLoops"),
        .target(name: "MorphCanvas", dependencies: ["Morph", "MorphText", "MorphImage", "CCairo", "CPNG", "CGIF", "CPixelLoops"]),
        // swift-snapshot-testing strategies: nodes and transitions as PNG images and filmstrips.
        .target(
            name: "MorphSnapshotTesting",
            dependencies: ["Morph", "MorphCanvas", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The seed examples as library code.
        // Its photos (Resources/SOURCES.md says where each comes from) are copied into its bundle.
        .target(name: "MorphExamples", dependencies: ["Morph", "MorphElements", "MorphRender"], resources: [.copy("Resources")]),
        // SDL2, for the live window.
        // Not through pkg-config: sdl2.pc adds -D_REENTRANT, which SwiftPM refuses (with a warning)
        // and glibc does not need; the headers are found as <SDL2/SDL.h> on the standard path.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        // GLib's GIO, for D-Bus (GDBus) and GSettings. Its headers are found through gobject-2.0's pkg-config
        // flags: gio-2.0.pc's carry `-pthread`, which SwiftPM refuses with a warning (see
        // Sources/CGIO/shim.h).
        .systemLibrary(name: "CGIO", pkgConfig: "gobject-2.0", providers: [.apt(["libglib2.0-dev"]), .brew(["glib"])]),
        // The AT-SPI2 export of the semantics tree over D-Bus, and Morph's one D-Bus layer (GDBus
        // connections, values, the D-Bus thread), which MorphWindow's desktop settings share.
        .target(name: "MorphAccessibility", dependencies: ["Morph", "CGIO"]),
        // A live host on SDL2: a window, a display-paced frame loop, input events, the desktop's
        // settings.
        .target(name: "MorphWindow", dependencies: ["Morph", "MorphCanvas", "MorphAccessibility", "CSDL2", "CGIO"]),
        // The `morph` command-line tool.
        .executableTarget(
            name: "MorphCLI",
            dependencies: [
                "MorphCases", "Morph", "MorphRender", "MorphCanvas", "MorphExamples", "MorphWindow",
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
        // Their fixtures (Fixtures/TextShaping, Fixtures/Images) are read through MorphTestSupport's
        // FixtureFiles (the images by MorphTests and MorphCanvasTests too), not as resources.
        .testTarget(name: "MorphTextTests", dependencies: ["MorphText", "MorphTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MorphImageTests", dependencies: ["MorphImage", "MorphTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MorphTests", dependencies: ["Morph", "MorphLayout", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MorphElementsTests", dependencies: ["MorphElements", "MorphExamples", "MorphTestSupport"], resources: [.copy("Fixtures")]),
        // The chromium-effects scenes and reference images are read through #filePath.
        .testTarget(name: "MorphRenderTests", dependencies: ["MorphRender", "MorphExamples", "MorphCanvas"], exclude: ["Effects/ChromiumEffects"]),
        .testTarget(name: "MorphCanvasTests", dependencies: ["MorphCanvas", "MorphLayout", "MorphTestSupport", "CGIF", "CPixelLoops"]),
        .testTarget(name: "MorphSnapshotTestingTests", dependencies: ["MorphSnapshotTesting", "MorphCanvas"]),
        // The text-timeline snapshots are read through #filePath, not as resources.
        .testTarget(
            name: "MorphExamplesTests",
            dependencies: ["MorphExamples", "MorphRender", "MorphCanvas", "MorphSnapshotTesting"],
            exclude: ["SnapshotFiles", "Snapshots/__Snapshots__"]
        ),
        // The Texture reference images are read through #filePath, not as resources.
        .testTarget(name: "MorphWindowTests", dependencies: ["MorphWindow", "MorphCanvas", "MorphExamples", "CSDL2", "MorphTestSupport"]),
        .testTarget(name: "MorphAccessibilityTests", dependencies: ["MorphAccessibility", "MorphExamples", "CGIO", "MorphTestSupport"]),
        .testTarget(name: "MorphCLITests", dependencies: ["MorphCLI", "MorphCases", "MorphExamples", "MorphCanvas", "MorphTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MorphCasesTests", dependencies: ["MorphCases", "MorphTestSupport"]),
        // Checks that every Swift code block in README.md and the DocC articles is compiled by a test.
        .testTarget(name: "DocumentationTests"),
    ]
)
