import MorphRender

/// One scripted change of an ``ExampleScene``: MorphRender's `TimelineStep`, so the sampler
/// performs an example's steps as they are.
public typealias ExampleStep = TimelineStep
