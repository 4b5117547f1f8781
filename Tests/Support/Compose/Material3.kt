// Compile-only stub mirroring the real androidx.compose.material3.SnackbarDuration
// API (compose-material3: SnackbarHost.kt). Same package, name and cases.
package androidx.compose.material3

enum class SnackbarDuration {
    Short,
    Long,
    Indefinite,
}
