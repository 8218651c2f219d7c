import Foundation

/// The type-erased face of a ``TrackStore`` that the animator ticks.
@MainActor
protocol TrackStoring: AnyObject {
    var activeCount: Int { get }
    func advance(to time: Double)
    func endTracks(ofTimeline slot: Int, at position: AnimationTimeline.Position)
    func present(timeline slot: Int)
    func latestEndTime(now: Double) -> Double?
    func cancelAll()
    func propertyNames(ownedBy owner: AnyObject) -> [String]
    func invariantViolations(lastTick: Double) -> [String]
}

/// All running tracks of one value type, stored densely.
///
/// Tracks sit in a contiguous array in no particular order; a property remembers the index of its
/// track, and removal swaps the last track into the hole and updates that track's property. So
/// starting, retargeting and ending a track are O(1), and a tick is one linear pass with no
/// allocation.
@MainActor
final class TrackStore<Value: Interpolatable>: TrackStoring {
    /// Not checked for exclusive access at run time (nor is `records`): read and written on
    /// every track start and end, only on the main actor, and never passed `inout` beyond a
    /// method of this store.
    @exclusivity(unchecked) private(set) var tracks: ContiguousArray<Track<Value>> = []
    @exclusivity(unchecked) private(set) var records: ContiguousArray<TrackRecord<Value>> = []
    /// The animator's timelines: the times their tracks show. Unretained without a check: the
    /// animator holds the table and its stores for its whole life.
    private unowned(unsafe) let timelines: TimelineTable

    init(timelines: TimelineTable) {
        self.timelines = timelines
    }

    var activeCount: Int { tracks.count }

    func track(at index: Int) -> Track<Value> { tracks[index] }

