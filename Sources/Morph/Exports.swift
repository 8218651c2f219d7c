// The node layer re-exports the value layers below it, so `import Morph` is enough for users.
@_exported import MorphFlex
@_exported import MorphLayout
@_exported import MorphMotion
