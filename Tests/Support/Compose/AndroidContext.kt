// Stub of android.content.Context (android.jar): the member generated code reads.
package android.content

import android.content.pm.ApplicationInfo

abstract class Context {
    /** The application's manifest information ([ApplicationInfo.flags]). */
    abstract val applicationInfo: ApplicationInfo
}
