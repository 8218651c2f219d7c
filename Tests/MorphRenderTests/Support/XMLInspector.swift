import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses an SVG document and records its elements, to check that output is well-formed XML and
/// to query its structure.
final class XMLInspector: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        let depth: Int
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var openElements: [Int] = []
    private(set) var parseError: Error?

    /// Parses `document`; `parseError` is set when it is not well-formed.
    init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        if !parser.parse() { parseError = parser.parserError ?? NSError(domain: "XMLInspector", code: 1) }
    }

    var isWellFormed: Bool { parseError == nil }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        openElements.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes, depth: openElements.count - 1))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = openElements.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let open = openElements.last { elements[open].text += string }
    }
}
