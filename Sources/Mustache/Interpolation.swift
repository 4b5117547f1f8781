extension TemplateValue {
    /// Appends the interpolated text of this value to `output`.
    ///
    /// `.null` and `.object` render nothing, booleans `true`/`false`, integral
    /// numbers without a fraction, and lists their items joined by commas.
    func interpolate(into output: inout [UInt8], escaping: Escaping) {
        switch self {
        case .null, .object:
            break
        case .string(let text):
            escaping.append(text, to: &output)
        case .bool(let flag):
            output += (flag ? "true" : "false").utf8
        case .number(let number):
            output += Self.text(of: number).utf8
        case .list(let items):
            for (position, item) in items.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                item.interpolate(into: &output, escaping: escaping)
            }
        }
    }

    /// Integers print without ".0" (`1.0` → `1`); other numbers as Swift prints them.
    static func text(of number: Double) -> String {
        let largestExactInteger = 9_007_199_254_740_992.0
        if number.rounded() == number, abs(number) < largestExactInteger {
            return String(Int64(number))
        }
        return String(number)
    }
}
