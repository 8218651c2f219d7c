import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs part of a deep layout pass on a new thread with a large stack, and waits for it.
///
/// The caller blocks until the thread has finished (`pthread_join`), so the work is as
/// synchronous as a function call: the closure does not outlive the call and nothing it touches
/// is used by two threads at once. Thread-local state that higher layers keep about the
/// measurement is carried over by ``MeasurementThreadHandOver``.
enum MeasurementThread {
    /// `body`'s result, computed on a new thread with a stack of `stackSize` bytes. If no thread
    /// can be created (the system is out of threads or memory), `body` runs on the caller's
    /// thread instead.
    static func run<Value>(stackSize: Int, _ body: () -> Value) -> Value {
        withoutActuallyEscaping(body) { body in
            let job = Job(body: body, handOver: MeasurementThreadHandOver.capture())
            let argument = Unmanaged.passRetained(job as JobBase).toOpaque()
            guard let thread = start(stackSize: stackSize, argument: argument) else {
                Unmanaged<JobBase>.fromOpaque(argument).release()
                return body()
            }
            pthread_join(thread, nil)
            return job.result!
        }
    }

    /// Starts a joinable thread running the job behind `argument`; nil if it cannot be created.
    private static func start(stackSize: Int, argument: UnsafeMutableRawPointer) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, &attributes, { argument in
            Unmanaged<JobBase>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        return status == 0 ? thread : nil
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            Unmanaged<JobBase>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, argument)
        return status == 0 ? thread : nil
        #endif
    }

    /// The type-erased job the thread's entry point runs.
    private class JobBase {
        func run() {}
    }

    private final class Job<Value>: JobBase {
        let body: () -> Value
        let handOver: [@Sendable () -> Void]
        /// Written by the thread, read by the caller after joining it.
        var result: Value?

        init(body: @escaping () -> Value, handOver: [@Sendable () -> Void]) {
            self.body = body
            self.handOver = handOver
        }

        override func run() {
            for install in handOver {
                install()
            }
            result = body()
        }
    }
}
