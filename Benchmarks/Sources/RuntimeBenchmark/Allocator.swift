#if canImport(Glibc)
    import Glibc
#endif

/// Makes glibc's allocator keep the memory that mocks free between rounds, so that every kind of mock
/// grows its arrays in memory already mapped, whatever ran before it.
///
/// By default glibc maps a large block (from 128 KiB) on its own and unmaps it when it is freed, and raises
/// that threshold to the size of the last such block freed; it also returns free memory at the top of
/// the heap to the system. Which of a round's mocks then grows its records in fresh pages, and pays a
/// page fault per 4 KiB, depends on the sizes freed before it: `add` `.returns` measured 24 ns per call
/// for one mock and 10 ns for another that runs the same instructions (callgrind: 159 and 163 per call),
/// and 9 and 10 ns with this setting (Benchmarks/README.md). The setting is the one `GLIBC_TUNABLES=
/// glibc.malloc.mmap_threshold=…:glibc.malloc.trim_threshold=…` makes, set from the program.
enum Allocator {
    /// Keeps blocks under 32 MiB (glibc's largest threshold on 64-bit systems) in the heap, and freed
    /// memory mapped up to 1 GiB. Does nothing where glibc is not the allocator, or when the environment
    /// sets `RUNTIME_BENCHMARK_DEFAULT_ALLOCATOR` (to measure with glibc's defaults).
    static func keepFreedMemory() {
        #if canImport(Glibc)
            guard getenv("RUNTIME_BENCHMARK_DEFAULT_ALLOCATOR") == nil else { return }
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            // `mallopt` is not in the `Glibc` module; looked up in the process (`RTLD_DEFAULT`).
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
            let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD, <malloc.h>
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            let trimmed = mallopt(trimThreshold, 1 << 30)
            let mapped = mallopt(mmapThreshold, 32 << 20)
            precondition(trimmed == 1 && mapped == 1, "mallopt refused the thresholds")
        #endif
    }
}
