import Foundation
import MorphCases

/// libFuzzer's entry point: reads `data` as cases of either format, lays out every case that
/// reads, writes the results, and reads the written JSON back.
///
/// Any crash, hang, leak or sanitizer report is a finding. Besides not crashing, it checks what
/// the reader promises: text written by ``JSONValue/jsonText(prettyPrinted:)`` reads back to the
/// same value, and an input the reader accepts never yields a value it would refuse to write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCaseReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    checkRoundTrip(data)
    for entry in LayoutCase.entries(in: data, inputName: "fuzz") {
        guard case .layoutCase(let layoutCase) = entry else { continue }
        // Huge trees are valid input but would only measure the engines' speed.
        if let result = try? layoutCase.layout() {
            _ = result.jsonText()
        }
        _ = try? layoutCase.check()
    }
    return 0
}

/// Parses `data`; when it is JSON, its one-line and indented texts must read back to it.
private func checkRoundTrip(_ data: Data) {
    guard let value = try? JSONValue(parsing: data) else { return }
    for text in [value.jsonText(), value.jsonText(prettyPrinted: true)] {
        guard let again = try? JSONValue(parsing: text), again == value else {
            fatalError("written JSON does not read back: \(text)")
        }
    }
}
