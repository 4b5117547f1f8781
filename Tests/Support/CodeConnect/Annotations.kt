// Compile-only stub of Code Connect's Compose annotations (com.figma.code.connect,
// figma/code-connect compose/annotations: Annotations.kt): the same package, names,
// targets and parameters, so legacy `.figma.kt` files compile with the real Kotlin
// compiler. Not for runtime use.
package com.figma.code.connect

import kotlin.annotation.AnnotationTarget.CLASS
import kotlin.annotation.AnnotationTarget.PROPERTY

/** A Code Connect document for the Figma component at [url]. */
@Target(CLASS)
annotation class FigmaConnect(val url: String)

/** Restricts a document to instances whose variant [key] is [value]. */
@Repeatable
@Target(CLASS)
annotation class FigmaVariant(val key: String, val value: String)

/** Restricts a document to instances whose boolean property [key] is [value]. */
@Repeatable
@Target(CLASS)
annotation class FigmaBooleanVariant(val key: String, val value: Boolean)

/** Links a property to the Figma property [value] of kind [type]. */
@Target(PROPERTY)
annotation class FigmaProperty(val type: FigmaType, val value: String)

/** Nested instances by layer name. */
@Target(PROPERTY)
annotation class FigmaChildren(vararg val layerNames: String)

/** The kinds of Figma properties. */
enum class FigmaType {
    Text,
    Boolean,
    Instance,
    Enum,
}

/** Mappings from Figma values to code. */
object Figma {
    /** Maps Figma values (variant names, or Booleans) to values in code. */
    fun <K, V> mapping(vararg pairs: Pair<K, V>): V = pairs.first().second
}
