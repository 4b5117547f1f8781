// Compile-only stub mirroring a few real androidx.compose.material.icons.filled
// icons (material-icons-core: filled/Star.kt, Close.kt, Info.kt). Same package,
// names and receiver (Icons.Filled); the path data is omitted.
package androidx.compose.material.icons.filled

import androidx.compose.material.icons.Icons
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.unit.dp

val Icons.Filled.Star: ImageVector get() = stubIcon("Filled.Star")

val Icons.Filled.Close: ImageVector get() = stubIcon("Filled.Close")

val Icons.Filled.Info: ImageVector get() = stubIcon("Filled.Info")

private fun stubIcon(name: String) =
    ImageVector(
        name = name,
        defaultWidth = 24.dp,
        defaultHeight = 24.dp,
        viewportWidth = 24f,
        viewportHeight = 24f,
    )
