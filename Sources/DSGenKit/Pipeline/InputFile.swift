/// Reads the files dsgen takes as input: schemas, templates, JSON data, build configurations.
///
/// Only regular files are read (a FIFO, device, socket or directory is refused without
/// waiting on it) and only up to 64 MiB; every refusal is a located diagnostic
/// (`path:1:1: error: cannot read file: not a regular file`).
public enum InputFile {
    /// The bytes of the regular file at `path`.
    /// - Throws: a located `unreadable-file` diagnostic when the file is missing, not a
    ///   regular file, too large or unreadable.
    public static func read(_ path: String) throws(DiagnosticsError) -> [UInt8] {
        let bytes: [UInt8]?
        do {
            bytes = try FileSystem.readRegularFile(path)
        } catch {
            throw DiagnosticsError([refusal(path, error.message)])
        }
        guard let bytes else { throw DiagnosticsError([refusal(path, "no such file or directory")]) }
        return bytes
    }

    /// The text of the regular file at `path`, decoded as UTF-8 (invalid bytes replaced).
    public static func text(_ path: String) throws(DiagnosticsError) -> String {
        String(decoding: try read(path), as: UTF8.self)
    }

    /// A diagnostic at line 1, column 1 of `path`, saying why it cannot be read.
    static func refusal(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(.unreadableFile(reason), at: SourceFile(path: path, bytes: []).range(0..<0))
    }
}
