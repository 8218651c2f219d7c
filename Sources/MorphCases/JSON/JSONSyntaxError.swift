/// Why a text is not a JSON document the case readers accept: the problem, where it is (line and
/// column, both from 1; columns count Unicode scalars), and the JSON path of the value being read
/// (`$` for the document, `$.root.children[2].style`).
///
/// ```
/// duplicate key "width" at line 4, column 7, in $.root.style
/// ```
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// The text ends inside a value.
        case unexpectedEndOfInput
        /// A character that cannot start or continue a value here.
        case unexpectedCharacter(Character)
        /// `true`, `false` or `null` misspelt.
        case invalidLiteral
        /// A number that does not follow JSON's grammar (`01`, `1.`, `-`, `.5`, `1e`).
        case invalidNumber
        /// A number too large for a `Double` (magnitude above about 1.8e308), which would read as
        /// infinity.
        case numberOutOfRange
        /// A backslash escape JSON does not define (`\x`).
        case invalidEscape
        /// A `\u` escape without four hexadecimal digits, or naming no Unicode scalar.
        case invalidUnicodeEscape
        /// A `\uD800`–`\uDFFF` escape that is not half of a surrogate pair.
        case unpairedSurrogate
        /// A control character (U+0000–U+001F) written raw inside a string.
        case controlCharacterInString
        /// Bytes that are not UTF-8 (a stray continuation byte, a truncated or overlong sequence,
        /// an encoded surrogate, a value above U+10FFFF). Such text is refused, never replaced.
        case invalidUTF8
        /// Something other than a string where an object key belongs.
        case expectedKey
        /// Something other than `:` after an object key.
        case expectedColon
        /// Something other than `,` or `}` after an object member.
        case expectedCommaOrClosingBrace
        /// Something other than `,` or `]` after an array element.
        case expectedCommaOrClosingBracket
        /// An object with the same key twice (at the second one); JSON leaves the meaning open, so
        /// a case file must not rely on it.
        case duplicateKey(String)
        /// Arrays and objects nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// Content after the document's value.
        case trailingContent
    }

    /// What is wrong.
    public let problem: Problem
    /// The line of the problem, from 1.
    public let line: Int
    /// The column of the problem on its line, from 1, in Unicode scalars.
    public let column: Int
    /// The JSON path of the value being read when the problem was found (`$` for the document).
    public let path: String

    /// Creates an error.
    public init(problem: Problem, line: Int, column: Int, path: String) {
        self.problem = problem
        self.line = line
        self.column = column
        self.path = path
    }

    /// `<problem> at line L, column C`, followed by `, in <path>` below the document's root.
    public var description: String {
        let location = "\(problemDescription) at line \(line), column \(column)"
        return path == "$" ? location : "\(location), in \(path)"
    }

    /// The problem alone (`duplicate key "width"`).
    public var problemDescription: String {
        switch problem {
        case .unexpectedEndOfInput: "unexpected end of input"
        case .unexpectedCharacter(let character): "unexpected character '\(character.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())'"
        case .invalidLiteral: "invalid literal"
        case .invalidNumber: "invalid number"
        case .numberOutOfRange: "number out of range (too large for a Double)"
        case .invalidEscape: "invalid escape"
        case .invalidUnicodeEscape: "invalid unicode escape"
        case .unpairedSurrogate: "unpaired surrogate"
        case .controlCharacterInString: "control character in a string"
        case .invalidUTF8: "invalid UTF-8"
        case .expectedKey: "expected a string key"
        case .expectedColon: "expected ':'"
        case .expectedCommaOrClosingBrace: "expected ',' or '}'"
        case .expectedCommaOrClosingBracket: "expected ',' or ']'"
        case .duplicateKey(let key): "duplicate key \(JSONValue.string(key).jsonText())"
        case .nestingTooDeep(let limit): "nesting deeper than \(limit) levels"
        case .trailingContent: "unexpected content after the JSON value"
        }
    }
}
