import Foundation

/// The samples the player's script animates from, embedded in the page as
/// `<script type="application/json" id="morph-data">`: the times, the duration, and per element
/// its presence runs and the series that change (constant ones are already in the inline styles).
///
/// Encoded by `JSONEncoder` (keys sorted, so a page is the same for the same timeline), numbers
/// rounded to the precision the page writes them with, then made safe inside `<script>` by
/// ``MarkupEscaping/scriptSafeJSON(_:)``.
struct PlayerData: Encodable {
    let duration: Double
    let fps: Double
    let autoplay: Bool
    let times: [Double]
    let elements: [Element]

    /// One element's animation data.
    struct Element: Encodable {
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
    }

    /// The data as JSON text that is safe inside a `<script>` element.
    ///
    /// - Complexity: O(E · F) for E elements and F frames.
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
