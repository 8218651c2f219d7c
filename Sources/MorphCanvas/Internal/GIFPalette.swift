/// The colours of a GIF, made once from a ``ColorHistogram`` of frames across the whole run.
///
/// When the frames hold few enough colours, each of them exactly (an interface without photos or
/// gradients), the palette is those colours. Otherwise it is made by median cut, as ffmpeg's
/// `palettegen` and most GIF encoders make theirs: the box of colours with the largest squared
/// error along one channel is split at its population's median along that channel, until the
/// palette is full; each entry is its box's mean colour. A box left with one bin of one exact
/// colour — a flat fill, a text colour — gives that colour exactly.
enum GIFPalette {
    /// A bin of the histogram: its mean colour and how many pixels it holds.
    private struct Bin {
        let red: Double
        let green: Double
        let blue: Double
        let count: Double
        /// The exact colour, when the bin saw only one.
        let exactColor: UInt32?

        func component(_ channel: Int) -> Double {
            channel == 0 ? red : channel == 1 ? green : blue
        }
    }

    /// A range of bins (in the working array) and the channel and error it would split along.
    private struct Box {
        var bins: Range<Int>
        var channel = 0
        var error = 0.0
    }

    /// At most `maximumCount` colours (0xRRGGBB) for the pixels `histogram` counted; at least one
    /// (black, for a histogram that counted nothing).
    ///
    /// - Complexity: O(H + B log B · log K) for H histogram bins, B of them used, K colours.
    static func make(from histogram: ColorHistogram, maximumCount: Int) -> [UInt32] {
        var bins: [Bin] = []
        for counted in histogram.bins where counted.count > 0 {
            let count = Double(counted.count)
            bins.append(Bin(
                red: Double(counted.redSum) / count,
                green: Double(counted.greenSum) / count,
                blue: Double(counted.blueSum) / count,
                count: count,
                exactColor: counted.isMixed ? nil : counted.firstColor
            ))
        }
        guard !bins.isEmpty else { return [0] }
        let maximumCount = max(1, maximumCount)
        if bins.count <= maximumCount, bins.allSatisfy({ $0.exactColor != nil }) {
            return bins.map { $0.exactColor! }
        }
        var boxes = [measured(Box(bins: bins.indices), in: bins)]
        while boxes.count < maximumCount {
            guard let widest = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[widest].error > 0 else { break }
            let box = boxes[widest]
            let channel = box.channel
            bins[box.bins].sort { $0.component(channel) < $1.component(channel) }
            let split = medianSplit(of: box.bins, in: bins)
            boxes[widest] = measured(Box(bins: box.bins.lowerBound..<split), in: bins)
            boxes.append(measured(Box(bins: split..<box.bins.upperBound), in: bins))
        }
        return boxes.map { color(of: $0, in: bins) }
    }

    /// `box` with the channel of its largest squared error (population × variance) and that error.
    private static func measured(_ box: Box, in bins: [Bin]) -> Box {
        var measured = box
        var total = 0.0
        var sums = [0.0, 0.0, 0.0], squares = [0.0, 0.0, 0.0]
        for bin in bins[box.bins] {
            total += bin.count
            for channel in 0..<3 {
                let value = bin.component(channel)
                sums[channel] += value * bin.count
                squares[channel] += value * value * bin.count
            }
        }
        guard box.bins.count > 1 else { return measured }
        for channel in 0..<3 {
            let error = squares[channel] - sums[channel] * sums[channel] / total
            if error > measured.error {
                measured.error = error
                measured.channel = channel
            }
        }
        return measured
    }

    /// The index that splits the sorted `range` into two non-empty halves of about equal
    /// population.
    private static func medianSplit(of range: Range<Int>, in bins: [Bin]) -> Int {
        let total = bins[range].reduce(0) { $0 + $1.count }
        var running = 0.0
        for index in range.dropLast() {
            running += bins[index].count
            if running >= total / 2 { return index + 1 }
        }
        return range.upperBound - 1
    }

    /// A box's colour: the exact colour of a box of one exact bin, else its mean, rounded.
    private static func color(of box: Box, in bins: [Bin]) -> UInt32 {
        if box.bins.count == 1, let exact = bins[box.bins.lowerBound].exactColor { return exact }
        var total = 0.0, red = 0.0, green = 0.0, blue = 0.0
        for bin in bins[box.bins] {
            total += bin.count
            red += bin.red * bin.count
            green += bin.green * bin.count
            blue += bin.blue * bin.count
        }
        func component(_ sum: Double) -> UInt32 { UInt32(min(max((sum / total).rounded(), 0), 255)) }
        return component(red) << 16 | component(green) << 8 | component(blue)
    }
}
