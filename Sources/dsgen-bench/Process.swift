import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a child process: wall time, CPU time and peak memory from `wait4`.
struct Sample {
    /// User plus system CPU seconds of the child.
    var cpu: Double { user + system }
    /// Wall-clock seconds from spawn to exit.
    var wall: Double
    /// CPU seconds the child spent in user space.
    var user: Double
    /// CPU seconds the kernel spent for the child (creating and writing files, mostly).
    var system: Double
    /// The child's peak resident set size, in bytes (`ru_maxrss`).
    var peakBytes: Int
}

/// Runs child processes with `posix_spawn` and `wait4`, so each run's resource usage is its own
/// (`RUSAGE_CHILDREN` would report the largest child so far).
enum ChildProcess {
    /// Runs `executable` with `arguments`, standard output and error going to `log`, and
    /// requires exit 0; the log's tail is in the error otherwise.
    @discardableResult
    static func check(_ executable: String, _ arguments: [String], log: String) throws -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for \(executable)") }
        }
        let wall = now() - start
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard code == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw BenchError("\(([executable] + arguments).joined(separator: " ")) exited \(code):\n"
                + text.split(separator: "\n").suffix(30).joined(separator: "\n"))
        }
        return Sample(wall: wall, user: seconds(usage.ru_utime), system: seconds(usage.ru_stime),
                      peakBytes: Int(usage.ru_maxrss) * 1024)
    }

    /// The first executable named `name` on PATH.
    static func which(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds in a `timeval`.
    static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}

/// A benchmark that cannot continue.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Array where Element == Sample {
    /// The median CPU time with its user and system parts: `1.20 s (1.00 s + 200.0 ms)`.
    var cpuBreakdown: String {
        "\(time(map(\.cpu).median)) (\(time(map(\.user).median)) + \(time(map(\.system).median)))"
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count).
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
