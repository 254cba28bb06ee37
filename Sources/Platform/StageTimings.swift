/// The wall and CPU time each stage of a run took, in the order they ran (`--timings`).
///
/// The CPU time is the whole process's, so a stage that reads files on every core shows more CPU
/// than wall time. Stages measured elsewhere (inside the scanner) are joined in with `append`.
public struct StageTimings: Sendable {
    /// One stage: its name, its times, and what it worked on when that helps read them ("2,872 files").
    public struct Stage: Sendable, Equatable {
        public let name: String
        public let wall: Duration
        public let cpu: Duration
        public let detail: String?
    }

    public private(set) var stages: [Stage] = []
    private var wallMark = ContinuousClock.now
    private var cpuMark = SystemCalls.processCPUTime()

    /// Starts timing the first stage now.
    public init() {}

    /// Ends the stage that began at the last mark, naming it, and starts the next one.
    public mutating func finish(_ name: String, detail: String? = nil) {
        let wall = ContinuousClock.now
        let cpu = SystemCalls.processCPUTime()
        stages.append(Stage(name: name, wall: wall - wallMark, cpu: cpu - cpuMark, detail: detail))
        wallMark = wall
        cpuMark = cpu
    }

    /// Takes in the stages another timer measured since this one's last mark, which ran in their place.
    public mutating func append(_ inner: StageTimings) {
        stages += inner.stages
        wallMark = ContinuousClock.now
        cpuMark = SystemCalls.processCPUTime()
    }

    /// The stages as a table for standard error, with their total.
    public var lines: [String] {
        let width = max(5, stages.map(\.name.count).max() ?? 0)
        func row(_ name: String, _ wall: Duration, _ cpu: Duration, _ detail: String?) -> String {
            let padded = name + String(repeating: " ", count: width - name.count)
            return "  \(padded)  \(Self.seconds(wall)) s wall  \(Self.seconds(cpu)) s CPU" + (detail.map { "  (\($0))" } ?? "")
        }
        let total = stages.reduce((Duration.zero, Duration.zero)) { ($0.0 + $1.wall, $0.1 + $1.cpu) }
        return ["timings:"] + stages.map { row($0.name, $0.wall, $0.cpu, $0.detail) } + [row("total", total.0, total.1, nil)]
    }

    /// A duration in seconds with three decimals, "0.042".
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = max(0, Int((duration / .milliseconds(1)).rounded()))
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
