/// `dsgen audit`: the seed pages' C1–C7 readiness audit, computed from the schema and its
/// Figma snapshot where the criterion is computable, taken from the schema's recorded
/// `audit` (and marked so) where it needs judgement.
public struct ReadinessAudit: Sendable {
    /// A verdict, in the seed pages' words.
    public enum Verdict: String, Sendable, Codable, Comparable, CaseIterable {
        case ready, needsRefinement = "needs-refinement", requiresRework = "requires-rework", notMapped = "not-mapped"
        case notAssessed = "not-assessed"

        /// `Needs Refinement`.
        public var title: String {
            rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }

        /// Verdicts are ordered as declared, from ready to not assessed.
        public static func < (lhs: Verdict, rhs: Verdict) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// Ready with no issue, needs refinement with one, requires rework with more.
        static func counting(_ issues: Int) -> Verdict {
            issues == 0 ? .ready : issues == 1 ? .needsRefinement : .requiresRework
        }
    }

    /// Where a verdict comes from.
    public enum Source: String, Sendable, Codable {
        /// Computed from the snapshot and the schema.
        case computed
        /// Recorded in the schema's `audit` block (a judgement).
        case recorded
        /// Neither: not computable and not recorded.
        case none
    }

    /// One criterion's result.
    public struct Criterion: Sendable {
        /// `C1`.
        public var id: String
        /// `Layer Structure & Naming`.
        public var name: String
        /// The verdict.
        public var verdict: Verdict
        /// Where it comes from.
        public var source: Source
        /// The evidence that decided it.
        public var evidence: [String]
        /// The schema's recorded verdict, when there is one.
        public var recorded: RecordedCriterion?
        /// What computing cannot see, said when the recorded verdict differs.
        public var limit: String?

        /// Whether a computed verdict differs from the one the schema records.
        public var differsFromRecorded: Bool {
            source == .computed && recorded.map { $0.status != verdict.rawValue } == true
        }
    }

    /// The component.
    public var component: String
    /// The snapshot it was computed from (nil: none, so only recorded verdicts).
    public var snapshot: FigmaSnapshot?
    /// C1 to C7.
    public var criteria: [Criterion]

    /// The criteria's names, as the seed pages title them.
    public static let names = [
        "C1": "Layer Structure & Naming", "C2": "Variant & Property Naming", "C3": "Token Coverage",
        "C4": "Native Mappability", "C5": "Interaction State Coverage", "C6": "Asset & Icon Quality",
        "C7": "Code Connect Linkability",
    ]

    /// The audit of one component.
    public init(_ component: FigmaSchemaComponent, snapshot: FigmaSnapshot?) {
        self.component = component.name
        self.snapshot = snapshot
        let computed = snapshot.map { AuditEvidence(component: component, snapshot: $0).all() } ?? [:]
        criteria = (1...7).map { number in
            let id = "C\(number)"
            let recorded = component.recordedCriteria.first { $0.id == id }
            let name = recorded?.name ?? Self.names[id]!
            if let (verdict, evidence, limit) = computed[id] {
                return Criterion(id: id, name: name, verdict: verdict, source: .computed, evidence: evidence, recorded: recorded,
                                 limit: limit)
            }
            if let recorded, let verdict = Verdict(rawValue: recorded.status) {
                return Criterion(id: id, name: name, verdict: verdict, source: .recorded, evidence: [recorded.note], recorded: recorded)
            }
            return Criterion(id: id, name: name, verdict: .notAssessed, source: .none,
                             evidence: [snapshot == nil ? "no Figma snapshot and no recorded verdict" : "needs judgement; record it in the schema's audit block"])
        }
    }
}
