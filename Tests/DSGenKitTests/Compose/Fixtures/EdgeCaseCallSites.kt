// Call sites for the edge-case schema (EdgeCases/Price.dsgen): keyword names,
// required events and slots, event parameters, renamed (deprecated) names, escaped
// strings and translucent colours, compiled and run like CallSites.kt.
package com.example.edge.sample

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Star
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import com.example.edge.EBCost
import com.example.edge.EBPrice
import com.example.edge.EBPriceAccessibility
import com.example.edge.EBPriceBadge
import com.example.edge.EBPriceColors
import com.example.edge.EBPriceSize
import com.example.edge.EBPriceTokens
import com.example.edge.EBPriceTone
import com.example.edge.colors
import com.example.edge.delay
import com.example.edge.group
import com.example.edge.live
import com.example.edge.scale
import com.example.edge.symbol
import com.example.edge.visible

@Composable
fun PriceCallSites(onPress: () -> Unit) {
    EBPrice(tone = EBPriceTone.Plain, `object` = "keyword", header = {}, onPress = onPress) {}
    EBPrice(
        tone = EBPriceTone.Loud,
        `object` = "all",
        header = { EBPrice(EBPriceTone.Plain, "nested", {}, {}, content = {}) },
        onPress = {},
        modifier = Modifier,
        size = EBPriceSize.HeroMd,
        label = "Costs \$9",
        amount = 9.5,
        footer = {},
        icon = Icons.Filled.Star,
        badge = EBPriceBadge(text = "New", emphasized = true, icon = Icons.Filled.Star, onClick = {}),
        onSelect = { size, note, count, on -> println("$size $note $count $on") },
        content = {},
    )
    EBPrice(EBPriceTone.Plain, "positional", {}, onPress, Modifier, EBPriceSize.BannerSm, badge = EBPriceBadge("Sale")) {}
}

@Suppress("DEPRECATION")
@Composable
fun DeprecatedPriceCallSites() {
    EBCost(tone = EBPriceTone.Plain, `object` = "old name", header = {}, onPress = {}) {}
    EBPrice(caption = "old parameter", tone = EBPriceTone.Plain, `object` = "x", header = {}, onPress = {}) {}
    check(EBPriceSize.Big == EBPriceSize.HeroMd)
}

private fun hex(color: Color): String = "%08X".format((color.value shr 32).toLong())

fun main() {
    PriceCallSites(onPress = {})
    DeprecatedPriceCallSites()
    for (size in EBPriceSize.entries) {
        println(listOf(size.name, size.group, size.scale, size.delay, size.visible, size.live, size.symbol).joinToString(" "))
    }
    println(EBPriceTone.entries.joinToString(" ") { "${it.name}=${hex(it.colors.ink)}" })
    println("${hex(EBPriceColors.Loud.ink)} ${hex(EBPriceTokens.Shadow)}")
    println(EBPriceAccessibility.TotalLabel)
    println(EBPriceAccessibility.MoneyHint)
}
