// Compile-only stub mirroring the real androidx.compose.ui.graphics.Color API
// (compose-ui-graphics: Color.kt). Same package, names and signatures for the
// sRGB subset: ColorSpace parameters/overloads are omitted. The packing matches
// the real sRGB encoding (ARGB in the upper 32 bits) so values are comparable.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Immutable
@JvmInline
value class Color(val value: ULong) {
    @Stable
    val red: Float get() = ((value shr 48) and 0xffUL).toFloat() / 255f

    @Stable
    val green: Float get() = ((value shr 40) and 0xffUL).toFloat() / 255f

    @Stable
    val blue: Float get() = ((value shr 32) and 0xffUL).toFloat() / 255f

    @Stable
    val alpha: Float get() = ((value shr 56) and 0xffUL).toFloat() / 255f

    @Stable
    operator fun component1(): Float = red

    @Stable
    operator fun component2(): Float = green

    @Stable
    operator fun component3(): Float = blue

    @Stable
    operator fun component4(): Float = alpha

    @Stable
    fun copy(
        alpha: Float = this.alpha,
        red: Float = this.red,
        green: Float = this.green,
        blue: Float = this.blue,
    ): Color = Color(red = red, green = green, blue = blue, alpha = alpha)

    override fun toString(): String = "Color($red, $green, $blue, $alpha, sRGB IEC61966-2.1)"

    companion object {
        @Stable val Black = Color(0xFF000000)
        @Stable val DarkGray = Color(0xFF444444)
        @Stable val Gray = Color(0xFF888888)
        @Stable val LightGray = Color(0xFFCCCCCC)
        @Stable val White = Color(0xFFFFFFFF)
        @Stable val Red = Color(0xFFFF0000)
        @Stable val Green = Color(0xFF00FF00)
        @Stable val Blue = Color(0xFF0000FF)
        @Stable val Yellow = Color(0xFFFFFF00)
        @Stable val Cyan = Color(0xFF00FFFF)
        @Stable val Magenta = Color(0xFFFF00FF)
        @Stable val Transparent = Color(0x00000000)
        @Stable val Unspecified = Color(0x10UL)
    }
}

@Stable
fun Color(
    red: Float,
    green: Float,
    blue: Float,
    alpha: Float = 1f,
): Color {
    fun channel(x: Float): Int = (x.coerceIn(0f, 1f) * 255f + 0.5f).toInt()
    return Color(
        red = channel(red),
        green = channel(green),
        blue = channel(blue),
        alpha = channel(alpha),
    )
}

@Stable
fun Color(color: Int): Color = Color(value = (color.toULong() and 0xffffffffUL) shl 32)

@Stable
fun Color(color: Long): Color = Color(value = (color.toULong() and 0xffffffffUL) shl 32)

@Stable
fun Color(
    red: Int,
    green: Int,
    blue: Int,
    alpha: Int = 0xFF,
): Color {
    val color =
        ((alpha and 0xFF) shl 24) or ((red and 0xFF) shl 16) or ((green and 0xFF) shl 8) or (blue and 0xFF)
    return Color(color)
}

@Stable
fun Color.toArgb(): Int = (value shr 32).toInt()

@Stable
inline val Color.isSpecified: Boolean get() = value != 0x10UL

@Stable
inline val Color.isUnspecified: Boolean get() = value == 0x10UL

inline fun Color.takeOrElse(block: () -> Color): Color = if (isSpecified) this else block()
