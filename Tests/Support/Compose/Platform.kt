// Stub of androidx.compose.ui.platform.LocalContext (compose-ui:
// AndroidCompositionLocals.android.kt). Runnable: one context whose application is not
// debuggable until a test sets ApplicationInfo.FLAG_DEBUGGABLE in its flags.
package androidx.compose.ui.platform

import android.content.Context
import android.content.pm.ApplicationInfo
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf

/** The Android [Context] of the composition. */
val LocalContext: ProvidableCompositionLocal<Context> = staticCompositionLocalOf { StubContext() }

private class StubContext : Context() {
    override val applicationInfo: ApplicationInfo = ApplicationInfo()
}
