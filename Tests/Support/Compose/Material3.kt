// Compile-only stub mirroring the real androidx.compose.material3.SnackbarDuration
// API (compose-material3: SnackbarHost.kt). Same package, name and cases.
package androidx.compose.material3

enum class SnackbarDuration {
    Short,
    Long,
    Indefinite,
}

// Compile-only stub mirroring androidx.compose.material3.Icon (compose-material3: Icon.kt):
// same package, name and leading parameters.
@androidx.compose.runtime.Composable
fun Icon(
    imageVector: androidx.compose.ui.graphics.vector.ImageVector,
    contentDescription: String?,
    modifier: androidx.compose.ui.Modifier = androidx.compose.ui.Modifier,
) {}
