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
            var ranges: [String: [SizeRange]] = [:]
            for (id, listField) in try rangesField.members() {
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

    /// The result as JSON in the shape of a case's `expected`, keys in the format's order:
    /// `{"size": [w, h], "frames": [{"id": "a", "frame": [x, y, w, h]}, …]}`, with
    /// `"calculateLayoutThatFits_ranges"` (by node id, in id order) when `includingMeasuredRanges`
    /// and ranges were recorded. Infinity is written `"inf"` and `CGFloat.greatestFiniteMagnitude`
    /// `"CGFLOAT_MAX"`, as the fixtures write them.
    ///
    /// - Complexity: O(n) in the number of frames and ranges.
    public func jsonValue(includingMeasuredRanges: Bool = false) -> JSONValue {
        var object: JSONObject = [
            "size": TextureCaseNumbers.json([size.width, size.height]),
            "frames": .array(frames.map { entry in
                .object(["id": .string(entry.id), "frame": TextureCaseNumbers.json(entry.frame)])
            }),
        ]
        if includingMeasuredRanges, let measuredRanges {
            object["calculateLayoutThatFits_ranges"] = .object(JSONObject(measuredRanges.keys.sorted().map { id in
                (key: id, value: .array(measuredRanges[id]!.map { range in
                    .object([
                        "min": TextureCaseNumbers.json([range.min.width, range.min.height]),
                        "max": TextureCaseNumbers.json([range.max.width, range.max.height]),
                    ])
                }))
            }))
        }
        return .object(object)
    }

    /// ``jsonValue(includingMeasuredRanges:)`` as one line of JSON text
    /// (see ``JSONValue/jsonText(prettyPrinted:)``).
    ///
    /// - Complexity: O(n) in the number of frames and ranges.
    public func jsonText(includingMeasuredRanges: Bool = false) -> String {
        jsonValue(includingMeasuredRanges: includingMeasuredRanges).jsonText()
    }
}
