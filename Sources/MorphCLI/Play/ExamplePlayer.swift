import Foundation
import Morph
import MorphExamples
import MorphWindow

/// Runs `morph play`: builds the example (or the gallery of every example), opens a window on it
/// and waits until the window is closed.
@MainActor
struct ExamplePlayer {
    /// Where error messages go.
    let errors: (String) -> Void
    /// `--appearance`, `--layout-direction` and `--text-scale`: they override the desktop's
    /// settings, which the window follows otherwise.
    var environment = EnvironmentOptions()

    /// Plays `name` (the gallery for nil); returns the exit status: 0 once the window was closed,
    /// 1 when it could not open or the example could not be built.
    func play(name: String?, statisticsPath: String?) async -> Int32 {
        let window: Window
        do {
            // The desktop's settings with the options over them, read before the window opens so
            // the window's first size fits the example's content in them (large text is taller).
            let overrides = environment.overrides
            let traits = DesktopSettings.read().traitCollection.applying(overrides)
            if let name, let example = Examples.named(name) {
                let scene = try example.makeScene()
                scene.root.hostTraitCollection = traits
                let size = try scene.fittingSize(width: example.size.width, minimumHeight: example.size.height)
                scene.root.frame = CGRect(origin: .zero, size: size)
                window = Window(root: scene.root, title: "Morph — \(example.name): \(example.title)", size: size)
            } else {
                let gallery = ExampleGalleryNode()
                gallery.hostTraitCollection = traits
                let scene = ExampleScene(root: gallery, steps: [])
                let size = try scene.fittingSize(width: ExampleGalleryNode.size.width, minimumHeight: ExampleGalleryNode.size.height)
                window = Window(root: gallery, title: "Morph — examples", size: size)
            }
            window.traitOverrides = overrides
            window.root.errorHandler = { [errors] error in errors("morph: \(error)") }
            try await window.run()
        } catch {
            errors("morph: \(error)")
            return 1
        }
        if let statisticsPath {
            do {
                try FrameStatisticsReport(window.statistics).write(to: URL(fileURLWithPath: statisticsPath))
            } catch {
                errors("morph: cannot write the frame statistics to \(statisticsPath): \(FileErrorReason.describe(error))")
                return 1
            }
        }
        return 0
    }
}
