// Accessibility modifiers and types of the compile-only SwiftUI mirror (rules: SwiftUI.swift).

import Foundation

// MARK: - Accessibility

public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

@frozen
public struct AccessibilityChildElements: Equatable, Sendable {
    @usableFromInline let id: Int
    @usableFromInline init(id: Int) { self.id = id }
    public static let ignore = AccessibilityChildElements(id: 0)
    public static let contain = AccessibilityChildElements(id: 1)
    public static let combine = AccessibilityChildElements(id: 2)
}

/// A `SetAlgebra` (not an `OptionSet`: no public raw value), as in Apple's SDK.
@frozen
public struct AccessibilityTraits: SetAlgebra, Sendable {
    @usableFromInline var bits: UInt32

    @usableFromInline init(bits: UInt32) { self.bits = bits }

    public init() { bits = 0 }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        .init(bits: bits ^ other.bits)
    }

    @discardableResult
    public mutating func insert(
        _ newMember: AccessibilityTraits
    ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        defer { bits |= newMember.bits }
        return contains(newMember) ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityLabel(
        _ labelKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(
        _ label: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHint(
        _ hintKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(
        _ hint: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityValue(
        _ valueKey: LocalizedStringKey
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(
        _ value: S
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityIdentifier(
        _ identifier: String
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityAddTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityRemoveTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    nonisolated public func accessibilityElement(children: AccessibilityChildElements = .ignore) -> some View {
        modifier(_StubModifier())
    }
}
