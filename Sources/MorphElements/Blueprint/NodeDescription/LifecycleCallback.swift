import Foundation

/// A callback for an element's node appearing or disappearing (``NodeDescription/onAppear``,
/// ``NodeDescription/onDisappear``). Runs on the main actor, after the update that caused it.
public typealias LifecycleCallback = @MainActor @Sendable () -> Void
