import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the layout pass of a deep tree on a thread whose stack fits it, and waits for it.
///
/// The engine recurses once per level (as Yoga does). A tree up to ``levelsOnCallerStack``
/// levels deep is laid out on the caller's thread; a deeper one on a new thread with
/// ``stackSize(forDepth:)`` bytes of stack, so every tree within ``FlexTree/depthLimit`` lays out
/// on any thread. The caller blocks until the pass is done (`pthread_join`), so the pass is as
/// synchronous as a function call: the closure and the tree's storage are never used by two
/// threads at once. Measure and baseline functions then run on the pass's thread; thread-local
/// state that a host keeps while measuring is carried over by ``FlexThreadHandOver``.
enum DeepPass {
    /// Trees up to this depth are laid out on the caller's thread (a few hundred kilobytes of
    /// stack in a debug build: fits the smallest secondary-thread stacks).
    static let levelsOnCallerStack = 64

    /// 8 MB plus 64 KB per level (a level takes about 5 KB in a debug build; the rest is room for
    /// the measure functions at the leaves).
    static func stackSize(forDepth depth: Int) -> Int {
        (8 << 20) + depth * (64 << 10)
    }

    /// Runs `pass` for a tree `depth` levels deep, on a thread of its own when it is deep. If no
    /// thread can be created, the pass runs on the caller's thread.
    static func run(depth: Int, _ pass: () -> Void) {
        guard depth > levelsOnCallerStack else { return pass() }
        withoutActuallyEscaping(pass) { pass in
            let work = Work(pass: pass, handOver: FlexThreadHandOver.capture())
            let argument = Unmanaged.passRetained(work).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize(forDepth: depth))
            #if canImport(Darwin)
            var thread: pthread_t?
            let status = pthread_create(&thread, &attributes, { argument in
                Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().run()
                return nil
            }, argument)
            if status == 0, let thread {
                pthread_join(thread, nil)
                return
            }
            #else
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { argument in
                argument.map { Unmanaged<Work>.fromOpaque($0).takeRetainedValue().run() }
                return nil
            }, argument)
            if status == 0 {
                pthread_join(thread, nil)
                return
            }
            #endif
            Unmanaged<Work>.fromOpaque(argument).release()
            pass()
        }
    }

    /// The pass and the state to install on its thread.
    private final class Work {
        let pass: () -> Void
        let handOver: [@Sendable () -> Void]

        init(pass: @escaping () -> Void, handOver: [@Sendable () -> Void]) {
            self.pass = pass
            self.handOver = handOver
        }

        func run() {
            for install in handOver {
                install()
            }
            pass()
        }
    }
}
