import Foundation
@testable import Format
import Testing
import TestSupport

/// The writer renders any model through the schema so that reading its text back gives the same model;
/// the builder builds models in code that the rules see exactly as decoded ones.
@Suite struct DescriptionWriterTests {
    /// The values of two models, key by key; spans and comments are not compared.
    static func differences(_ left: ModelObject, _ right: ModelObject, path: String = "") -> [String] {
        guard left.schema === right.schema else { return ["\(path): \(left.schema.name) vs \(right.schema.name)"] }
        guard left.id == right.id else { return ["\(path): id \(left.id ?? "-") vs \(right.id ?? "-")"] }
        var found: [String] = []
        for (index, field) in left.schema.fields.enumerated() {
            found += differences(left.node(at: index).value, right.node(at: index).value, path: "\(left.path).\(field.name)")
        }
        return found
    }

    static func differences(_ left: ModelValue, _ right: ModelValue, path: String) -> [String] {
        switch (left, right) {
        case (.absent, .absent): return []
        case (.bool(let a), .bool(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.integer(let a), .integer(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.number(let a), .number(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.string(let a), .string(let b)): return a == b ? [] : ["\(path): '\(a)' vs '\(b)'"]
        case (.version(let a), .version(let b)): return a == b ? [] : ["\(path): \(a) vs \(b)"]
        case (.object(let a), .object(let b)): return differences(a, b, path: path)
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return ["\(path): \(a.count) items vs \(b.count)"] }
            return zip(a, b).enumerated().flatMap { differences($0.element.0.value, $0.element.1.value, path: "\(path)[\($0.offset)]") }
        case (.map(let a), .map(let b)):
            guard a.count == b.count else { return ["\(path): \(a.count) entries vs \(b.count)"] }
            return zip(a, b).flatMap { differences($0, $1, path: path) }
        default: return ["\(path): \(left) vs \(right)"]
        }
    }

    static func decode(_ text: String) throws -> ModelObject {
        let loaded = AppLoader.load(bytes: Array(text.utf8), file: "written.yaml")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map { "\($0.location) \($0.message)" })\n\(text)")
        return try #require(loaded.app?.document)
    }

    /// Every description the repository holds, decoded, written and decoded again, is the same model.
    @Test func everyShippedDescriptionSurvivesWritingAndReading() throws {
        var files = try Repository.files(in: "Examples/shop", ending: ".yaml") + Repository.files(in: "Examples/legacy-checkout", ending: ".yaml")
        for folder in try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Golden").path).sorted() {
            files.append(Repository.url("Tests/Golden/\(folder)/input.yaml"))
        }
        var compared = 0
        for file in files {
            let loaded = AppLoader.load(bytes: Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            guard let original = loaded.app?.document else { continue }
            let written = DescriptionWriter.render(original)
            let again = try Self.decode(written)
            #expect(Self.differences(original, again).isEmpty, "\(file.lastPathComponent): \(Self.differences(original, again))\n\(written)")
            compared += 1
        }
        #expect(compared >= 12)
    }

    @Test func aBuiltModelIsWrittenWithItsCommentsAndReadsBackTheSame() throws {
        let sources = ["App/Nav.swift", "App/Detail.swift"]
        func at(_ source: Int, _ line: Int) -> SourceSpan {
            SourceSpan(start: SourceLocation(line: line, column: 9), end: SourceLocation(line: line, column: 20), source: source)
        }
        var pop = ObjectBuilder<PopGestureKeys>()
        pop.set(\.delegate, items: [(.navigationController, at(0, 8), nil)], at: at(0, 8))
        pop.set(\.shouldBegin, items: [(.stackDepth, at(0, 13), nil), (.notTransitioning, at(0, 14), "checked twice")], at: nil)
        var nav = ObjectBuilder<NavigationControllerKeys>()
        nav.remarks = ["navlint scan: found no debounce"]
        nav.set(\.className, "Nav", at: at(0, 3), comment: "UIKit's own class")
        nav.set(\.root, "home", at: at(0, 20))
        nav.set(\.popGesture, pop, at: nil)
        var item = ObjectBuilder<BackBarButtonItemKeys>()
        item.set(\.title, "Back \"home\"\n", at: at(1, 4))
        var navigationItem = ObjectBuilder<NavigationItemKeys>()
        navigationItem.set(\.backBarButtonItem, item, at: at(1, 4))
        var home = ObjectBuilder<ScreenKeys>()
        home.set(\.pushes, items: [("detail", at(1, 30), nil)], at: nil)
        home.set(\.navigationItem, navigationItem, at: nil)
        var detail = ObjectBuilder<ScreenKeys>()
        detail.set(\.navigationBarHidden, true, at: at(1, 12))
        var app = ObjectBuilder<AppKeys>()
        app.set(\.deploymentTarget, Version(components: [15, 0]), at: nil, comment: "placeholder")
        var document = ObjectBuilder<DocumentKeys>()
        document.set(\.navlint, 1, at: nil)
        document.set(\.app, app, at: nil)
        document.set(\.navigationControllers, entries: [(id: "main", object: nav, span: nil, comment: nil)], at: nil)
        document.set(\.screens, entries: [(id: "home", object: home, span: nil, comment: nil), (id: "detail", object: detail, span: nil, comment: nil)], at: nil)
        var comments = document.comments()
        comments.header = ["Draft for a test"]
        let built = document.buildDocument()
        let text = DescriptionWriter.render(built, sources: sources, comments: comments)
        #expect(text == """
        # Draft for a test
        navlint: 1
        app:
          deploymentTarget: "15.0"   # placeholder
        navigationControllers:
          main:
            # navlint scan: found no debounce
            class: Nav   # UIKit's own class
            root: home   # App/Nav.swift:20
            popGesture:
              delegate: navigationController   # App/Nav.swift:8
              shouldBegin:
                - stackDepth   # App/Nav.swift:13
                - notTransitioning   # checked twice
        screens:
          home:
            pushes:
              - detail   # App/Detail.swift:30
            navigationItem:
              backBarButtonItem:   # App/Detail.swift:4
                title: "Back \\"home\\"\\n"   # App/Detail.swift:4
          detail:
            navigationBarHidden: true   # App/Detail.swift:12

        """)
        #expect(Self.differences(built, try Self.decode(text)).isEmpty)
        // The built model is an app the rules can run on, with defaults where nothing was set.
        let described = AppDescription(document: built)
        #expect(described.controller("main")?.members == ["home", "detail"])
        #expect(described.controller("main")?.popGestureEnabled == true)
        #expect(described.screen("detail")?.entity.node(\.navigationBarHidden).span?.source == 1)
    }
}
