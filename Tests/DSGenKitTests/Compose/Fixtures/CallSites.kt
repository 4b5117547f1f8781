// Call sites written the way an app uses the generated Compose API: every enum
// entry, every optional parameter left out and given, the trailing content
// lambda, colour accessors, per-case data and the constant objects.
package com.eb.designsystem.sample

import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Close
import androidx.compose.material.icons.filled.Info
import androidx.compose.material.icons.filled.Star
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import com.eb.designsystem.EBAdSpace
import com.eb.designsystem.EBAdSpaceAccessibility
import com.eb.designsystem.EBAdSpaceSize
import com.eb.designsystem.EBAdSpaceSizeGroup
import com.eb.designsystem.EBAdSpaceTelemetry
import com.eb.designsystem.EBAdSpaceTokens
import com.eb.designsystem.EBAlert
import com.eb.designsystem.EBAlertAccessibility
import com.eb.designsystem.EBAlertColors
import com.eb.designsystem.EBAlertStyle
import com.eb.designsystem.EBAlertType
import com.eb.designsystem.EBTextButton
import com.eb.designsystem.EBToast
import com.eb.designsystem.EBToastAction
import com.eb.designsystem.EBToastAppearance
import com.eb.designsystem.EBToastColors
import com.eb.designsystem.EBToastDuration
import com.eb.designsystem.EBToastSize
import com.eb.designsystem.EBToastTheme
import com.eb.designsystem.accentBorderWidth
import com.eb.designsystem.aspect
import com.eb.designsystem.colors
import com.eb.designsystem.content
import com.eb.designsystem.cornerRadius
import com.eb.designsystem.defaultIcon
import com.eb.designsystem.group
import com.eb.designsystem.height
import com.eb.designsystem.horizontalPadding
import com.eb.designsystem.iconSize
import com.eb.designsystem.liveRegion
import com.eb.designsystem.seconds
import com.eb.designsystem.shadow
import com.eb.designsystem.supportsAction
import com.eb.designsystem.supportsCaption
import com.eb.designsystem.supportsTheme
import com.eb.designsystem.titleFontSize
import com.eb.designsystem.titleLineHeight
import com.eb.designsystem.verticalPadding
import com.eb.designsystem.width
import kotlin.time.Duration

@Composable
fun AlertCallSites(onRetry: () -> Unit) {
    EBAlert(title = "Payment method expired")
    EBAlert("Saved")
    EBAlert(
        title = "Payment failed",
        modifier = Modifier,
        type = EBAlertType.Error,
        style = EBAlertStyle.Card,
        description = "Update your card to keep your subscription active.",
        leadingIcon = Icons.Filled.Info,
        trailingIcon = Icons.Filled.Close,
        action = EBTextButton(label = "Try again", onClick = onRetry),
        onDismiss = {},
    )
    for (type in listOf(EBAlertType.Neutral, EBAlertType.Information, EBAlertType.Warning, EBAlertType.Success)) {
        EBAlert(title = type.name, type = type, style = EBAlertStyle.Banner)
    }
}

@Composable
fun ToastCallSites(onUndo: () -> Unit) {
    EBToast(message = "Transfer sent")
    EBToast(
        message = "Uploading…",
        modifier = Modifier,
        appearance = EBToastAppearance.Pending,
        theme = EBToastTheme.Light,
        size = EBToastSize.Small,
        leadingIcon = Icons.Filled.Star,
        action = EBToastAction(label = "Undo", onClick = onUndo),
        duration = EBToastDuration.Long,
        onDismiss = {},
    )
    EBToast(
        "Transfer failed",
        appearance = EBToastAppearance.Destructive,
        theme = EBToastTheme.Dark,
        size = EBToastSize.Base,
        duration = EBToastDuration.Short,
    )
    EBToast("Saved", appearance = EBToastAppearance.Neutral)
}

