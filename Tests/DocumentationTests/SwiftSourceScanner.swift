/// Swift source split into what the compiler reads as code and what it does not: comments are
/// removed (line breaks kept), and every character is marked as code or as string-literal text.
struct SwiftSourceScanner {
    /// A line of the source without its comments, with whether it starts inside a string literal
    /// and whether it is inside the body of a `@Test` function.
    struct Line: Equatable {
        var text: String
        var startsInString: Bool
        var isInTestBody: Bool
    }

    private enum Context {
        /// Code; `parentheses` counts open parentheses of an interpolation being lexed as code.
        case code(parentheses: Int)
        /// A string literal: raw-string hashes, whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    /// The lines of `source` with comments removed.
    static func lines(of source: String) -> [Line] {
        let scalars = Array(source.unicodeScalars)
        var lines: [Line] = []
        var current = String.UnicodeScalarView()
        var lineStartsInString = false
        var lineInTestBody = false
        var stack: [Context] = [.code(parentheses: 0)]
        // @Test bodies: the brace depth at which the pending @Test function's body opened.
        var braceDepth = 0
        var testAttributePending = false
        var testBodyDepths: [Int] = []
        var index = 0

        func isInString() -> Bool {
            if case .string = stack.last! { return true }
            return false
        }
        func hasPrefix(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.unicodeScalars)
            guard position + pattern.count <= scalars.count else { return false }
            return (0..<pattern.count).allSatisfy { scalars[position + $0] == pattern[$0] }
        }
        func hashes(at position: Int) -> Int {
            var count = 0
            while position + count < scalars.count && scalars[position + count] == "#" { count += 1 }
            return count
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                lines.append(Line(text: String(current), startsInString: lineStartsInString, isInTestBody: lineInTestBody))
                current = String.UnicodeScalarView()
                index += 1
                lineStartsInString = isInString()
                lineInTestBody = !testBodyDepths.isEmpty
                if case .string(_, false) = stack.last! { stack.removeLast() } // unterminated one-line string
                continue
            }
            switch stack.last! {
            case .blockComment(let depth):
                if hasPrefix("*/", at: index) {
                    stack.removeLast()
                    if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
                    index += 2
                } else if hasPrefix("/*", at: index) {
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                    index += 2
                } else {
                    index += 1
                }
            case .string(let hashCount, let multiline):
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashCount)
                let interpolation = "\\" + String(repeating: "#", count: hashCount) + "("
                if hasPrefix(closing, at: index) {
                    current.append(contentsOf: closing.unicodeScalars)
                    index += closing.unicodeScalars.count
                    stack.removeLast()
                } else if hasPrefix(interpolation, at: index) {
                    current.append(contentsOf: interpolation.unicodeScalars)
                    index += interpolation.unicodeScalars.count
                    stack.append(.code(parentheses: 1))
                } else if hashCount == 0 && scalar == "\\" && index + 1 < scalars.count && scalars[index + 1] != "\n" {
                    current.append(scalar)
                    current.append(scalars[index + 1])
                    index += 2
                } else {
                    current.append(scalar)
                    index += 1
                }
            case .code(let parentheses):
                if hasPrefix("//", at: index) {
                    while index < scalars.count && scalars[index] != "\n" { index += 1 }
                } else if hasPrefix("/*", at: index) {
                    stack.append(.blockComment(depth: 1))
                    index += 2
                } else if scalar == "#" || scalar == "\"" {
                    let count = hashes(at: index)
                    if hasPrefix("\"", at: index + count) {
                        let multiline = hasPrefix("\"\"\"", at: index + count)
                        let opening = String(repeating: "#", count: count) + (multiline ? "\"\"\"" : "\"")
                        current.append(contentsOf: opening.unicodeScalars)
                        index += opening.unicodeScalars.count
                        stack.append(.string(hashes: count, multiline: multiline))
                    } else {
                        current.append(scalar)
                        index += 1
                    }
                } else {
                    if scalar == "(" && parentheses > 0 {
                        stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    } else if scalar == ")" && parentheses > 0 {
                        if parentheses == 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(parentheses: parentheses - 1) }
                    } else if stack.count == 1 {
                        if hasPrefix("@Test", at: index) {
                            testAttributePending = true
                        } else if scalar == "{" {
                            braceDepth += 1
                            if testAttributePending {
                                testBodyDepths.append(braceDepth)
                                testAttributePending = false
                            }
                        } else if scalar == "}" {
                            if testBodyDepths.last == braceDepth { testBodyDepths.removeLast() }
                            braceDepth -= 1
                        }
                    }
                    current.append(scalar)
                    index += 1
                }
            }
        }
        lines.append(Line(text: String(current), startsInString: lineStartsInString, isInTestBody: lineInTestBody))
        return lines
    }
}
