// Fixture code reads and writes the case formats' JSON values.
@_exported import MorphCases