@Composable
fun AdSpaceCallSites(onImpression: () -> Unit) {
    EBAdSpace(size = EBAdSpaceSize.BannerSm) {}
    EBAdSpace(EBAdSpaceSize.HeroMd, Modifier) { AlertCallSites(onRetry = {}) }
    EBAdSpace(
        size = EBAdSpaceSize.PromoMd,
        modifier = Modifier,
        isLoading = true,
        caption = "Summer sale — 20% off",
        onImpression = onImpression,
        onClick = {},
    ) {
        ToastCallSites(onUndo = {})
    }
    for (size in listOf(EBAdSpaceSize.BannerLg, EBAdSpaceSize.BannerMrec, EBAdSpaceSize.PromoSm, EBAdSpaceSize.HeroSm)) {
        EBAdSpace(size = size, caption = if (size.supportsCaption) "Ad" else null, content = {})
    }
}

/** Per-case data, colours and constants, read the way an implementation reads them. */
fun describe(): List<String> {
    val lines = mutableListOf<String>()
    for (size in EBAdSpaceSize.entries) {
        lines += listOf(
            size.name,
            groupName(size.group),
            size.width.value.toInt(),
            size.height.value.toInt(),
            size.cornerRadius.value.toInt(),
            size.aspect,
            size.supportsCaption,
        ).joinToString(" ") + " | " + size.content
    }
    lines += EBToastDuration.entries.joinToString(" ") { "${it.name}=${it.seconds}" }
    lines += EBAlertType.entries.joinToString(" ") { "${it.name}:${politeness(it.liveRegion)}" }
    lines += EBToastAppearance.entries.joinToString(" ") {
        "${it.name}:${it.supportsTheme}:${it.defaultIcon}:${politeness(it.liveRegion)}"
    }
    lines += EBToastSize.entries.joinToString(" ") { "${it.name}=${it.iconSize}" }
    lines += EBAlertStyle.entries.joinToString(" ") { style ->
        listOf<Any?>(
            style.name, style.width, style.verticalPadding, style.horizontalPadding, style.cornerRadius,
            style.accentBorderWidth, style.titleFontSize, style.titleLineHeight, style.shadow, style.supportsAction,
        ).joinToString(",")
    }
    lines += EBAlertType.entries.joinToString(" ") { hex(it.colors.description) }
    lines += listOf(EBAlertColors.Information.background, EBAlertType.Error.colors.icon).joinToString(" ") { hex(it) }
    lines += EBToastAppearance.entries.joinToString(" ") { appearance ->
        EBToastTheme.entries.joinToString("/") { theme -> hex(appearance.colors(theme).background) }
    }
    lines += listOf(
        EBToastColors.NeutralDark, EBToastColors.NeutralLight, EBToastColors.PendingDark, EBToastColors.PendingLight,
        EBToastColors.Destructive,
    ).joinToString(" ") { hex(it.label) }
    lines += listOf(hex(EBAdSpaceTokens.Surface), hex(EBAdSpaceTokens.LoadingSkeleton), hex(EBAdSpaceTokens.AdMarker))
        .joinToString(" ") + " " + EBAdSpaceTokens.CaptionTextStyle
    val touchTarget: Dp = EBAdSpaceAccessibility.MinimumTouchTarget
    val focusRing: Dp = EBAdSpaceAccessibility.FocusRingWidth
    lines += listOf(
        EBAdSpaceAccessibility.DisclosureHint, EBAdSpaceAccessibility.LoadingLabel, touchTarget, focusRing,
        EBAlertAccessibility.DismissButtonLabel,
    ).joinToString(" | ")
    val impression: Duration = EBAdSpaceTelemetry.ImpressionDuration
    lines += "${EBAdSpaceTelemetry.ImpressionVisibleFraction} $impression ${48.dp == touchTarget}"
    return lines
}

private fun groupName(group: EBAdSpaceSizeGroup): String =
    when (group) {
        EBAdSpaceSizeGroup.Banner -> "banner"
        EBAdSpaceSizeGroup.Promo -> "promo"
        EBAdSpaceSizeGroup.Hero -> "hero"
    }

private fun politeness(mode: LiveRegionMode): String =
    when (mode) {
        LiveRegionMode.Polite -> "polite"
        LiveRegionMode.Assertive -> "assertive"
        else -> "unknown"
    }

private fun hex(color: Color): String = "%08X".format((color.value shr 32).toLong())

/** Runs on a plain JVM: the call sites (whose implementations are the empty scaffolds) and the data. */
fun main() {
    AlertCallSites(onRetry = {})
    ToastCallSites(onUndo = {})
    AdSpaceCallSites(onImpression = {})
    describe().forEach(::println)
}
