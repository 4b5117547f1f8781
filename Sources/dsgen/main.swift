import DSGenCLI
import Foundation

#if canImport(Glibc)
import Glibc

/// dsgen runs briefly and allocates and frees tens of megabytes on every core. With glibc's
/// defaults each thread's heap is handed back to the kernel and taken again thousands of
/// times a run (7,500 `mprotect` calls for 1,000 components, each interrupting the other
/// cores to flush their address translations); keeping freed memory until exit avoids that.
/// (`mallopt` is looked up at run time: `<malloc.h>` is not part of Swift's Glibc module.)
func keepFreedMemoryUntilExit() {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    let trimThreshold: Int32 = -1, topPad: Int32 = -2  // M_TRIM_THRESHOLD, M_TOP_PAD in <malloc.h>
    _ = mallopt(trimThreshold, 256 << 20)
    _ = mallopt(topPad, 64 << 20)
}

keepFreedMemoryUntilExit()
#endif

exit(DSGenCommandLine(output: .standard).run(Array(CommandLine.arguments.dropFirst())))
