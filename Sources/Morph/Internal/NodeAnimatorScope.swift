/// The animator that nodes created inside ``DisplayNode/withAnimator(_:_:)`` use: a task-local
/// value, so parallel tests building their trees in their own scopes never share animators.
///
/// It lives outside ``DisplayNode`` because a task-local declared in a main-actor class would be
/// main-actor isolated, and nodes may be created on any thread.
enum NodeAnimatorScope {
    /// The scoped animator, or nil outside any scope.
    @TaskLocal static var animator: Animator?
}
