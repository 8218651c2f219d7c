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

    /// Plays `name` (the gallery for nil); returns the exit status: 0 once the window was closed,
    /// 1 when it could not open or the example could not be built.
    func play(name: String?, statisticsPath: String?) async -> Int32 {
        let window: Window
        do {
            if let name, let example = Examples.named(name) {
                let scene = try example.makeScene()
                scene.root.frame = CGRect(origin: .zero, size: example.size)
                window = Window(root: scene.root, title: "Morph — \(example.name): \(example.title)", size: example.size)
            } else {
                let gallery = ExampleGalleryNode()
                window = Window(root: gallery, title: "Morph — examples", size: ExampleGalleryNode.size)
            }
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
