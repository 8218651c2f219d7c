import Foundation

/// A laid-out Texture case in the shape of the case's `expected`: the host node's size and the
/// frame of every flattened subnode by id, in flattened (z-)order — plus, for the cases that
/// list them, the ranges each node was measured with (`calculateLayoutThatFits_ranges`).
public struct TextureCaseResult: Equatable, Sendable {
    /// A subnode's frame, relative to the host node.
    public struct NodeFrame: Equatable, Sendable {
        /// The node's id.
        public var id: String
        /// Its frame.
        public var frame: CGRect

        /// Creates a frame entry.
        public init(id: String, frame: CGRect) {
            self.id = id
            self.frame = frame
        }
    }

    /// The host node's size.
    public var size: CGSize
    /// The subnodes' frames in flattened order.
    public var frames: [NodeFrame]
    /// The ranges each node was measured with, oldest first; nil when not recorded.
    public var measuredRanges: [String: [SizeRange]]?

    /// Creates a result.
    public init(size: CGSize, frames: [NodeFrame], measuredRanges: [String: [SizeRange]]? = nil) {
        self.size = size
        self.frames = frames
        self.measuredRanges = measuredRanges
    }

    /// The first way in which this result differs from `expected`, or nil when they agree
    /// within `tolerance` points. Measured ranges are compared only when `expected` has them.
    ///
    /// - Complexity: O(n) in the number of frames and ranges.
    public func firstDifference(from expected: TextureCaseResult, tolerance: CGFloat = 1e-3) -> TextureCaseDifference? {
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
            a == b || abs(a - b) <= tolerance
        }
        func close(_ a: CGSize, _ b: CGSize) -> Bool {
            close(a.width, b.width) && close(a.height, b.height)
        }
        if !close(size, expected.size) {
            return .size(expected: expected.size, actual: size)
        }
        for (offset, expectedFrame) in expected.frames.enumerated() {
            guard offset < frames.count else {
                return .missingNode(id: expectedFrame.id, at: offset)
            }
            let actual = frames[offset]
            guard actual.id == expectedFrame.id else {
                return .nodeOrder(at: offset, expectedID: expectedFrame.id, actualID: actual.id)
            }
            let a = actual.frame, e = expectedFrame.frame
            if !(close(a.origin.x, e.origin.x) && close(a.origin.y, e.origin.y) && close(a.size, e.size)) {
                return .frame(id: actual.id, expected: e, actual: a)
            }
        }
        if frames.count > expected.frames.count {
            return .unexpectedNode(id: frames[expected.frames.count].id, at: expected.frames.count)
        }
        if let expectedRanges = expected.measuredRanges {
            let actualRanges = measuredRanges ?? [:]
            for id in Set(expectedRanges.keys).union(actualRanges.keys).sorted() {
                let expectedList = expectedRanges[id] ?? []
                let actualList = actualRanges[id] ?? []
                let agree = expectedList.count == actualList.count && zip(expectedList, actualList).allSatisfy { e, a in
                    close(e.min, a.min) && close(e.max, a.max)
                }
                if !agree {
                    return .measuredRanges(id: id, expected: expectedList, actual: actualList)
                }
            }
        }
        return nil
    }
}

/// How a laid-out case differs from its expectation (see
/// ``TextureCaseResult/firstDifference(from:tolerance:)``).
public enum TextureCaseDifference: Equatable, Sendable, CustomStringConvertible {
    /// The host's size differs.
    case size(expected: CGSize, actual: CGSize)
    /// A different node is at this place in flattened order.
    case nodeOrder(at: Int, expectedID: String, actualID: String)
    /// A node's frame differs.
    case frame(id: String, expected: CGRect, actual: CGRect)
    /// An expected node is missing from the layout.
    case missingNode(id: String, at: Int)
    /// The layout has a node the expectation does not list.
    case unexpectedNode(id: String, at: Int)
    /// A node was measured with other ranges than expected.
    case measuredRanges(id: String, expected: [SizeRange], actual: [SizeRange])

