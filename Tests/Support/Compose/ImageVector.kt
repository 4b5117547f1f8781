// Compile-only stub mirroring the real androidx.compose.ui.graphics.vector.ImageVector
// API (compose-ui: ImageVector.kt). Same package, name, public properties and
// internal constructor; path data and the Builder are omitted. Not for runtime use.
package androidx.compose.ui.graphics.vector

import androidx.compose.runtime.Immutable
import androidx.compose.ui.unit.Dp

@Immutable
class ImageVector internal constructor(
    val name: String,
    val defaultWidth: Dp,
    val defaultHeight: Dp,
    val viewportWidth: Float,
    val viewportHeight: Float,
    val autoMirror: Boolean = false,
) {
    companion object
}
