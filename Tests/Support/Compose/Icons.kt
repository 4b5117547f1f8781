// Compile-only stub mirroring the real androidx.compose.material.icons.Icons API
// (material-icons-core: Icons.kt). Same package, names and nesting; the icon
// properties themselves live in their own packages (IconsFilled.kt).
package androidx.compose.material.icons

object Icons {
    val Default = Filled

    object Filled

    object Outlined

    object Rounded

    object TwoTone

    object Sharp
}