    /// What differs, with both values.
    public var description: String {
        switch self {
        case let .size(expected, actual):
            return "size: expected \(TextureCaseJSON.format(expected)), got \(TextureCaseJSON.format(actual))"
        case let .nodeOrder(offset, expectedID, actualID):
            return "node #\(offset): expected \"\(expectedID)\", got \"\(actualID)\""
        case let .frame(id, expected, actual):
            return "\"\(id)\": expected frame \(TextureCaseJSON.format(expected)), got \(TextureCaseJSON.format(actual))"
        case let .missingNode(id, offset):
            return "node #\(offset): expected \"\(id)\", got no node"
        case let .unexpectedNode(id, offset):
            return "node #\(offset): unexpected \"\(id)\""
        case let .measuredRanges(id, expected, actual):
            return "\"\(id)\": expected measurements \(expected), got \(actual)"
        }
    }
}

extension TextureCaseResult {
    /// Reads an `expected` object (`size`, `frames`, optional `calculateLayoutThatFits_ranges`).
    init(decoding field: JSONField) throws(TextureCaseError) {
        let object = try field.object(allowedKeys: ["size", "frames", "calculateLayoutThatFits_ranges"])
        let sizeField = try object.required("size")
        let size = try TextureSpecDecoder.measuredSize(sizeField)
        var frames: [NodeFrame] = []
        for entry in try object.required("frames").array() {
            let frameObject = try entry.object(allowedKeys: ["id", "frame"])
            let rectField = try frameObject.required("frame")
            let numbers = try rectField.array()
            guard numbers.count == 4 else {
                throw rectField.error(.wrongType(expected: "an array of 4 numbers [x, y, width, height]", found: "\(numbers.count) elements"))
            }
            var values: [CGFloat] = []
            for number in numbers { values.append(try number.finiteNumber()) }
            frames.append(NodeFrame(
                id: try frameObject.required("id").string(),
                frame: CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
            ))
        }
        var measuredRanges: [String: [SizeRange]]?
        if let rangesField = object.optional("calculateLayoutThatFits_ranges") {
            guard case .object(let members) = rangesField.value else {
                throw rangesField.error(.wrongType(expected: "an object", found: rangesField.value.typeName))
            }
            var ranges: [String: [SizeRange]] = [:]
            for id in members.keys.sorted() {
                let listField = JSONField(value: members[id]!, path: "\(rangesField.path).\(id)", caseName: field.caseName)
                var list: [SizeRange] = []
                for rangeField in try listField.array() {
                    list.append(try TextureCase.decodeSizeRange(rangeField))
                }
                ranges[id] = list
            }
            measuredRanges = ranges
        }
        self.init(size: size, frames: frames, measuredRanges: measuredRanges)
    }

    /// The result as JSON in the shape of a case's `expected`, on one line:
    /// `{"size": [w, h], "frames": [{"id": "a", "frame": [x, y, w, h]}, …]}`, with
    /// `"calculateLayoutThatFits_ranges"` when `includingMeasuredRanges` and ranges were recorded.
    public func jsonText(includingMeasuredRanges: Bool = false) -> String {
        var text = "{\"size\": \(TextureCaseJSON.array([size.width, size.height])), \"frames\": ["
        text += frames.map { entry in
            let frame = entry.frame
            return "{\"id\": \(TextureCaseJSON.quoted(entry.id)), \"frame\": "
                + "\(TextureCaseJSON.array([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]))}"
        }.joined(separator: ", ")
        text += "]"
        if includingMeasuredRanges, let measuredRanges {
            text += ", \"calculateLayoutThatFits_ranges\": {"
            text += measuredRanges.keys.sorted().map { id in
                let ranges = measuredRanges[id]!.map { range in
                    "{\"min\": \(TextureCaseJSON.array([range.min.width, range.min.height])), "
                        + "\"max\": \(TextureCaseJSON.array([range.max.width, range.max.height]))}"
                }
                return "\(TextureCaseJSON.quoted(id)): [\(ranges.joined(separator: ", "))]"
            }.joined(separator: ", ")
            text += "}"
        }
        return text + "}"
    }
}

/// Number and string formatting of the case format.
enum TextureCaseJSON {
    /// A number as the fixture writes it: integers without a fraction, `"inf"` for infinity.
    static func number(_ value: CGFloat) -> String {
        if value == .infinity { return "\"inf\"" }
        if value == -.infinity { return "\"-inf\"" }
        if value == .greatestFiniteMagnitude { return "\"CGFLOAT_MAX\"" }
        if value.isNaN { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }

    static func array(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func format(_ size: CGSize) -> String {
        array([size.width, size.height])
    }

    static func format(_ rect: CGRect) -> String {
        array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }
}
