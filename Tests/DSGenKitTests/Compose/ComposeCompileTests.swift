import DSGenKit
import Foundation
import XCTest

/// Proves the generated Compose code compiles with the real Kotlin compiler: every
/// generated file, every scaffold and hand-written call sites go through one kotlinc
/// run with warnings as errors (against the androidx stubs in Tests/Support/Compose);
/// the compiled call sites then run on the JVM, which executes the platform-neutral
/// parts (enums, per-case data, colours, constants) and the composables' delegation to
/// the empty scaffolds.
final class ComposeCompileTests: XCTestCase {
    private var fixtures: [URL] {
        let directory = PackagePaths.root.appendingPathComponent("Tests/DSGenKitTests/Compose/Fixtures")
        return ["DesignSystemComponents.kt", "CallSites.kt", "EdgeCaseCallSites.kt"].map { directory.appendingPathComponent($0) }
    }

    func testGeneratedKotlinScaffoldsAndCallSitesCompileAndRun() throws {
        let compiler = try KotlinCompiler.shared()
        let directory = try makeTemporaryDirectory()
        let seeds = try SeedSchemas.write(.compose, into: directory)
        XCTAssertEqual(seeds.map(\.lastPathComponent).sorted(),
                       ["EBAdSpace.kt", "EBAdSpaceImpl.kt", "EBAlert.kt", "EBAlertImpl.kt", "EBToast.kt", "EBToastImpl.kt"])
        let edgeCases = try ComposeEdgeCases.write(into: directory, folder: "edge")
        XCTAssertEqual(edgeCases.map(\.lastPathComponent).sorted(), ["EBPrice.kt", "EBPriceImpl.kt"])

        // One kotlinc run for everything: JVM start-up is the cost.
        let classes = directory.url.appendingPathComponent("classes", isDirectory: true)
        let sources = seeds + edgeCases + fixtures
        let started = Date()
        let warnings = try compiler.compile(sources, warningsAsErrors: true, outputDirectory: classes)
        let seconds = Date().timeIntervalSince(started)
        print("kotlinc compiled \(sources.count) files (\(seeds.count + edgeCases.count) generated) in \(String(format: "%.1f", seconds)) s")
        XCTAssertFalse(warnings.contains("warning:"), warnings)

        XCTAssertEqual(try run(compiler, classes: classes, mainClass: "com.example.edge.sample.EdgeCaseCallSitesKt"), #"""
            BannerSm Banner 1.0 250ms true Polite $
            HeroMd null 1.5 null false Assertive \
            Plain=0D000000 Loud=CCFF0000
            CCFF0000 66000000
            Total: ${amount} \ "quoted"
            $$$

            """#)

        let output = try run(compiler, classes: classes, mainClass: "com.eb.designsystem.sample.CallSitesKt")
        XCTAssertEqual(output, """
            BannerSm banner 320 50 4 32:5 false | AdMob · IAB Mobile Banner
            BannerLg banner 320 100 4 16:5 false | AdMob · IAB Large Banner
            BannerMrec banner 300 250 4 6:5 false | AdMob · IAB MREC
            PromoSm promo 131 126 8 4:3 (image) true | Image + 1-line caption
            PromoMd promo 224 200 8 3:2 (image) true | Image + up to 2-line caption
            HeroSm hero 296 174 12 17:10 true | Image + optional caption overlay
            HeroMd hero 336 174 12 15:8 true | Image + caption; default Carousel item
            Short=3s Long=5s
            Neutral:polite Information:polite Warning:polite Error:assertive Success:polite
            Neutral:true:checkmark:polite Pending:true:spinner:polite Destructive:false:error glyph:assertive
            Small=16.0.dp Base=24.0.dp
            Banner,360.0.dp,12.0.dp,16.0.dp,4.0.dp,null,null,null,soft,false Card,null,12.0.dp,16.0.dp,4.0.dp,6.0.dp,18.0.sp,23.0.sp,null,true
            CC0A2757 CC072592 CC6C5009 CC5F1410 CC0B3E23
            FFE5F1FF FFB0231C
            FF0A2757/FFFFFFFF FF0A2757/FFFFFFFF FFD61B2C/FFD61B2C
            FFFFFFFF FF0A2757 FFFFFFFF FF0A2757 FFFFFFFF
            FFFFFFFF FFEEF2F9 FF6780A9 Secondary/Bold/Caption
            Advertisement | Loading advertisement | 48.0.dp | 2.0.dp | Dismiss
            0.5 1s true

            """)
    }

    /// Runs a compiled main class with the Compose stubs and kotlin-stdlib on the class path.
    private func run(_ compiler: KotlinCompiler, classes: URL, mainClass: String) throws -> String {
        let classpath = [classes.path, compiler.composeStubClasses.path, compiler.stdlibJar.path].joined(separator: ":")
        let result = try ProcessRunner.run(
            compiler.java, ["-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", classpath, mainClass])
        guard result.exitCode == 0 else {
            throw ToolFailure(summary: "the Kotlin program \(mainClass) exited with an error",
                              command: result.command, exitCode: result.exitCode, output: result.combinedOutput)
        }
        return result.stdout
    }
}
