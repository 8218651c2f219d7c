import Foundation

/// How many random inputs a property test tries: `MORPH_PROPERTY_INPUTS` when set (for long
/// runs, e.g. `MORPH_PROPERTY_INPUTS=200000 swift test --filter Property`), else the test's
/// default, sized to take a few seconds in a debug build.
public enum PropertyTestSize {
    /// `MORPH_PROPERTY_INPUTS` when it is a positive number, else `defaultCount`.
    public static func inputs(default defaultCount: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["MORPH_PROPERTY_INPUTS"],
              let count = Int(text), count > 0
        else { return defaultCount }
        return count
    }

    /// The seed of a run: `MORPH_PROPERTY_SEED` when set, else a fixed one, so a failure replays.
    public static var seed: UInt64 {
        ProcessInfo.processInfo.environment["MORPH_PROPERTY_SEED"].flatMap(UInt64.init) ?? 0x5EED_0014
    }
}
