import Foundation
import PackagePlugin

/// `swift package navlint [--target NAME]… [check options] [PATH…]`: runs navlint in the package folder,
/// shows its report, and fails when navlint finds problems at or above its threshold. With no target and
/// no path it is `navlint` with no command there: the package's code and its app descriptions; with
/// targets, the same on their folders; with paths, on those.
///
/// The plugin declares no permission, so a plain lint needs no flag and no prompt. SwiftPM grants
/// `--allow-writing-to-package-directory` (and `--allow-writing-to-directory DIR`) to any command plugin,
/// declared or not, so `--write-baseline FILE` or `--output FILE` inside the package work with that flag;
/// declaring the permission instead would make SwiftPM demand the flag, or ask, on every run.
@main
struct NavlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request = Request(arguments)
        let packageDirectory = context.package.directoryURL
        var paths: [String] = []
        for name in request.targetNames {
            guard let target = context.package.targets.first(where: { $0.name == name }) else {
                let known = context.package.targets.map(\.name).sorted().joined(separator: ", ")
                Diagnostics.error("no target named '\(name)' in package '\(context.package.displayName)' (its targets: \(known))")
                return
            }
            guard let directory = sourceDirectory(of: target) else {
                Diagnostics.warning("target '\(name)' has no source folder to check; skipped")
                continue
            }
            paths.append(Checking.relativePath(of: directory, in: packageDirectory))
        }
        // Every named target was skipped: checking the whole package instead would surprise.
        if !request.targetNames.isEmpty, paths.isEmpty { return }
        let status = try Checking.run(
            tool: context.tool(named: "navlint").url,
            arguments: request.passedOn + paths,
            in: packageDirectory
        )
        Checking.report(status, of: "package '\(context.package.displayName)'", request: request)
    }

    /// The folder of a target that has sources. (`Target.directoryURL` needs tools version 6.1; the
    /// concrete module types have it from 6.0, the version this package declares.)
    private func sourceDirectory(of target: Target) -> URL? {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }
}

/// The plugin's own options taken out of the arguments; everything else goes to navlint as given.
struct Request {
    var targetNames: [String] = []
    var passedOn: [String] = []

    init(_ arguments: [String]) {
        var index = 0
        var positionalOnly = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if positionalOnly {
                passedOn.append(argument)
            } else if argument == "--" {
                positionalOnly = true
                passedOn.append(argument)
            } else if argument == "--target", index < arguments.count {
                targetNames.append(arguments[index])
                index += 1
            } else if argument.hasPrefix("--target=") {
                targetNames.append(String(argument.dropFirst("--target=".count)))
            } else {
                passedOn.append(argument)
            }
        }
    }

    /// Whether navlint is asked to write a file, which in the package folder needs the write permission.
    var writesFiles: Bool {
        passedOn.contains { option in
            ["--write-baseline", "--output"].contains { option == $0 || option.hasPrefix($0 + "=") }
        }
    }

    /// Whether the report format was chosen by the user.
    var choosesFormat: Bool {
        passedOn.contains { $0 == "--format" || $0.hasPrefix("--format=") }
    }
}

