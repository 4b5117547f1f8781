// Compile-only stub mirroring the real androidx.compose.ui.unit API
// (compose-ui-unit: Dp.kt, TextUnit.kt). Same package, names and signatures
// for Dp, TextUnit, TextUnitType and the .dp / .sp / .em extensions.
@file:Suppress("NOTHING_TO_INLINE")

package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

// MARK: Dp

@Immutable
@JvmInline
value class Dp(val value: Float) : Comparable<Dp> {
    @Stable
    inline operator fun plus(other: Dp) = Dp(value + other.value)

    @Stable
    inline operator fun minus(other: Dp) = Dp(value - other.value)

    @Stable
    inline operator fun unaryMinus() = Dp(-value)

    @Stable
    inline operator fun div(other: Float): Dp = Dp(value / other)

    @Stable
    inline operator fun div(other: Int): Dp = Dp(value / other)

    @Stable
    inline operator fun div(other: Dp): Float = value / other.value

    @Stable
    inline operator fun times(other: Float): Dp = Dp(value * other)

    @Stable
    inline operator fun times(other: Int): Dp = Dp(value * other)

    @Stable
    override operator fun compareTo(other: Dp) = value.compareTo(other.value)

    @Stable
    override fun toString() = if (value.isNaN()) "Dp.Unspecified" else "$value.dp"

    companion object {
        @Stable val Hairline = Dp(0f)
        @Stable val Infinity = Dp(Float.POSITIVE_INFINITY)
        @Stable val Unspecified = Dp(Float.NaN)
    }
}

@Stable
inline val Int.dp: Dp get() = Dp(this.toFloat())

@Stable
inline val Double.dp: Dp get() = Dp(this.toFloat())

@Stable
inline val Float.dp: Dp get() = Dp(this)

@Stable
inline operator fun Float.times(other: Dp) = Dp(this * other.value)

@Stable
inline operator fun Int.times(other: Dp) = Dp(this * other.value)

// MARK: TextUnit

@Immutable
@JvmInline
value class TextUnitType(internal val type: Long) {
    override fun toString(): String =
        when (this) {
            Unspecified -> "Unspecified"
            Sp -> "Sp"
            Em -> "Em"
            else -> "Invalid"
        }

    companion object {
        val Unspecified = TextUnitType(0L)
        val Sp = TextUnitType(0x1L shl 32)
        val Em = TextUnitType(0x2L shl 32)
    }
}

@Immutable
@JvmInline
value class TextUnit internal constructor(internal val packedValue: Long) {
    val type: TextUnitType get() = TextUnitType(packedValue and (0xffL shl 32))

    val value: Float get() = Float.fromBits((packedValue and 0xffffffffL).toInt())

    override fun toString(): String =
        when (type) {
            TextUnitType.Sp -> "$value.sp"
            TextUnitType.Em -> "$value.em"
            else -> "Unspecified"
        }

    companion object {
        @Stable val Unspecified = TextUnit(0L)
    }
}

fun TextUnit(value: Float, type: TextUnitType): TextUnit =
    TextUnit(type.type or (value.toBits().toLong() and 0xffffffffL))

@Stable
val Float.sp: TextUnit get() = TextUnit(this, TextUnitType.Sp)

@Stable
val Double.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)

@Stable
val Int.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)

@Stable
val Float.em: TextUnit get() = TextUnit(this, TextUnitType.Em)

@Stable
val Double.em: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Em)

@Stable
val Int.em: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Em)
