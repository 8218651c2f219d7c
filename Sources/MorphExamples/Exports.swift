// The examples are built from nodes and elements and sampled by MorphRender; re-export all three
// for their users.
@_exported import Morph
@_exported import MorphElements
@_exported import MorphRender
