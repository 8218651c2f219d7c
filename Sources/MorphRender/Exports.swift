// Renderers work on node trees; re-export the node layer for their users.
@_exported import Morph
