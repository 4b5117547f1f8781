// Stubs mirroring what generated composables use to find out whether the application is
// debuggable: android.content.Context.getApplicationInfo(), ApplicationInfo.flags and
// FLAG_DEBUGGABLE (android.jar), CompositionLocal.current (compose-runtime:
// CompositionLocal.kt) and LocalContext (compose-ui: AndroidCompositionLocals.android.kt).
// Same packages, names and constant values. Runnable: `LocalContext.current` is one
// context whose `applicationInfo.flags` a test may set, as a debug build's would be.
package android.content.pm

open class ApplicationInfo {
    /** Flags from the manifest: [FLAG_DEBUGGABLE] for a debuggable build. */
    @JvmField var flags: Int = 0

    companion object {
        const val FLAG_DEBUGGABLE: Int = 1 shl 1
    }
}
