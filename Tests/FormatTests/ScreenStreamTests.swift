import Testing
@testable import Format

/// Decoding the screens while the tree is built gives what decoding the whole tree afterwards gives: the
/// same problems in the same order, and the same screens, in the corners where the two could part.
@Suite struct ScreenStreamTests {
    static let head = """
    navlint: 1
    app: {deploymentTarget: "15.0"}
    navigationControllers:
      nav: {root: a}

    """

    static let inputs: [String] = [
        // Problems in screens, among problems elsewhere, and a missing key after them.
        "navlint: 1\nscreens:\n  a: {purpose: nope, colour: red}\n  b: 3\n  c: ~\napp: {deploymentTarget: 15}\nextensions: {bogus: 1}\n",
        // A duplicate screen and a merged one, which come after the written screens.
        head + "x-more: &more\n  z: {purpose: form}\n  a: {purpose: paging}\nscreens:\n  <<: *more\n  a: {purpose: other}\n  b: {pushes: [a], colour: 1}\n  a: {purpose: bad}\n",
        // An anchor on the screens mapping itself, used again by an alias.
        head + "screens: &all\n  a: {purpose: form, colour: 1}\nx-copy: *all\n",
        // An anchor inside a screen, used by a later one, and a screen that is an alias.
        head + "screens:\n  a: {popGesture: &pg {disabled: true, scope: wrong}}\n  b: {popGesture: *pg}\n  c: *pg\n",
        // A second `screens` key, and screens before a version this build does not read.
        head + "screens:\n  a: {colour: 1}\nscreens:\n  b: {colour: 2}\n",
        "screens:\n  a: {colour: 1}\nnavlint: 2\n",
        // A configuration saved under a description's name.
        "screens:\n  a: {colour: 1}\nrules: {}\n",
        // A syntax error after some screens.
        head + "screens:\n  a: {colour: 1}\n  b: [\n",
        // Screens that are not a mapping, or nested deeper than the document's.
        head + "screens: [a, b]\n",
        head + "screens:\n  a: {}\nx-nested:\n  screens:\n    q: {colour: 1}\n",
    ]

    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.span.start) \($0.span.end) \($0.ruleID) \($0.path): \($0.message) \($0.notes.map { "\($0.location) \($0.message)" })" }
    }

    @Test(arguments: inputs) func streamingChangesNothing(_ text: String) {
        let streamed = AppLoader.load(bytes: Array(text.utf8), file: "t.yaml")
        var parsed = YAMLParser.parse(bytes: Array(text.utf8), name: "t.yaml")
        var diagnostics = parsed.diagnostics
        var document: ModelObject?
        if var root = parsed.root {
            parsed.root = nil
            var decoder = ModelDecoder(file: "t.yaml")
            document = decoder.decodeDocument(&root)
            diagnostics += decoder.diagnostics
            if let document { diagnostics += ReferenceValidator.validate(document, file: "t.yaml") }
        }
        #expect(Self.lines(streamed.diagnostics) == Self.lines(diagnostics))
        let screensIndex = DocumentKeys.schema.index(of: DocumentKeys.keys.screens.name) ?? 0
        func screens(_ object: ModelObject?) -> [String] {
            guard case .map(let objects)? = object?.node(at: screensIndex).value else { return [] }
            return objects.map { "\($0.id ?? "") \($0.ordinal) \($0.path) \(String(describing: $0.keySpan)) \(String(describing: $0.span))" }
        }
        if let app = streamed.app {
            #expect(screens(app.document) == screens(document))
            if let document { #expect(DescriptionWriterTests.differences(app.document, document).isEmpty) }
        }
    }
}
