import Foundation

/// One scripted change of a sampled run: a state change, usually followed by a layout
/// transition, performed on the main actor at a chosen moment.
///
/// ``TimelineSampler`` performs steps in order. A step must make its change synchronously: a
/// transition it starts should measure on the main actor (`shouldMeasureAsync: false`), because
/// an asynchronous measurement would finish at a wall-clock moment that the manual clock cannot
/// place, and the timeline would not be reproducible.
public struct TimelineStep: Sendable {
    /// When a step starts, relative to the step before it (or to the initial layout, for the first
    /// step). Start times are rounded up to the next sampled frame.
    public enum Start: Sendable, Equatable {
        /// After every animation and transition of the earlier steps has ended, plus a pause in
        /// seconds (a negative or non-finite pause counts as 0).
        case afterSettling(pause: TimeInterval)
        /// A fixed number of seconds after the earlier step started, whether or not its animations
        /// have ended: a way to interrupt a running transition (a rapid double tap). A negative or
        /// non-finite delay counts as 0.
        case afterStart(of: TimeInterval)
    }

    /// A short description of the change ("show the age field").
    public let name: String
    /// When the step starts.
    public let start: Start
    /// Makes the change.
    public let perform: @MainActor @Sendable () throws -> Void

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - name: A short description of the change.
    ///   - start: When the step starts; by default a quarter second after everything has settled.
    ///   - perform: Makes the change on the main actor (for example, changes a node's state and
    ///     calls `try node.transitionLayout(animated: true)`); an error it throws stops sampling
    ///     with ``SamplingError/stepFailed(step:reason:)``.
    public init(
        _ name: String,
        start: Start = .afterSettling(pause: 0.25),
        perform: @escaping @MainActor @Sendable () throws -> Void
    ) {
        self.name = name
        self.start = start
        self.perform = perform
    }
}
