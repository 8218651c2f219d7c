// The examples are built from nodes and elements; re-export both for their users.
@_exported import Morph
@_exported import MorphElements
