// Holds scan's own reader against swift-syntax's parser: for every Swift file under the folders given,
// the types and methods with a body each finds, with the type around each and the line of its keyword.
//
//     ReaderOracle [--list] FOLDER...
//
// Prints one line per folder: files, declarations the parser finds, how many the reader finds alike,
// how many it misses and how many it finds that the parser does not; with --list, every difference as
// `path:line: missed|extra <declaration>`. Folders scan never reads (hidden ones, Pods, Carthage,
// DerivedData, node_modules, SourcePackages, build folders) are skipped.
import Foundation
import Scan
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// An iPhone build as SwiftIfConfig evaluates it, with every question the scan cannot settle (custom
/// flags, features, architectures, versions, most modules) answered `undecided`: evaluated once with
/// them true and once false, a condition that comes out the same both times is decided.
struct IPhoneBuild: BuildConfiguration {
    let undecided: Bool

    static let otherSystems: Set<String> = ["macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku"]
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "TVUIKit", "TVServices", "ClockKit", "Glibc", "Musl", "WinSDK", "Android"]

    func isCustomConditionSet(name: String) throws -> Bool { undecided }
    func hasFeature(name: String) throws -> Bool { undecided }
    func hasAttribute(name: String) throws -> Bool { undecided }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard importPath.count == 1, let module = importPath.first?.1 else { return undecided }
        if module == "UIKit" { return true }
        return Self.otherPlatformModules.contains(module) ? false : undecided
    }
    func isActiveTargetOS(name: String) throws -> Bool {
        if name == "iOS" { return true }
        return Self.otherSystems.contains(name) ? false : undecided
    }
    func isActiveTargetArchitecture(name: String) throws -> Bool { undecided }
    func isActiveTargetEnvironment(name: String) throws -> Bool { name == "macCatalyst" ? false : undecided }
    func isActiveTargetRuntime(name: String) throws -> Bool { undecided }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { undecided }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { undecided }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { undecided ? VersionTuple(99) : VersionTuple(1) }
    var compilerVersion: VersionTuple { undecided ? VersionTuple(99) : VersionTuple(1) }

    enum Truth { case yes, no, unknown }

    static func truth(of condition: ExprSyntax) -> Truth {
        let high = IfConfigRegionState.evaluating(condition, in: IPhoneBuild(undecided: true)).state == .active
        let low = IfConfigRegionState.evaluating(condition, in: IPhoneBuild(undecided: false)).state == .active
        if high == low { return high ? .yes : .no }
        return .unknown
    }
}

/// The types and methods with a body the parser finds, each with the innermost type around it. Of a
/// `#if` group it reads the clauses an iPhone build may compile: every clause but those whose condition
/// is surely false and those after one that is surely true.
final class DeclarationCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private var enclosing: [String] = []
    private(set) var found: [ReaderOutline.Declaration] = []

    init(_ tree: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of token: TokenSyntax) -> Int {
        token.startLocation(converter: converter).line
    }

    /// A name as the reader spells it: an escaped name (`` `default` ``) without its backticks.
    private static func plain(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    private func enterType(_ written: String, keyword: TokenSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.plain(written)
        found.append(ReaderOutline.Declaration(isType: true, name: name, enclosingType: enclosing.last, line: line(of: keyword)))
        enclosing.append(name)
        return .visitChildren
    }

    private func method(_ name: String, keyword: TokenSyntax, hasBody: Bool) {
        guard hasBody else { return }
        found.append(ReaderOutline.Declaration(isType: false, name: Self.plain(name), enclosingType: enclosing.last, line: line(of: keyword)))
    }

    /// The last name of an extended type, without generic arguments: `UIKit.UINavigationController` is
    /// `UINavigationController`, `Array<Int>` is `Array`; sugar is the type it stands for (`[Int]` is
    /// `Array`, `[K: V]` `Dictionary`, `Int?` `Optional`).
    private static func extendedName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "Optional" }
        return type.trimmedDescription
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, keyword: node.classKeyword) }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, keyword: node.structKeyword) }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, keyword: node.enumKeyword) }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, keyword: node.protocolKeyword) }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, keyword: node.actorKeyword) }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(Self.extendedName(node.extendedType), keyword: node.extensionKeyword)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlierClauseRan = false
        for clause in node.clauses {
            let truth = clause.condition.map(IPhoneBuild.truth) ?? .yes
            guard !earlierClauseRan, truth != .no else { continue }
            if truth == .yes { earlierClauseRan = true }
            if let elements = clause.elements { walk(elements) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        method(node.name.text, keyword: node.funcKeyword, hasBody: node.body != nil)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        method("init", keyword: node.initKeyword, hasBody: node.body != nil)
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        method("deinit", keyword: node.deinitKeyword, hasBody: node.body != nil)
        return .visitChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        method("subscript", keyword: node.subscriptKeyword, hasBody: node.accessorBlock != nil)
        return .visitChildren
    }
}

/// The differences between two lists of declarations, each counted as often as it occurs.
func differences(oracle: [ReaderOutline.Declaration], reader: [ReaderOutline.Declaration]) -> (missed: [ReaderOutline.Declaration], extra: [ReaderOutline.Declaration]) {
    var remaining: [ReaderOutline.Declaration: Int] = [:]
    for declaration in reader { remaining[declaration, default: 0] += 1 }
    var missed: [ReaderOutline.Declaration] = []
    for declaration in oracle {
        if let count = remaining[declaration], count > 0 {
            remaining[declaration] = count - 1
        } else {
            missed.append(declaration)
        }
    }
    let extra = reader.filter { declaration in
        guard let count = remaining[declaration], count > 0 else { return false }
        remaining[declaration] = count - 1
        return true
    }
    return (missed, extra)
}

let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", ".build", "build"]

func swiftFiles(under folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
    var files: [URL] = []
    while let url = walker.nextObject() as? URL {
        if skipped.contains(url.lastPathComponent) {
            walker.skipDescendants()
            continue
        }
        if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let listing = arguments.contains("--list")
arguments.removeAll { $0 == "--list" }
if arguments.isEmpty {
    FileHandle.standardError.write(Data("usage: ReaderOracle [--list] FOLDER...\n".utf8))
    exit(2)
}
for folderPath in arguments {
    let folder = URL(fileURLWithPath: folderPath)
    var totals = (files: 0, oracle: 0, agreed: 0, missed: 0, extra: 0)
    for url in swiftFiles(under: folder) {
        guard let data = try? Data(contentsOf: url) else { continue }
        let text = String(decoding: data, as: UTF8.self)
        let path = String(url.path.dropFirst(folder.path.count + 1))
        let tree = Parser.parse(source: text)
        let collector = DeclarationCollector(tree, path: path)
        collector.walk(tree)
        let reader = ReaderOutline.declarations(in: SourceFile(path: path, text: text))
        let (missed, extra) = differences(oracle: collector.found, reader: reader)
        totals.files += 1
        totals.oracle += collector.found.count
        totals.agreed += collector.found.count - missed.count
        totals.missed += missed.count
        totals.extra += extra.count
        if listing {
            for declaration in missed { print("\(path):\(declaration.line): missed \(declaration)") }
            for declaration in extra { print("\(path):\(declaration.line): extra \(declaration)") }
        }
    }
    let share = totals.oracle == 0 ? 100 : Double(totals.agreed) * 100 / Double(totals.oracle)
    print("\(folderPath)\tfiles \(totals.files)\tparser \(totals.oracle)\tagreed \(totals.agreed)\tmissed \(totals.missed)\textra \(totals.extra)\tagreement \(String(format: "%.2f", share)) %")
}
