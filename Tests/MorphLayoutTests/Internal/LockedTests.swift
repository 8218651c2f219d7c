import Foundation
@_spi(MorphInternals) @testable import MorphLayout
import Testing

@Suite("Locked")
struct LockedTests {
    @Test("threads that increment under the lock lose no update")
    func mutualExclusion() async {
        let counter = Locked(0)
        let threads = 8, increments = 20_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<threads {
                group.addTask {
                    for _ in 0..<increments {
                        counter.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(counter.withLock { $0 } == threads * increments)
    }

    @Test("a thread that finds the lock held sleeps until it is released, and then gets it")
    func waiterBlocks() async throws {
        let shared = Locked([Int]())
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread {
            shared.withLock { values in
                holding.signal()
                // Held for 50 ms: a waiter that spun would burn its processor meanwhile.
                _ = release.wait(timeout: .now() + 0.05)
                values.append(1)
            }
        }.start()
        holding.wait()
        let waiterStart = threadProcessorTime()
        shared.withLock { $0.append(2) }
        let waiterCPU = threadProcessorTime() - waiterStart
        // The holder appended first; the waiter used far less processor time than the 50 ms it
        // waited (it slept in the kernel, it did not spin or yield in a loop).
        #expect(shared.withLock { $0 } == [1, 2])
        #expect(waiterCPU < 20_000_000, "the waiting thread used \(waiterCPU) ns of processor time")
    }

    @Test("a value thrown in the body leaves the lock released")
    func throwingBody() {
        struct Failure: Error {}
        let value = Locked(1)
        #expect(throws: Failure.self) { try value.withLock { (_: inout Int) throws(Failure) in throw Failure() } }
        #expect(value.withLock { $0 } == 1)
    }
}

/// The processor time the calling thread has used, in nanoseconds.
private func threadProcessorTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
