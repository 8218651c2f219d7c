import Foundation

/// Locale-independent, allocation-light decimal formatting for the renderers.
///
/// `String(format:)` depends on the C library and is slow; the outputs need the same text on every
/// machine, so numbers are rounded to a fixed number of decimals here, half away from zero, and a
/// value that rounds to zero never prints a minus sign (`-0.001` with two decimals is `0.00`).
enum NumberFormatting {
    /// Powers of ten for the supported decimal counts (0…9).
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// Magnitudes above this are printed with Swift's shortest representation instead, as are
    /// those whose scaled value (the magnitude times 10 to the decimals) reaches
    /// ``largestScaledValue``: it would not fit an `Int64`. Timelines never hold such values
    /// after validation in practice, but formatting must not trap.
    private static let largestFixedMagnitude: Double = 1e12

    /// The largest scaled value formatted digit by digit: below `Int64.max` (about 9.2 × 10¹⁸).
    private static let largestScaledValue: Double = 9e18

    /// Whether `value` scaled by `scale` is formatted digit by digit (else in its shortest form).
    private static func isFixed(_ value: Double, scale: Double) -> Bool {
        abs(value) < largestFixedMagnitude && abs(value) * scale < largestScaledValue
    }

    /// Appends `value` with exactly `decimals` digits after the point (`1.5`, 2 → `1.50`).
    static func appendFixed(_ value: Double, decimals: Int, to output: inout String) {
        append(value, decimals: decimals, trimmingZeros: false, to: &output)
    }

    /// Appends `value` rounded to at most `decimals` digits, without trailing zeros
    /// (`1.50` → `1.5`, `2.000` → `2`): compact numbers for SVG and HTML attributes.
    static func appendCompact(_ value: Double, decimals: Int, to output: inout String) {
        append(value, decimals: decimals, trimmingZeros: true, to: &output)
    }

    /// `value` rounded as ``appendCompact(_:decimals:to:)`` writes it, as a number: half away from
    /// zero to `decimals` digits, never `-0`, non-finite values as 0, magnitudes from 10¹² on (or
    /// too large to scale to `decimals` digits) unchanged. For data written by `JSONEncoder`,
    /// whose shortest form of the result is the compact text.
    static func rounded(_ value: Double, decimals: Int) -> Double {
        let decimals = min(max(decimals, 0), powersOfTen.count - 1)
        guard value.isFinite else { return 0 }
        let scale = powersOfTen[decimals]
        guard isFixed(value, scale: scale) else { return value }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled != 0 else { return 0 }
        return (value < 0 ? -scaled : scaled) / scale
    }

    /// `value` with exactly `decimals` digits after the point.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var output = ""
        appendFixed(value, decimals: decimals, to: &output)
        return output
    }

    /// `value` with at most `decimals` digits after the point and no trailing zeros.
    static func compact(_ value: Double, decimals: Int) -> String {
        var output = ""
        appendCompact(value, decimals: decimals, to: &output)
        return output
    }

    /// Appends `value` as ``appendCompact(_:decimals:to:)`` writes it, as UTF-8 bytes: for text
    /// assembled as bytes (the HTML player's data).
    static func appendCompact(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        withText(of: value, decimals: decimals, trimmingZeros: true) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ value: Double, decimals: Int, trimmingZeros: Bool, to output: inout String) {
        // At most 21 bytes when written digit by digit, so most numbers make a small string,
        // kept inline rather than allocated.
        withText(of: value, decimals: decimals, trimmingZeros: trimmingZeros) { output += String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the ASCII text of `value` rounded to `decimals` (0…9) digits, half away
    /// from zero, trailing zeros dropped when `trimmingZeros`: written backwards into a buffer
    /// on the stack, not assembled from strings (numbers are most of what the renderers write).
    private static func withText(of value: Double, decimals: Int, trimmingZeros: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let decimals = min(max(decimals, 0), powersOfTen.count - 1)
        guard value.isFinite else {
            // Validated timelines hold finite values only; keep the output well-formed anyway.
            withUnsafeBytes(of: UInt8(ascii: "0")) { body($0.bindMemory(to: UInt8.self)) }
            return
        }
        let scale = powersOfTen[decimals]
        guard isFixed(value, scale: scale) else {
            var text = "\(value)"
            text.withUTF8 { body($0) }
            return
        }
        let scaled = Int64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
        let divisor = Int64(scale)
        var integerPart = scaled / divisor
        var fraction = scaled % divisor
        var digits = decimals
        if trimmingZeros {
            while digits > 0 && fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        // A sign, at most 19 digits (the scaled value is below 9 × 10¹⁸) and a point: 21 bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            if digits > 0 {
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(integerPart % 10))
                integerPart /= 10
            } while integerPart > 0
            if scaled != 0 && value < 0 { put(UInt8(ascii: "-")) }
            body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
