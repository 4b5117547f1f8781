// Compile-only stub mirroring the real androidx.compose.ui.graphics.painter.Painter
// API (compose-ui-graphics: Painter.kt). Same package and name; the drawing
// members (intrinsicSize, DrawScope.onDraw) are omitted. Not for runtime use.
package androidx.compose.ui.graphics.painter

abstract class Painter
