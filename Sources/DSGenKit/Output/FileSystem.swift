import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system operations the writer needs, on absolute paths.
///
/// `kind(at:)` and `identity(at:)` look at a symbolic link itself, never its target.
enum FileSystem {
    /// What a directory entry is.
    enum Kind: Equatable {
        case file, directory, symbolicLink, other
    }

    /// The kind of the entry at `path`, or nil when there is none.
    static func kind(at path: String) -> Kind? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return nil
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return .file
        case .typeDirectory?: return .directory
        case .typeSymbolicLink?: return .symbolicLink
        default: return .other
        }
    }

    /// The canonical path of an existing entry, all symbolic links resolved; nil if it
    /// does not exist or a link is broken.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether two paths name the same file (same device and inode).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard let one = identity(at: first), let two = identity(at: second) else { return false }
        return one == two
    }

    /// The bytes of the regular file at `path` (following links), or nil if there is none.
    static func read(_ path: String) throws -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw OutputError(.io, path: path, message: "cannot read \(OutputError.quote(path)): \(reason(error))")
        }
    }

    /// Replaces the file at `path` with `bytes` atomically: the bytes go to a uniquely named
    /// temporary file in the same directory, which is then renamed over `path`. Creates missing
    /// directories, keeps an existing file's permissions, removes the temporary file on failure.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = directory + "/.dsgen-tmp-" + UUID().uuidString
        do {
            if !FileManager.default.fileExists(atPath: directory) {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try writeNew(bytes, to: temporary)
            copyPermissions(from: path, to: temporary)
            guard rename(temporary, path) == 0 else { throw POSIXFailure(call: "rename") }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(.io, path: path, message: "cannot write \(OutputError.quote(path)): \(reason(error))")
        }
    }

    /// Creates `path` (which must not exist) holding `bytes`, with plain POSIX calls:
    /// Foundation's `Data.write` syncs every file to disk, which made writing thousands of
    /// files take seconds. Atomicity comes from the rename that follows.
    private static func writeNew(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(call: "open") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            guard count > 0 else { throw POSIXFailure(call: "write") }
            offset += count
        }
    }

    /// Removes the file or symbolic link at `path` (never a directory).
    static func removeFile(_ path: String) throws {
        guard unlink(path) == 0 else {
            let reason = reason(POSIXFailure(call: "unlink"))
            throw OutputError(.io, path: path, message: "cannot delete \(OutputError.quote(path)): \(reason)")
        }
    }

    /// Removes `directory` and then its parents while they are empty, stopping before `root`.
    static func removeEmptyDirectories(from directory: String, upTo root: String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var current = directory
        while current.hasPrefix(prefix), current.count > prefix.count, rmdir(current) == 0 {
            current = (current as NSString).deletingLastPathComponent
        }
    }

    private static func identity(at path: String) -> [Int]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let device = attributes[.systemNumber] as? NSNumber,
              let inode = attributes[.systemFileNumber] as? NSNumber
        else { return nil }
        return [device.intValue, inode.intValue]
    }

    private static func copyPermissions(from source: String, to destination: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: source),
              let permissions = attributes[.posixPermissions]
        else { return }
        try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: destination)
    }

    private static func reason(_ error: Error) -> String {
        if let failure = error as? POSIXFailure { return failure.message }
        return (error as NSError).localizedDescription.lowercased()
    }
}

/// A failed POSIX call, with `errno` captured at creation.
private struct POSIXFailure: Error {
    let message: String

    init(call: String) {
        message = "\(call) failed: " + String(cString: strerror(errno)).lowercased()
    }
}
