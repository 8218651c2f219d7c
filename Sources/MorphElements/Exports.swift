// The declarative layer re-exports the node layer, so `import MorphElements` is enough for users.
@_exported import Morph
