import Foundation

/// The samples the player's script animates from, embedded in the page as
/// `<script type="application/json" id="morph-data">`: the times, the duration, the names of the
/// view properties in table order, and per element its presence runs, the CSS series that change
/// (constant ones are already in the inline styles), its content variants and every view
/// property's values.
///
/// Written by ``appendScriptJSON(to:)`` (keys sorted, so a page is the same for the same
/// timeline; numbers rounded to the precision the page writes them with; safe inside
/// `<script>`). The `Encodable` conformance is the reference it is checked against:
/// ``scriptText()`` encodes it with `JSONEncoder`.
struct PlayerData: Encodable {
    let duration: Double
    let fps: Double
    let autoplay: Bool
    let times: [Double]
    /// The names of the `ViewProperties` table, in table order (the inspector's rows).
    let propertyNames: [String]
    let elements: [Element]

    /// One element's animation data.
    struct Element: Encodable {
        /// The layer's label (`n3`).
        let id: String
        let name: String
        /// Runs of samples in which the element is present, `[first, last]`.
        let presence: [[Int]]
        /// The node's interpolated series by keyframe name; nil when none changes.
        let node: [String: PlayerSeries.Values]?
        /// Series that switch at samples (visibility, paint order, clipping, …).
        let discrete: [String: PlayerSeries.Values]?
        /// The border layer's series.
        let border: [String: PlayerSeries.Values]?
        /// The text colour, when it changes.
        let textColor: PlayerSeries.Values?
        /// Which text variant shows at each sample, when there are several.
        let textVariant: [Int]?
        /// Which image variant shows at each sample, when there are several.
        let imageVariant: [Int]?
        /// Every view property's values, by property name.
        let properties: [String: PropertyTrack]
    }

    /// One view property's values over the samples: `{"value": v}` when it never changes,
    /// `{"samples": [v0, v1, …]}` otherwise.
    enum PropertyTrack: Encodable {
        case constant(PropertyValue)
        case samples([PropertyValue])

        init(_ values: [PropertyValue]) {
            if let first = values.first, values.allSatisfy({ $0 == first }) {
                self = .constant(first)
            } else {
                self = .samples(values)
            }
        }

        enum CodingKeys: String, CodingKey {
            case value, samples
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .constant(let value): try container.encode(value, forKey: .value)
            case .samples(let values): try container.encode(values, forKey: .samples)
            }
        }
    }

    /// The data as JSON text that is safe inside a `<script>` element, through `JSONEncoder` and
    /// ``MarkupEscaping/scriptSafeJSON(_:)``: the reference ``appendScriptJSON(to:)`` is tested
    /// against (``HTMLPlayerRenderer`` writes with the latter unless told otherwise).
    ///
    /// - Complexity: O(E · F · P) for E elements, F frames and P properties.
    func scriptText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(self)
        } catch {
            // Every number is rounded by NumberFormatting.rounded(_:decimals:), which is finite;
            // strings and arrays always encode.
            preconditionFailure("player data could not be encoded: \(error)")
        }
        return MarkupEscaping.scriptSafeJSON(json)
    }
}
