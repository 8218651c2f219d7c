import Foundation
import MorphFlex
import MorphLayout

extension MeasurementThreadState {
    /// What a measurement continued on another thread must see of this thread's record.
    struct Snapshot: Sendable {
        /// Unretained, as the measuring stack: the measuring thread waits with the nodes held.
        let measuring: [Unmanaged<DisplayNode>]
        let buildingSpec: [ObjectIdentifier]
        let recorder: TransitionMeasurementRecorder?
    }

    /// Hands the record over to the threads that continue a deep measurement: MorphLayout's
    /// measurement threads (every few hundred levels of a deep element tree) and MorphFlex's
    /// deep passes (flex trees deeper than 64 levels). The measuring thread waits for them, so
    /// the copied stacks and the shared recorder are never used by two threads at once; the
    /// copies die with their thread. Registered once, by the first access to ``current``.
    static let handOverRegistration: Void = {
        let capture: @Sendable () -> @Sendable () -> Void = {
            let state = MeasurementThreadState.current
            let snapshot = Snapshot(measuring: state.measuring, buildingSpec: state.buildingSpec, recorder: state.recorder)
            return {
                let state = MeasurementThreadState.current
                state.restoreMeasuring(snapshot.measuring)
                state.buildingSpec = snapshot.buildingSpec
                state.recorder = snapshot.recorder
            }
        }
        MeasurementThreadHandOver.register(capture)
        FlexThreadHandOver.register(capture)
    }()
}
