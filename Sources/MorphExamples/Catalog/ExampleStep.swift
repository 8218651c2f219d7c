import Foundation

/// One scripted change of an ``ExampleScene``: a state change, usually followed by a layout
/// transition, performed on the main actor.
public struct ExampleStep: Sendable {
    /// When a step starts, relative to the step before it (or to the initial layout, for the first
    /// step).
    public enum Start: Sendable, Equatable {
        /// After every animation of the earlier steps has ended, plus a pause in seconds.
        case afterSettling(pause: TimeInterval)
        /// A fixed number of seconds after the earlier step started, whether or not its animations
        /// have ended: a way to interrupt a running transition (a rapid double tap).
        case afterStart(of: TimeInterval)
    }

    /// A short description of the change ("show the age field").
    public let name: String
    /// When the step starts.
    public let start: Start
    /// Makes the change.
    public let perform: @MainActor @Sendable () -> Void

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - name: A short description of the change.
    ///   - start: When the step starts; by default a quarter second after everything has settled.
    ///   - perform: Makes the change on the main actor (for example, changes a node's state and
    ///     calls `transitionLayout(animated: true)`).
    public init(
        _ name: String,
        start: Start = .afterSettling(pause: 0.25),
        perform: @escaping @MainActor @Sendable () -> Void
    ) {
        self.name = name
        self.start = start
        self.perform = perform
    }
}
