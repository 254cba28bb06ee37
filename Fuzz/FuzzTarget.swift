// libFuzzer entry point. scripts/fuzz compiles navlint's libraries with libFuzzer's coverage and
// AddressSanitizer (swiftc -sanitize=fuzzer,address) and links them with this file.
import Format
import Robustness
import Rules
import Scan

@_cdecl("LLVMFuzzerTestOneInput")
public func navlintFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    RobustnessHarness.exercise(bytes)
    // The same bytes as app sources: `navlint scan` reads whatever a repository holds.
    let text = String(decoding: bytes, as: UTF8.self)
    for path in ["App/Screen.swift", "App/Screen.m", "Package.swift", "App.xcodeproj/project.pbxproj"] {
        guard case .success(let result) = Result(catching: { try AppScanner.scan([SourceFile(path: path, text: text)]) }) else { continue }
        // The scan promises a draft that `check` accepts: any problem with the file itself is a bug.
        let check = Linter(rules: []).lint(bytes: Array(result.draft.utf8), file: "draft.yaml")
        if let problem = check.diagnostics.first(where: { FileProblem(rawValue: $0.ruleID) != nil }) {
            fatalError("scan wrote a draft that check rejects: \(problem.ruleID) \(problem.message)\n\(result.draft)")
        }
    }
    return 0
}
