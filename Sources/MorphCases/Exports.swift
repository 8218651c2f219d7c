// The case formats speak in the engines' values (`SizeRange`, `LayoutStyle`, `FlexStyle`, …), so
// `import MorphCases` brings both engines with it.
@_exported import MorphFlex
@_exported import MorphLayout
