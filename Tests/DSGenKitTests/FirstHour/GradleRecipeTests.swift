import Foundation
import XCTest

/// The README's Gradle recipe, as `compileKotlin` would see it: `dsgen emit` (the arguments the
/// README's task passes) into a generated source root, the scaffolds and a hand-written screen
/// in `src/main/java`, both in package folders; kotlinc compiles the two roots together.
final class GradleRecipeTests: XCTestCase {
    /// The arguments the README's `dsgenEmit` task passes before `--out` and the schemas.
    private func readmeEmitArguments() throws -> [String] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try XCTUnwrap(readme.split(separator: "\n").first { $0.contains("commandLine(\"dsgen\", \"emit\"") },
                                 "the README's Gradle recipe runs dsgen emit")
        let literals = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        XCTAssertEqual(literals.prefix(2), ["dsgen", "emit"])
        return Array(literals.dropFirst(2).prefix { $0 != "--out" })
    }

    func testTheRecipesLayoutCompilesWithAConsumer() throws {
        let arguments = try readmeEmitArguments()
        XCTAssertEqual(arguments, ["--target", "kotlin", "--kotlin-package", "com.acme.ds", "--package-folders"])
        let module = try makeTemporaryDirectory(prefix: "dsgen-gradle")
        let schemas = PackagePaths.root.appendingPathComponent("Schemas").path
        let generated = module.url.appendingPathComponent("build/generated/dsgen").path
        let sources = module.url.appendingPathComponent("src/main/java")
        let emit = DSGenRunner.run(["emit"] + arguments + ["--out", generated, schemas])
        XCTAssertEqual(emit.code, 0, emit.err)
        let scaffold = DSGenRunner.run(["scaffold", "--target", "compose", "--kotlin-package", "com.acme.ds", "--package-folders",
                                        "--out", sources.path, schemas])
        XCTAssertEqual(scaffold.code, 0, scaffold.err)
        try module.write("src/main/java/com/acme/ds/EBTextButton.kt", """
            package com.acme.ds

            import androidx.compose.runtime.Immutable

            /** The DS Text Button, hand-written beside the generated components. */
            @Immutable
            class EBTextButton(val label: String, val onClick: () -> Unit)

            """)
        try module.write("src/main/java/com/acme/app/PaymentScreen.kt", """
            package com.acme.app

            import androidx.compose.runtime.Composable
            import com.acme.ds.EBAlert
            import com.acme.ds.EBAlertStyle
            import com.acme.ds.EBAlertType
            import com.acme.ds.EBTextButton

            /** An app screen using the generated API. */
            @Composable
            fun PaymentProblem(onUpdate: () -> Unit, onDismiss: () -> Unit) {
                EBAlert(
                    title = "Payment method expired",
                    type = EBAlertType.Error,
                    style = EBAlertStyle.Card,
                    action = EBTextButton("Update card", onUpdate),
                    onDismiss = onDismiss,
                )
            }

            """)
        let files = try [generated, sources.path].flatMap { root in
            try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".kt") }.sorted().map { URL(fileURLWithPath: root + "/" + $0) }
        }
        XCTAssertEqual(files.map { $0.path.replacingOccurrences(of: module.url.path + "/", with: "") }, [
            "build/generated/dsgen/com/acme/ds/EBAdSpace.kt", "build/generated/dsgen/com/acme/ds/EBAlert.kt",
            "build/generated/dsgen/com/acme/ds/EBToast.kt", "src/main/java/com/acme/app/PaymentScreen.kt",
            "src/main/java/com/acme/ds/EBAdSpaceImpl.kt", "src/main/java/com/acme/ds/EBAlertImpl.kt",
            "src/main/java/com/acme/ds/EBTextButton.kt", "src/main/java/com/acme/ds/EBToastImpl.kt",
        ])
        try KotlinCompiler.shared().compile(files, warningsAsErrors: true)
    }
}
