/// The ASCII classes of a UTF-8 byte that schema names and generated identifiers are made of.
extension UInt8 {
    /// `a`–`z`.
    var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    /// `A`–`Z`.
    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    /// `a`–`z` or `A`–`Z`.
    var isASCIILetter: Bool { isASCIILowercase || isASCIIUppercase }
    /// `0`–`9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// `0`–`9`, `a`–`f` or `A`–`F`.
    var isASCIIHexDigit: Bool { isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20) }
    /// A letter, a digit or `_`: what a Swift or Kotlin identifier holds.
    var isIdentifierByte: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
}
