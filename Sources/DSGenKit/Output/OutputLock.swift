import Foundation // and with it the C library: Glibc, Musl or Darwin

/// Serializes runs that write into one output directory: an exclusive `flock` on the
/// directory that holds it (`Generated` → its parent), held from reading the disk until the
/// last file is in place, so two `emit`s never interleave and whatever a run finds of
/// another's `.dsgen-tmp-…` files or staging directories belongs to a run that is gone.
///
/// The lock is on the parent, not the output directory itself, because that may not exist
/// yet; a missing parent falls back to its nearest existing ancestor. A lock on a directory
/// leaves nothing on disk, and the kernel releases it when a killed run's process ends.
enum OutputLock {
    /// Runs `body` holding the lock of the output directory `directory`; when another run
    /// holds it, calls `waiting` with a message once and waits.
    static func withLock<Result>(on directory: String, waiting: (String) -> Void, _ body: () throws -> Result) throws -> Result {
        let locked = lockedDirectory(for: directory)
        let descriptor = open(locked, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            throw OutputError(.locked, path: directory, message: "cannot lock \(OutputError.quote(locked)) for writing \(OutputError.quote(directory)): \(reason)")
        }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting("waiting for another dsgen run writing into \(OutputError.quote(directory)) to finish…")
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno)).lowercased()
                    throw OutputError(.locked, path: directory, message: "cannot lock \(OutputError.quote(locked)): \(reason)")
                }
            }
        }
        return try body()
    }

    /// The directory whose lock guards `directory`: its parent, or the parent's nearest
    /// existing ancestor.
    static func lockedDirectory(for directory: String) -> String {
        var candidate = OutputPath.parent(ofAbsolute: OutputRoot(URL(fileURLWithPath: directory)).path)
        while FileSystem.kind(at: candidate) == nil, candidate != "/" {
            candidate = OutputPath.parent(ofAbsolute: candidate)
        }
        return candidate
    }
}
