import Foundation

/// Every seed example, in the order `morph` renders them.
public enum Examples {
    /// All examples.
    public static let all: [Example] = [
        .signupForm,
        .progressBar,
        .photoWithIcon,
        .pokeAnimations,
        .pokeDrag,
        .blueprintTransitions,
        .photoGrid,
        .article,
        .feed,
        .reorder,
    ]

    /// The example called `name`, or nil.
    ///
    /// - Complexity: O(n) in the number of examples.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }
}
