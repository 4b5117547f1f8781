// What the test double's nested instances and slots render in Kotlin snippets: an ad
// creative another team connected to Figma (the Ad Space content slot).
package com.example.codeconnect.snippets

import androidx.compose.runtime.Composable

/** An ad creative: the content of an Ad Space slot. */
@Composable
fun AdCreative() {
}
