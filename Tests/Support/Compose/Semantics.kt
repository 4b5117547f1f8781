// Compile-only stub mirroring the real androidx.compose.ui.semantics.LiveRegionMode
// API (compose-ui: SemanticsProperties.kt). Same package, name and companion
// constants. Not for runtime use beyond equality/toString.
package androidx.compose.ui.semantics

@JvmInline
value class LiveRegionMode private constructor(
    @Suppress("unused") private val value: Int,
) {
    override fun toString() =
        when (this) {
            Polite -> "Polite"
            Assertive -> "Assertive"
            else -> "Unknown"
        }

    companion object {
        val Polite = LiveRegionMode(0)
        val Assertive = LiveRegionMode(1)
    }
}
