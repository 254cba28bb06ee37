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
        guard case .version(let sdk) = appObject["sdk"].value else { Issue.record("sdk"); return }
        #expect(sdk == Version("26.0"))
        #expect(appObject["sdk"].isWritten == false)
        let nav = try #require(app.controller("main")).object
        #expect(nav.string("installedBy") == "subclass")
        #expect(nav.bool("delegateAnimates") == false)
        let pop = try #require(nav.object("popGesture"))
        #expect(pop.bool("enabled"))
        #expect(pop.strings("delegate") == ["system"])
        #expect(pop.strings("shouldBegin") == [])
        #expect(pop.bool("requiredToFailBy") == false)
        #expect(pop.bool("restoresSystemDelegateAtRoot") == false)
        #expect(nav.object("contentPopGesture")?.bool("enabled") == true)
        #expect(nav.object("fullScreenPop") == nil)
        #expect(nav.object("backInterception") == nil)
        let detail = try #require(app.screen("detail")).object
        let screenPop = try #require(detail.object("popGesture"))
        #expect(screenPop.bool("disabled") == false)
        #expect(screenPop.string("scope") == "edge")
        #expect(screenPop.string("disableIn") == "viewDidLoad")
        #expect(screenPop.string("enableIn") == "never")
        #expect(detail.bool("navigationBarHidden") == false)
        #expect(detail.bool("interceptsBack") == false)
        #expect(detail.object("navigationItem")?.bool("hidesBackButton") == false)
        #expect(detail.object("navigationItem")?.bool("leftItemsSupplementBackButton") == false)
        #expect(detail.object("navigationItem")?.object("backBarButtonItem") == nil)
        let gallery = try #require(detail.entries("scrollViews").first)
        #expect(gallery.id == "gallery")
        #expect(gallery.path == "screens.detail.scrollViews.gallery")
        #expect(gallery.string("axis") == "vertical")
        #expect(gallery.bool("paging") == false)
        #expect(gallery.bool("requiresPopToFail") == false)
        #expect(app.document.object("extensions")?.bool("scrollViewGestureOverride") == false)
    }

    @Test func fieldsKeepPositions() throws {
        let app = try load(Self.minimal)
        let detail = try #require(app.screen("detail")).object
        #expect(detail.keySpan?.start == SourceLocation(line: 7, column: 3))
        let item = try #require(detail.object("navigationItem"))["leftBarButtonItem"]
        #expect(item.keySpan?.start == SourceLocation(line: 8, column: 22))
        #expect(item.span?.start == SourceLocation(line: 8, column: 41))
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
    }
}
