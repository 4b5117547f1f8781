import DSGenKit

// libFuzzer entry point for the front end: the input is one schema file, read beside the
// seeds' design-system configuration, lexed, parsed and resolved; a schema that resolves is
// also rendered for every target. Any input may be rejected with diagnostics; none may crash,
// hang or exhaust memory. Built and run by `scripts/fuzz` only (see Package.swift).

/// The seeds' configuration, so component schemas resolve as they do in `Schemas/`.
private let configuration = SourceFile(path: "design-system.dsgen", text: """
design-system EB {
  summary "The EB mobile design system."
  figma "https://www.figma.com/design/FILE/EB-Design-System"
  kotlin package "com.eb.designsystem"
  external Icon {
    doc "An icon."
    swiftui type "Image" example "Image(systemName: \\"star\\")"
    compose type "ImageVector" import "androidx.compose.ui.graphics.vector.ImageVector" example "Icons.Filled.Star"
  }
}
""")

/// The embedded default templates, compiled once.
private let templates = try! TemplateStore()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    let schema = SourceFile(path: "Fuzzed.dsgen", bytes: bytes)
    let (system, _) = Pipeline.model(from: [configuration, schema])
    guard let system else { return 0 }
    let generator = Generator(system: system, templates: templates)
    for target in TargetRegistry.all {
        _ = try? generator.files(for: target)
    }
    return 0
}

/// libFuzzer's driver. SwiftPM links an executable's entry point as `<module>_main` (it renames
/// `main` so tests can link the module); this is that entry point, and it hands the command
/// line to libFuzzer's `LLVMFuzzerRunDriver` with the function above.
@_cdecl("FuzzFrontEnd_main")
public func fuzzFrontEndMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzFrontEnd(data.map(UnsafeRawPointer.init), size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
