import Foundation
import Mustache

// libFuzzer entry point for the Mustache engine. The input is up to three parts separated by
// NUL bytes: a template, JSON data (the context; `null` when it is not JSON) and a partial
// that the template may include as `p` (or as a parent). Compile and render errors are
// expected; a crash, a hang or runaway memory is a bug. Built and run by `scripts/fuzz` only.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    func part(_ index: Int) -> String { index < parts.count ? String(decoding: parts[index], as: UTF8.self) : "" }
    let data = parts.count > 1 ? ((try? TemplateValue(json: Data(parts[1]))) ?? .null) : .null
    let library = TemplateLibrary(sources: ["t": part(0), "p": part(2), "dir/p": part(2)])
    for escaping in [Escaping.html, .none] {
        _ = try? library.renderUTF8("t", data, escaping: escaping)
    }
    return 0
}

/// libFuzzer's driver. SwiftPM links an executable's entry point as `<module>_main` (it renames
/// `main` so tests can link the module); this is that entry point, and it hands the command
/// line to libFuzzer's `LLVMFuzzerRunDriver` with the function above.
@_cdecl("FuzzMustache_main")
public func fuzzMustacheMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzMustache(data.map(UnsafeRawPointer.init), size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
