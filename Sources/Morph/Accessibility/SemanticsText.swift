import Foundation

/// The text of a node in a semantics tree: a text node's string or a text field's contents, with
/// the caret and selection of a field.
///
/// Offsets count **Unicode scalars**, as AT-SPI's text offsets, AccessKit's and Python's strings
/// do (Morph's text fields count grapheme clusters; the semantics tree converts).
public struct SemanticsText: Hashable, Sendable {
    /// The text assistive technology reads: the string, or a secure field's bullets (never its
    /// secret).
    public var string: String
    /// The selection in Unicode-scalar offsets; empty for a caret; nil for text without a caret
    /// (a text node).
    public var selection: Range<Int>?
    /// A text field's placeholder (AT-SPI's object attribute `placeholder-text`), or nil.
    public var placeholder: String?
    /// Whether the user can change the text.
    public var isEditable: Bool
    /// Whether the text may have more than one line.
    public var isMultiLine: Bool
    /// Where the characters are on screen, when the text could be laid out.
    public var geometry: SemanticsTextGeometry?

    /// A text value.
    public init(
        string: String,
        selection: Range<Int>? = nil,
        placeholder: String? = nil,
        isEditable: Bool = false,
        isMultiLine: Bool = false,
        geometry: SemanticsTextGeometry? = nil
    ) {
        self.string = string
        self.selection = selection
        self.placeholder = placeholder
        self.isEditable = isEditable
        self.isMultiLine = isMultiLine
        self.geometry = geometry
    }

    /// The caret's offset: the selection's moving end, or its upper bound; nil without a caret.
    public var caretOffset: Int? {
        selection?.upperBound
    }

    /// The number of Unicode scalars.
    ///
    /// - Complexity: O(n).
    public var scalarCount: Int {
        string.unicodeScalars.count
    }

    /// The grapheme-cluster range of `string` covering the Unicode-scalar range `scalars`
    /// (clamped to the text; a bound inside a cluster moves out to the cluster's edge).
    ///
    /// - Complexity: O(n).
    public static func clusterRange(of scalars: Range<Int>, in string: String) -> Range<Int> {
        var lower: Int?
        var upper = 0
        var scalarOffset = 0
        var clusterIndex = 0
        for character in string {
            let end = scalarOffset + character.unicodeScalars.count
            if lower == nil, scalars.lowerBound < end { lower = clusterIndex }
            if scalars.upperBound > scalarOffset { upper = clusterIndex + 1 }
            scalarOffset = end
            clusterIndex += 1
        }
        let start = lower ?? clusterIndex
        if scalars.isEmpty {
            // A caret: the cluster boundary at the offset, or before it inside a cluster.
            return start..<start
        }
        return start..<max(start, upper)
    }

    /// The Unicode-scalar offset of grapheme-cluster index `cluster` of `string` (clamped).
    ///
    /// - Complexity: O(n).
    public static func scalarOffset(ofCluster cluster: Int, in string: String) -> Int {
        var offset = 0
        var index = 0
        for character in string {
            if index >= cluster { break }
            offset += character.unicodeScalars.count
            index += 1
        }
        return offset
    }
}
