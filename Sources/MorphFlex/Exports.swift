// The flexbox engine shares geometry and sizing values with the layout specs.
@_exported import MorphLayout
