import Benchmark

/// A benchmark whose subject (a screen of 100,000 rows, a feed of 10,000 posts) lives from the
/// benchmark's first sample to its teardown, made once by `make`, untimed.
///
/// The harness calls a benchmark's closure once per sample; a subject made inside the closure is
/// made again for every sample, which leaves a few samples in the time allowed (and a p99 that
/// is the slowest of them).
public func keptBenchmark<Subject: AnyObject>(
    _ name: String,
    configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
    make: @escaping @MainActor () throws -> Subject,
    sample: @escaping @MainActor (Subject, Benchmark) throws -> Void
) {
    Benchmark(name, configuration: configuration, closure: { @MainActor benchmark async throws in
        try sample(try KeptSubjects.subject(name, make: make), benchmark)
    }, teardown: {
        await KeptSubjects.drop(name)
    })
}

/// The subjects of the running kept benchmarks, by benchmark name.
@MainActor
enum KeptSubjects {
    private static var subjects: [String: AnyObject] = [:]

    /// The subject of the benchmark `name`, made by `make` on its first call.
    static func subject<Subject: AnyObject>(_ name: String, make: () throws -> Subject) throws -> Subject {
        if let subject = subjects[name] as? Subject { return subject }
        let subject = try make()
        subjects[name] = subject
        return subject
    }

    static func drop(_ name: String) {
        subjects[name] = nil
    }
}
