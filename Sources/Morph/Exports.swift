// The node layer re-exports the layers below it, so `import Morph` is enough for users.
@_exported import MorphFlex
@_exported import MorphImage
@_exported import MorphLayout
@_exported import MorphMotion
@_exported import MorphText
