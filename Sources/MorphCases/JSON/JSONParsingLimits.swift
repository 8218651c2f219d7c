/// The limits of ``JSONValue/init(parsing:)-(Data)``, which hold whatever the input.
public enum JSONParsingLimits {
    /// The deepest nesting of arrays and objects accepted (the document's value is at depth 0).
    /// Deeper input is a ``JSONSyntaxError/Problem/nestingTooDeep(limit:)`` error rather than a
    /// stack overflow.
    public static let maximumDepth = 512
}
