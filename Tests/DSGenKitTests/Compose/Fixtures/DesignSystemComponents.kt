// Hand-written design-system types the generated API refers to as external types
// (design-system.dsgen: `external TextButton`, Compose type `EBTextButton`). In a
// real design system these live beside the generated code.
package com.eb.designsystem

import androidx.compose.runtime.Immutable

/** The DS Text Button: a label and the callback it runs. */
@Immutable
class EBTextButton(
    val label: String,
    val onClick: () -> Unit,
)
