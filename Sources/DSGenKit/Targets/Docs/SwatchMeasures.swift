/// The per-case dimensions of a swatch sheet: each case of an enum with `dp` or `sp`
/// data, drawn to scale — a box when the case has a width and a height (its corner radius
/// rounding it), otherwise one bar per value.
extension SwatchSheet {
    /// One case's lengths.
    struct MeasuredCase {
        var caseName: String
        var values: [(field: String, value: Double)]

        func value(_ field: String) -> Double? { values.first { $0.field == field }?.value }
    }

    /// One enum property's cases with lengths.
    struct MeasureGroup {
        var property: String
        var items: [MeasuredCase]
    }

    /// The enum properties with `dp` or `sp` data, in property order.
    static func measureGroups(of component: Component) -> [MeasureGroup] {
        component.properties.compactMap { property -> MeasureGroup? in
            guard let enumeration = property.enumeration else { return nil }
            let fields = enumeration.fields.filter { $0.type == .dp || $0.type == .sp }.map(\.name)
            let items = enumeration.cases.compactMap { enumCase -> MeasuredCase? in
                let values = fields.compactMap { field in enumCase.value(of: field)?.number.map { (field, $0) } }
                return values.isEmpty ? nil : MeasuredCase(caseName: enumCase.name, values: values)
            }
            return items.isEmpty ? nil : MeasureGroup(property: property.name, items: items)
        }
    }

    /// Draws the groups from `top`, wrapping at `width`; returns the bottom.
    mutating func drawMeasures(_ groups: [MeasureGroup], top: Int) -> Int {
        var y = top
        for group in groups {
            text(x: 16, y: y + 14, group.property, size: 14, bold: true)
            y += 24
            var x = 16
            var rowBottom = y
            for item in group.items {
                let size = Self.extent(of: item)
                if x > 16, x + size.width > width - 16 {
                    x = 16
                    y = rowBottom + 16
                }
                drawItem(item, x: x, y: y, group: group.property)
                x += max(size.width, 120) + 24
                rowBottom = max(rowBottom, y + size.height)
            }
            y = rowBottom + 20
        }
        return y
    }

    /// The space an item takes: its box or bars, and the label lines under or beside them.
    private static func extent(of item: MeasuredCase) -> (width: Int, height: Int) {
        if let box = box(item) { return (box.width, box.height + 22) }
        let longest = item.values.map { Int($0.value.rounded(.up)) }.max() ?? 0
        return (max(longest, 0) + 8 + 150, 18 + item.values.count * 18)
    }

    private static func box(_ item: MeasuredCase) -> (width: Int, height: Int, radius: Int)? {
        guard let width = item.value("width"), let height = item.value("height") else { return nil }
        return (Int(width.rounded()), Int(height.rounded()), Int((item.value("cornerRadius") ?? 0).rounded()))
    }

    private mutating func drawItem(_ item: MeasuredCase, x: Int, y: Int, group: String) {
        if let box = Self.box(item) {
            rect(x, y, box.width, box.height, fill: Self.measureFill, opacity: 100, radius: box.radius)
            let label = "\(item.caseName) · \(box.width) × \(box.height)" + (box.radius > 0 ? " · r \(box.radius)" : "")
            text(x: x, y: y + box.height + 16, label, size: 12, bold: false, color: Self.secondaryInk)
            // Inside the right edge, away from the rounded corners, and just outside it.
            addProbe(.init(x: x + box.width - 3, y: y + box.height / 2, color: SRGBColor(hex: Self.measureFill)!,
                                 label: "\(group) \(item.caseName): inside its \(box.width) px width"))
            addProbe(.init(x: x + box.width + 3, y: y + box.height / 2, color: .white,
                                 label: "\(group) \(item.caseName): outside its \(box.width) px width"))
            return
        }
        text(x: x, y: y + 12, item.caseName, size: 12, bold: true, color: Self.secondaryInk)
        for (index, value) in item.values.enumerated() {
            let top = y + 18 + index * 18
            let length = Int(value.value.rounded())
            rect(x, top + 2, length, 10, fill: Self.measureFill, opacity: 100, radius: 0)
            let label = "\(value.field) \(NumberFormat.plain(value.value))"
            text(x: x + length + 8, y: top + 11, label, size: 11, bold: false, color: Self.secondaryInk)
            if length >= 6 {
                addProbe(.init(x: x + length - 3, y: top + 7, color: SRGBColor(hex: Self.measureFill)!,
                                     label: "\(group) \(item.caseName) \(value.field): inside its \(length) px"))
            }
        }
    }
}
