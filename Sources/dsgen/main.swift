import DSGenCLI
import Foundation

exit(DSGenCommandLine(output: .standard).run(Array(CommandLine.arguments.dropFirst())))