    /// Adds a track and returns its index.
    ///
    /// Pre-specialised (as ``advance(to:)``) for the node layer's value types: a transition
    /// starts and ends one track per moving property, and the unspecialised array operations
    /// look up generic metadata on every call. Every `@_specialize` of MorphMotion is in the
    /// reviewed list of Benchmarks/README.md ("Unsafe and unusual code"), with its benchmark.
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Double)
    func insert(_ track: consuming Track<Value>, record: consuming TrackRecord<Value>) -> Int {
        let slot = track.timeline
        tracks.append(track)
        records.append(record)
        if slot >= 0 { timelines.memberJoined(slot) }
        return tracks.count - 1
    }

    /// The time the track at `index` is evaluated at when the clock reads `time`.
    func effectiveTime(ofTrackAt index: Int, clock time: Double) -> Double {
        let slot = tracks[index].timeline
        guard slot >= 0, let timeline = timelines.timelines[slot] else { return time }
        return timeline.time(atClock: time)
    }

    /// How fast the track at `index` moves through its own time per second of the clock.
    func rate(ofTrackAt index: Int, clock time: Double) -> Double {
        let slot = tracks[index].timeline
        guard slot >= 0, let timeline = timelines.timelines[slot] else { return 1 }
        return timeline.rate(atClock: time)
    }

    /// When the track at `index` ends in clock time: its own end, or for a timeline's track the
    /// time the timeline is expected to reach an end (`now` while it is held).
    func endTime(ofTrackAt index: Int, now: Double) -> Double {
        let slot = tracks[index].timeline
        guard slot >= 0, let timeline = timelines.timelines[slot] else { return tracks[index].endTime }
        return timeline.projectedEndTime ?? now
    }

    /// Removes the track at `index` without touching its group; returns its record.
    @discardableResult
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Double)
    func remove(at index: Int) -> TrackRecord<Value> {
        let record = records[index]
        let slot = tracks[index].timeline
        defer { if slot >= 0 { timelines.memberLeft(slot) } }
        record.property.trackIndex = -1
        let last = tracks.count - 1
        if index != last {
            // Move the last track into the hole (assignment, not swapAt: the generic swap
            // allocates temporaries when the element type is not known at compile time).
            tracks[index] = tracks[last]
            records[index] = records[last]
            records[index].property.trackIndex = index
        }
        tracks.removeLast()
        records.removeLast()
        return record
    }

    /// Moves every track to `time`: updates presentation values and ends the tracks whose end has
    /// come (their groups learn `.finished`).
    ///
    /// - Complexity: O(n) for n tracks; no allocation.
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Double)
    func advance(to time: Double) {
        var ended = 0
        let timelineTimes = timelines.times
        tracks.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let slot = buffer[index].timeline
                if slot >= 0 {
                    // A timeline's track shows the timeline's time and ends only with it.
                    buffer[index].presentation = buffer[index].value(at: timelineTimes[slot])
                } else if time >= buffer[index].endTime {
                    buffer[index].presentation = buffer[index].to
                    ended += 1
                } else {
                    buffer[index].presentation = buffer[index].value(at: time)
                }
            }
        }
        guard ended > 0 else { return }
        var index = tracks.count - 1
        while index >= 0 {
            if index < tracks.count, tracks[index].timeline < 0, time >= tracks[index].endTime {
                let record = remove(at: index)
                record.group?.memberEnded(.finished)
            }
            index -= 1
        }
    }

    /// Moves the presentation values of the tracks of the timeline in `slot` to its time.
    func present(timeline slot: Int) {
        let time = timelines.times[slot]
        tracks.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where buffer[index].timeline == slot {
                buffer[index].presentation = buffer[index].value(at: time)
            }
        }
    }

    /// Ends every track of the timeline in `slot`: at its target as `.finished` (at the end), with
    /// its property back at the track's start value as `.cancelled` (at the start), or with the
    /// value it shows as its property's model value, as `.cancelled` (at the current time).
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Double)
    func endTracks(ofTimeline slot: Int, at position: AnimationTimeline.Position) {
        var index = tracks.count - 1
        while index >= 0 {
            if index < tracks.count, tracks[index].timeline == slot {
                let (start, shown) = (tracks[index].from, tracks[index].presentation)
                let record = remove(at: index)
                switch position {
                case .end: break
                case .start: record.property.stop(at: start)
                case .current: record.property.stop(at: shown)
                }
                record.group?.memberEnded(position == .end ? .finished : .cancelled)
            }
            index -= 1
        }
    }

    func latestEndTime(now: Double) -> Double? {
        guard !tracks.isEmpty else { return nil }
        return tracks.indices.lazy.map { self.endTime(ofTrackAt: $0, now: now) }.max()
    }

    func cancelAll() {
        while let last = records.indices.last {
            let record = remove(at: last)
            record.group?.memberEnded(.cancelled)
        }
    }

    func propertyNames(ownedBy owner: AnyObject) -> [String] {
        records.compactMap { $0.property.owner === owner ? $0.property.name : nil }
    }

    func invariantViolations(lastTick: Double) -> [String] {
        var problems: [String] = []
        if tracks.count != records.count {
            problems.append("\(Value.self): \(tracks.count) tracks but \(records.count) records")
        }
        for (index, record) in zip(records.indices, records) {
            let property = record.property
            let track = tracks[index]
            if property.trackIndex != index {
                problems.append("\(Value.self) track \(index) (\(property.name)) is not its property's track (\(property.trackIndex))")
            }
            if property.store !== self {
                problems.append("\(property.name): its track is in another animator's store")
            }
            if track.to != property.modelValue {
                problems.append("\(property.name): the track's target differs from the model value")
            }
            if !(track.startTime <= track.endTime) {
                problems.append("\(property.name): starts at \(track.startTime) after it ends at \(track.endTime)")
            }
            if track.timeline < 0, track.endTime <= lastTick {
                problems.append("\(property.name): ended at \(track.endTime) but was still running at the tick \(lastTick)")
            }
            if track.timeline >= 0, timelines.timelines[track.timeline] == nil {
                problems.append("\(property.name): its timeline has ended")
            }
            if let group = record.group, group.isComplete {
                problems.append("\(property.name): its completion group already completed")
            }
        }
        return problems
    }
}
