/// What one kind of property has, read from any property: empty or nil for other kinds.
extension Property {
    /// The enumeration, for `enum` properties.
    public var enumeration: Enumeration? {
        if case .enumeration(let enumeration) = self.kind { enumeration } else { nil }
    }

    /// The default case of an enum property, if it has one.
    var defaultCase: String? {
        if case .enumCase(let name)? = self.defaultValue { return name }  // `self.`: a dynamic member
        return nil
    }

    /// The type a typed slot takes — an external (`Icon`) or a component of the design
    /// system (`Badge`); nil for view content and other kinds.
    public var slotType: String? {
        if case .slot(let external) = self.kind { external } else { nil }
    }

    /// The value type a `value` property holds (`Action`).
    public var valueType: String? {
        if case .value(let type) = self.kind { type } else { nil }
    }

    /// What an event has; nil for other kinds.
    public var event: Event? {
        if case .event(let event) = self.kind { event } else { nil }
    }

    /// An event's parameters.
    public var parameters: [Parameter] { event?.parameters ?? [] }

    /// An event's telemetry contracts.
    public var telemetry: [Telemetry] { event?.telemetry ?? [] }

    /// The accessibility label of the control that triggers an event.
    public var accessibilityLabel: String? { event?.accessibilityLabel }

    /// Changes what an event has; does nothing to other kinds.
    mutating func updateEvent(_ change: (inout Event) -> Void) {
        guard case .event(var event) = self.kind else { return }
        change(&event)
        self.kind = .event(event)
    }
}
