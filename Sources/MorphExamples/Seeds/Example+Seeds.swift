import Foundation

extension Example {
    /// Texture's signup form: the name field gives way to the age field and back, with the seed's
    /// sliding and fading `animateLayoutTransition`.
    public static let signupForm = Example(
        name: "signup",
        title: "Signup form",
        summary: "Texture's Layout Transition API seed: the name field slides out as the age field slides in, and back.",
        size: CGSize(width: 320, height: 74)
    ) {
        let form = SignupFormNode()
        return ExampleScene(root: form, steps: [
            .layoutTransition("show the age field", of: form) { form.fieldState.value = .age },
            .layoutTransition("show the name field again", of: form) { form.fieldState.value = .name },
        ])
    }

    /// The Korean seed's progress bar: the ratio goes 0 → 0.3 → 0.8 through a fractional
    /// `flexBasis`, animated by the bar's layout transitions, in an upload card that shows the
    /// percentage.
    public static let progressBar = Example(
        name: "progress",
        title: "Progress bar",
        summary: "The Korean Texture seed: a bar's fractional flexBasis animates from 0 to 0.3 to 0.8, in an upload card.",
        size: CGSize(width: 340, height: 80)
    ) {
        let card = ProgressCardNode()
        return ExampleScene(root: card, steps: [0.3, 0.8].map { ratio in
            .layoutTransition("progress \(ratio)", of: card.bar) { card.setProgress(ratio) }
        })
    }

    /// The "Layout specs" seed: a photo with an outset icon placed by an absolute spec sized to
    /// fit; a transition moves the icon to the opposite corner and back.
    public static let photoWithIcon = Example(
        name: "photo",
        title: "Photo with outset icon",
        summary: "The layout specs seed: an absolute spec sized to fit puts a 40×40 circular icon (an image modification: a 60×60 crop with a 10-point border) over the corner of a 150×150 photo; the icon moves.",
        size: CGSize(width: 190, height: 190)
    ) {
        let photo = try PhotoWithIconNode()
        return ExampleScene(root: photo, steps: [
            .layoutTransition("move the icon to the bottom left", of: photo) { photo.iconCorner.value = .bottomLeft },
            .layoutTransition("move the icon back", of: photo) { photo.iconCorner.value = .topRight },
        ])
    }
}
