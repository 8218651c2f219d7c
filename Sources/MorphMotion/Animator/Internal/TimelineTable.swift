import Foundation

/// The animator's table of live ``AnimationTimeline``s, by slot: the effective clock time each one
/// shows (read by every tick of every track store) and how many tracks each still has.
///
/// Slots are reused once a timeline has ended, so the arrays grow only to the largest number of
/// timelines alive at once; a tick reads them without allocating.
@MainActor
final class TimelineTable {
    /// The clock time the tracks of the timeline in each slot are evaluated at.
    private(set) var times: ContiguousArray<Double> = []
    /// The live timeline of each slot (nil for a free slot). Held strongly: a timeline that still
    /// has tracks is alive whoever else forgets it.
    private(set) var timelines: ContiguousArray<AnimationTimeline?> = []
    /// How many running tracks belong to the timeline of each slot.
    private(set) var memberCounts: ContiguousArray<Int> = []
    private var freeSlots: [Int] = []
    /// The live timelines, for the tick (in no particular order).
    private(set) var live: [AnimationTimeline] = []

    /// Gives `timeline` a slot showing `time`.
    func allocate(_ timeline: AnimationTimeline, time: Double) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            times[slot] = time
            timelines[slot] = timeline
            memberCounts[slot] = 0
        } else {
            slot = times.count
            times.append(time)
            timelines.append(timeline)
            memberCounts.append(0)
        }
        live.append(timeline)
        return slot
    }

    /// Frees the slot of a timeline that has ended.
    func release(_ slot: Int) {
        guard let timeline = timelines[slot] else { return }
        timelines[slot] = nil
        memberCounts[slot] = 0
        freeSlots.append(slot)
        if let index = live.firstIndex(where: { $0 === timeline }) {
            live.remove(at: index)
        }
    }

    /// Sets the time the slot's tracks show.
    func setTime(_ time: Double, of slot: Int) {
        times[slot] = time
    }

    /// A track joined the timeline of `slot`.
    func memberJoined(_ slot: Int) {
        memberCounts[slot] += 1
    }

    /// A track of the timeline of `slot` ended (it finished with the timeline, or was superseded
    /// or cancelled on its own). A timeline left without tracks while it is not finishing ends
    /// quietly: nothing is left to scrub.
    func memberLeft(_ slot: Int) {
        memberCounts[slot] -= 1
        if memberCounts[slot] == 0, let timeline = timelines[slot] {
            timeline.lostLastMember()
        }
    }
}
