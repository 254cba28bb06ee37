@testable import ScanFacts
import Testing

/// The outline the reader takes a Swift file's declarations to be: every type and method with a body,
/// with the type around it. Each case is a form on which the reader once disagreed with swift-syntax
/// (`Benchmarks/ReaderOracle`).
@Suite struct OutlineTests {
    private func outline(_ text: String) -> [String] {
        FileOutline(file: SourceFile(path: "App.swift", text: text)).declarationSummary.map { row in
            "\(row.line) \(row.isType ? "type" : "method") \(row.enclosingType.map { $0 + "." } ?? "")\(row.name)"
        }
    }

    @Test func genericInitializersSubscriptsAndOperatorsHaveBodies() {
        #expect(outline("""
        struct Box<T> {
            init<U: Codable>(_ value: U) {}
            subscript<K: Hashable>(key: K) -> T? { nil }
            static func ==<V>(lhs: Box<V>, rhs: Box<V>) -> Bool { true }
            convenience init?<S: StringProtocol>(hex: S) { nil }
        }
        """) == ["1 type Box", "2 method Box.init", "3 method Box.subscript", "4 method Box.==", "5 method Box.init"])
    }

    @Test func aRequirementWithoutABodyEndsBeforeTheNextDeclaration() {
        #expect(outline("""
        protocol Source {
            init(_: Int)
            var value: Int { get set }
            func refresh()
            var name: String { get }
        }
        """) == ["1 type Source"])
    }

    @Test func anAttributeInAReturnTypeIsNoNewDeclaration() {
        #expect(outline("""
        enum Errors {
            @Sendable static func present(_ screen: UIViewController) -> @Sendable (Error) -> Void {
                return { _ in }
            }
        }
        """) == ["1 type Errors", "2 method Errors.present"])
    }

    @Test func typeKeywordsAsLabelsAndInImportsDeclareNothing() {
        #expect(outline("""
        import enum Accelerate.vDSP
        final class Picker {
            func select(class choice: String, extension ending: String) {
                print(choice)
            }
        }
        """) == ["2 type Picker", "3 method Picker.select"])
    }

    @Test func extensionsOfSugaredTypesAreArrayDictionaryAndOptional() {
        #expect(outline("""
        extension [Widget] {
            func total() -> Int { count }
        }
        extension [String: [Int]] {
            var keysSorted: [String] { keys.sorted() }
        }
        extension Widget? {
            func orDefault() -> Widget { self ?? Widget() }
        }
        extension [Widget]? {
            func orEmpty() -> [Widget] { self ?? [] }
        }
        """) == ["1 type Array", "4 type Dictionary", "7 type Optional", "10 type Optional", "2 method Array.total", "8 method Optional.orDefault", "11 method Optional.orEmpty"])
    }
}

/// A file named Package.swift is a SwiftPM manifest only when it imports PackageDescription: an app's own
/// `class Package` model in `Backend/Objects/Package.swift` is code whose types and methods are read.
@Suite struct ManifestNameTests {
    @Test func aPackageSwiftWithoutPackageDescriptionIsCode() {
        let model = SourceFile(path: "Backend/Objects/Package.swift", text: "final class Package: Hashable {\n    func hasIcon() -> Bool { true }\n}\n")
        #expect(model.kind == .swift)
        let manifest = SourceFile(path: "Package.swift", text: "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        #expect(manifest.kind == .packageManifest)
    }
}