/// Running navlint and turning its exit status into the plugin's result.
enum Checking {
    /// `directory` relative to `base` when it lies inside it (reports then show short paths), else absolute.
    static func relativePath(of directory: URL, in base: URL) -> String {
        let path = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let root = base.standardizedFileURL.resolvingSymlinksInPath().path
        if path == root { return "." }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Runs navlint in `directory`; its output goes straight to the plugin's, which SwiftPM shows.
    /// With `capturing`, standard output is returned instead (standard error still goes through).
    static func run(tool: URL, arguments: [String], in directory: URL, capturing: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        if capturing { process.standardOutput = pipe }
        try process.run()
        // Read before waiting: a report larger than the pipe's buffer would otherwise block navlint.
        let data = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            // Reported like a usage failure: no finding count can be trusted.
            Diagnostics.error("navlint was stopped by signal \(process.terminationStatus)")
            return (2, String(decoding: data, as: UTF8.self))
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Turns navlint's exit status (0 clean, 1 findings at the threshold, 2 usage or I/O error) into
    /// the plugin's: an error diagnostic makes `swift package` exit non-zero.
    static func report(_ run: (status: Int32, output: String), of subject: String, request: Request) {
        switch run.status {
        case 0:
            return
        case 1:
            Diagnostics.error("navlint found problems at or above the failure threshold in \(subject)")
        default:
            var message = "navlint could not check \(subject) (exit status \(run.status))"
            if request.writesFiles {
                message += "; writing into the package needs `swift package --allow-writing-to-package-directory navlint …`"
            }
            Diagnostics.error(message)
        }
    }

    /// One finding of a text report, `path:line:col: severity: message [rule-id]`.
    struct Finding {
        var path: String
        var line: Int
        var severity: Diagnostics.Severity
        var message: String
    }

    /// The findings of a text report; notes, snippets and other lines are left out. The path may hold
    /// colons, so the line is split at the severity and the numbers are read from the end of the place.
    static func findings(in report: String) -> [Finding] {
        let severities: [(label: String, severity: Diagnostics.Severity)] = [
            // navlint prints info findings as `note:`, the third level Xcode knows.
            ("error", .error), ("warning", .warning), ("note", .remark),
        ]
        var result: [Finding] = []
        for line in report.split(separator: "\n") {
            for (label, severity) in severities {
                guard let marker = line.range(of: ": \(label): ") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard place.count >= 3, let number = Int(place[place.count - 2]), Int(place[place.count - 1]) != nil else { continue }
                let path = place.dropLast(2).joined(separator: ":")
                result.append(Finding(path: path, line: number, severity: severity, message: String(line[marker.upperBound...])))
                break
            }
        }
        return result
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In an Xcode project (not a package) Xcode passes `--target NAME` for each target picked in its dialog;
// navlint lints the target's Swift and Objective-C files and its files named like app descriptions.
// Findings also become Xcode issues on the lines of code and of YAML. XcodeProjectPlugin exists only in Xcode: this part is not compiled on Linux and was not
// built here.
extension NavlintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = Request(arguments)
        let projectDirectory = context.xcodeProject.directoryURL
        var paths: [String] = []
        for name in request.targetNames {
            guard let target = context.xcodeProject.targets.first(where: { $0.displayName == name }) else {
                Diagnostics.error("no target named '\(name)' in project '\(context.xcodeProject.displayName)'")
                return
            }
            let files = target.inputFiles.map(\.url).filter { isAppDescription($0) || ["swift", "m", "mm", "h"].contains($0.pathExtension) }
            if files.isEmpty { Diagnostics.remark("target '\(name)' has no code and no navlint.yaml; skipped") }
            paths += files.map { Checking.relativePath(of: $0, in: projectDirectory) }
        }
        if !request.targetNames.isEmpty, paths.isEmpty { return }
        // Xcode shows plugin diagnostics as issues; they are read from the text report.
        let textArguments = request.choosesFormat ? [] : ["--format", "text", "--no-snippet", "--color", "never"]
        let run = try Checking.run(
            tool: context.tool(named: "navlint").url,
            arguments: textArguments + request.passedOn + Array(Set(paths)).sorted(),
            in: projectDirectory,
            capturing: true
        )
        print(run.output, terminator: "")
        if !request.choosesFormat {
            for finding in Checking.findings(in: run.output) {
                let file = finding.path.hasPrefix("/") ? finding.path : projectDirectory.appendingPathComponent(finding.path).path
                Diagnostics.emit(finding.severity, finding.message, file: file, line: finding.line)
            }
        }
        Checking.report(run, of: "project '\(context.xcodeProject.displayName)'", request: request)
    }

    private func isAppDescription(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        guard !name.hasPrefix(".") else { return false }
        return name == "navlint.yaml" || name == "navlint.yml" || name.hasSuffix(".navlint.yaml") || name.hasSuffix(".navlint.yml")
    }
}
#endif
