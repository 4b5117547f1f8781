// Stub of androidx.compose.runtime.CompositionLocal (compose-runtime: CompositionLocal.kt):
// `current` and `staticCompositionLocalOf`, same names and shapes. Runnable: without a
// composition, `current` is the default value, created once.
package androidx.compose.runtime

sealed class CompositionLocal<T>(defaultFactory: () -> T) {
    private val defaultValue: T by lazy(defaultFactory)

    /** The value at the call site: here, always the default. */
    val current: T
        @Composable get() = defaultValue
}

/** A [CompositionLocal] that a composition could provide a value for. */
abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory)

private class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) :
    ProvidableCompositionLocal<T>(defaultFactory)

/** A [CompositionLocal] whose changes recompose everything below it. */
fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)
