/// navlint's exit statuses, the same for every command.
public enum ExitStatus: Int32, Sendable {
    /// Nothing at or above the failure threshold.
    case clean = 0
    /// Findings at or above the threshold (invalid input files included).
    case findings = 1
    /// A usage, configuration or I/O error.
    case failure = 2
}
