@testable import Rules
import Testing
@testable import Format

@Suite struct ModelTests {
    static let minimal = """
    navlint: 1
    app: {deploymentTarget: "12.0"}
    navigationControllers:
      main: {root: home}
    screens:
      home: {pushes: [detail]}
      detail:
        navigationItem: {leftBarButtonItem: close}
        scrollViews:
          gallery: {}
    """

    private func load(_ text: String) throws -> AppDescription {
        let loaded = AppLoader.load(bytes: Array(text.utf8), file: "t.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        return try #require(loaded.app)
    }

    @Test func defaultsFollowTheSpec() throws {
        let app = try load(Self.minimal)
        let appObject = try #require(app.app)
        #expect(appObject[\.sdk] == Version("26.0"))
        #expect(appObject.node(\.sdk).isWritten == false)
        #expect(app.sdk == Version("26.0"))
        let nav = try #require(app.controller("main")).entity
        #expect(nav[\.installedBy] == .subclass)
        #expect(nav[\.delegateAnimates] == false)
        let pop = try #require(nav[\.popGesture])
        #expect(pop[\.enabled] == true)
        #expect(pop[\.delegate] == [.system])
        #expect(pop[\.shouldBegin] == [])
        #expect(pop[\.requiredToFailBy] == false)
        #expect(pop[\.restoresSystemDelegateAtRoot] == false)
        #expect(nav[\.contentPopGesture]?[\.enabled] == true)
        #expect(nav[\.fullScreenPop] == nil)
        #expect(nav[\.backInterception] == nil)
        let detail = try #require(app.screen("detail")).entity
        let screenPop = try #require(detail[\.popGesture])
        #expect(screenPop[\.disabled] == false)
        #expect(screenPop[\.scope] == .edge)
        #expect(screenPop[\.disableIn] == .viewDidLoad)
        #expect(screenPop[\.enableIn] == .never)
        #expect(detail[\.navigationBarHidden] == false)
        #expect(detail[\.interceptsBack] == false)
        #expect(detail[\.navigationItem]?[\.hidesBackButton] == false)
        #expect(detail[\.navigationItem]?[\.leftItemsSupplementBackButton] == false)
        #expect(detail[\.navigationItem]?[\.backBarButtonItem] == nil)
        let gallery = try #require(detail[\.scrollViews]?.first)
        #expect(gallery.id == "gallery")
        #expect(gallery.object.path == "screens.detail.scrollViews.gallery")
        #expect(gallery[\.axis] == .vertical)
        #expect(gallery[\.paging] == false)
        #expect(gallery[\.requiresPopToFail] == false)
        #expect(app.typedDocument?[\.extensions]?[\.scrollViewGestureOverride] == false)
    }

    @Test func fieldsKeepPositions() throws {
        let app = try load(Self.minimal)
        let detail = try #require(app.screen("detail")).entity
        #expect(detail.object.keySpan?.start == SourceLocation(line: 7, column: 3))
        let item = try #require(detail[\.navigationItem]).node(\.leftBarButtonItem)
        #expect(item.keySpan?.start == SourceLocation(line: 8, column: 22))
        #expect(item.span?.start == SourceLocation(line: 8, column: 41))
    }

    /// Every kind of object the format declares, as its Swift declaration.
    static let declarations: [any ObjectKeys.Type] = [
        DocumentKeys.self, AppKeys.self, NavigationControllerKeys.self, PopGestureKeys.self, FullScreenPopKeys.self,
        ContentPopGestureKeys.self, BackInterceptionKeys.self, ScreenKeys.self, NavigationItemKeys.self,
        BackBarButtonItemKeys.self, ScreenPopGestureKeys.self, ScrollViewKeys.self, WebViewKeys.self, ExtensionsKeys.self,
        ModifiersKeys.self, LeaveHandlerKeys.self, PresentationKeys.self, GestureKeys.self,
    ]

    /// Each kind of object's schema lists exactly the fields its declaration declares, in the same order,
    /// and the declarations cover every object the format has, each within the fields an object can mark written.
    @Test func schemasAreTheirDeclarations() {
        for declaration in Self.declarations {
            let declared = Mirror(reflecting: declaration.keys).children.compactMap { ($0.value as? any DeclaredField)?.schema.name }
            #expect(declaration.schema.fields.map(\.name) == declared, "\(declaration)")
            #expect(Set(declared).count == declared.count, "\(declaration) declares a key twice")
            #expect(declared.count <= ObjectSchema.maxFields, "\(declaration) has more keys than an object can mark as written")
        }
        #expect(Set(Self.declarations.map { ObjectIdentifier($0.schema) }) == Set(FormatSchema.objectSchemas.map(ObjectIdentifier.init)))
        #expect(PopGestureKeys.schema.fields.map(\.name) == ["enabled", "delegate", "shouldBegin", "requiredToFailBy", "restoresSystemDelegateAtRoot"])
        #expect(NavigationItemKeys.schema.exclusiveKeys == [["leftBarButtonItem", "leftBarButtonItems"]])
    }

    @Test func membershipFollowsRootAndPushes() throws {
        let text = """
        navlint: 1
        app: {deploymentTarget: "12.0"}
        navigationControllers:
          shop: {root: home}
          account: {root: profile}
        screens:
          home: {pushes: [list, home]}
          list: {pushes: [detail]}
          detail: {pushes: [list], presents: [login]}
          profile: {pushes: [detail]}
          login: {}
        """
        let app = try load(text)
        #expect(app.controller("shop")?.members == ["home", "list", "detail"])
        #expect(app.controller("account")?.members == ["profile", "detail", "list"])
        #expect(app.controllers(containing: "detail") == ["shop", "account"])
        #expect(app.controllers(containing: "login") == [])
    }

    /// A span names its source file in the room the alias site takes, so the model is no larger for it.
    @Test func spansStaySmallAndKeepTheirSource() {
        #expect(MemoryLayout<SourceSpan>.size == MemoryLayout<Format.SourceLocation>.size * 2 + MemoryLayout<Format.SourceLocation?>.size)
        let viaAlias = SourceSpan(start: SourceLocation(line: 3, column: 5), end: SourceLocation(line: 3, column: 9), usedVia: SourceLocation(line: 9, column: 7))
        #expect(viaAlias.usedVia == SourceLocation(line: 9, column: 7) && viaAlias.source == nil)
        let inCode = SourceSpan(start: SourceLocation(line: 12, column: 9), end: SourceLocation(line: 12, column: 40), source: 4)
        #expect(inCode.source == 4 && inCode.usedVia == nil)
        #expect(SourceSpan.fileStart.source == nil && SourceSpan.fileStart.usedVia == nil)
    }

    @Test func versionsCompareByComponent() {
        #expect(Version("9") ?? .zero < Version("12.4") ?? .zero)
        #expect(Version("13") == Version("13.0.0"))
        #expect(Version("26.0") ?? .zero > Version("9.3") ?? .zero)
        #expect(Version("1.2.3.4") == nil)
        #expect(Version("x") == nil)
        #expect(Version("") == nil)
    }

    @Test func suggestionsFindCloseWords() {
        #expect(Suggestions.closest(to: "pushs", in: ["pushes", "presents"]) == "pushes")
        #expect(Suggestions.closest(to: "Root", in: ["root", "class"]) == "root")
        #expect(Suggestions.closest(to: "zzzzzz", in: ["root", "class"]) == nil)
        // Two neighbours swapped are one edit.
        #expect(Suggestions.editDistance("scna", "scan") == 1)
        #expect(Suggestions.closest(to: "scna", in: ["check", "scan", "graph"]) == "scan")
        #expect(Suggestions.editDistance("abc", "ca") == 3)
    }
}
