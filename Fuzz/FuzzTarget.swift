// libFuzzer entry point. scripts/fuzz compiles navlint's libraries with libFuzzer's coverage and
// AddressSanitizer (swiftc -sanitize=fuzzer,address) and links them with this file.
import Format
import Robustness
import Rules
import Scan

let storyboardScreens = """
class MainNavigationController: UINavigationController {}
class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: "showDetail", sender: nil) } }
class DetailViewController: UIViewController {}
class FeedViewController: UIViewController {}
class ArticleViewController: UIViewController {}
class ProfileViewController: UIViewController {}
class SettingsViewController: UITableViewController {}
class PlayerViewController: UIViewController {}
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func navlintFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    RobustnessHarness.exercise(bytes)
    // The same bytes as app sources: `navlint scan` reads whatever a repository holds.
    let text = String(decoding: bytes, as: UTF8.self)
    // A storyboard or XIB needs screens in code for its scenes to name; the seeds' fixtures use these.
    let screens = SourceFile(path: "App/Screens.swift", text: storyboardScreens)
    let inputs = ["App/Screen.swift", "App/Screen.m", "Package.swift", "App.xcodeproj/project.pbxproj"].map { [SourceFile(path: $0, text: text)] }
        + ["App/Base.lproj/Main.storyboard", "App/View.xib"].map { [SourceFile(path: $0, text: text), screens] }
    for files in inputs {
        guard case .success(let result) = Result(catching: { try AppScanner.scan(files) }) else { continue }
        // The scan promises a draft that `check` accepts: any problem with the file itself is a bug.
        let check = Linter(rules: []).lint(bytes: Array(result.draft.utf8), file: "draft.yaml")
        if let problem = check.diagnostics.first(where: { FileProblem(rawValue: $0.ruleID) != nil }) {
            fatalError("scan wrote a draft that check rejects: \(problem.ruleID) \(problem.message)\n\(result.draft)")
        }
    }
    return 0
}
