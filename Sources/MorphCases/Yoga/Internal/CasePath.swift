/// A JSON path such as `root.children[0].style.width`.
struct CasePath: Sendable {
    var segments: [String] = []

    func key(_ key: String) -> CasePath {
        var copy = self
        copy.segments.append(copy.segments.isEmpty ? key : ".\(key)")
        return copy
    }

    func index(_ index: Int) -> CasePath {
        var copy = self
        copy.segments.append("[\(index)]")
        return copy
    }

    func joined() -> String { segments.joined() }
}
