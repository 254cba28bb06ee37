import Testing
@testable import Scan
@testable import ScanDraft
@testable import ScanFacts
import TestSupport
/// The statements layer on marked inline code: which conditions govern a statement, which call runs
/// the closure around it, and what a condition says. Every case runs as typed, with CRLF line ends
/// and with non-ASCII text before every line.
@Suite struct StatementTests {
    private func read(_ code: String, objectiveC: Bool = false, _ check: (ReadFile) -> Void) {
        for (_, source) in MarkedSource(code).variants {
            check(ReadFile(source, path: objectiveC ? "Screen.m" : "Screen.swift"))
        }
    }

    @Test func swiftBranchesGovernTheirStatements() {
        read("""
        class RegisterViewController: UIViewController {
            override func viewDidLoad() {
                if !isRegistering {
                    1️⃣navigationItem.leftBarButtonItem = close
                } else if navigationController?.viewControllers.count == 1 {
                    2️⃣setUp()
                } else {
                    3️⃣other()
                }
                4️⃣done()
            }
        }
        """) { file in
            #expect(file.conditions(at: "1️⃣") == ["!isRegistering"])
            #expect(file.conditions(at: "2️⃣") == ["not(!isRegistering)", "navigationController.viewControllers.count == 1"])
            #expect(file.conditions(at: "3️⃣") == ["not(!isRegistering)", "not(navigationController.viewControllers.count == 1)"])
            #expect(file.conditions(at: "4️⃣") == [])
        }
    }

    @Test func codeAfterAGuardOrAnIfThatLeavesRunsOnlyWhenItAllows() {
        read("""
        class HomeViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                guard let nav = navigationController, nav.viewControllers.count > 1 else { 1️⃣return }
                2️⃣nav.interactivePopGestureRecognizer?.isEnabled = false
                if isPresentedModally {
                    return
                }
                3️⃣navigationItem.hidesBackButton = true
                if flag { log() }
                4️⃣after()
            }
        }
        """) { file in
            #expect(file.conditions(at: "1️⃣") == ["not(let navigationController && nav.viewControllers.count > 1)"])
            #expect(file.conditions(at: "2️⃣") == ["let navigationController && nav.viewControllers.count > 1"])
            #expect(file.conditions(at: "3️⃣") == ["let navigationController && nav.viewControllers.count > 1", "not(isPresentedModally)"])
            #expect(file.conditions(at: "4️⃣") == ["let navigationController && nav.viewControllers.count > 1", "not(isPresentedModally)"])
        }
    }

    @Test func swiftClosuresKnowTheCallThatRunsThem() {
        read("""
        class ListViewController: UIViewController {
            func load() {
                DispatchQueue.main.async { 1️⃣self.open() }
                UIView.animate(withDuration: 0.3) { self.fade() } completion: { _ in 2️⃣self.open() }
                cell.onSelect = { [weak self] in 3️⃣self?.open() }
                api.fetch(id: 1, completion: { result in 4️⃣self.open() })
                items.forEach { item in Task { 5️⃣await self.show(item) } }
            }
        }
        """) { file in
            #expect(file.closures(at: "1️⃣") == ["async"])
            #expect(file.closures(at: "2️⃣") == ["animate completion:"])
            #expect(file.closures(at: "3️⃣") == ["= onSelect"])
            #expect(file.closures(at: "4️⃣") == ["fetch completion:"])
            #expect(file.closures(at: "5️⃣") == ["Task", "forEach"])
        }
    }

    @Test func switchCasesAndConditionHeadsAreTheirOwnScopes() {
        read("""
        struct Mode {
            func apply() {
                switch mode {
                case .edit:
                    1️⃣hide()
                default:
                    2️⃣show()
                }
                if 3️⃣navigationController!.navigationBarHidden {
                    4️⃣navigationController?.setNavigationBarHidden(false, animated: true)
                }
            }
        }
        """) { file in
            let first = file.token("1️⃣")
            guard let scope = file.statements.scope(at: first), case .switchCase = file.statements.scopes[scope].kind else {
                Issue.record("1️⃣ is not in a switch case")
                return
            }
            #expect(file.conditions(at: "2️⃣") == [])
            #expect(file.statements.isInCondition(file.token("3️⃣")))
            #expect(!file.statements.isInCondition(file.token("4️⃣")))
            #expect(file.conditions(at: "4️⃣") == ["navigationController.navigationBarHidden"])
        }
    }

    @Test func objectiveCBranchesWithAndWithoutBraces() {
        read("""
        @implementation ProfileViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            if (!self.isRegistering) {
                1️⃣self.navigationItem.leftBarButtonItem = close;
            } else {
                2️⃣[self setUp];
            }
            if (self.navigationController.viewControllers.count <= 1) return;
            3️⃣self.navigationItem.hidesBackButton = YES;
            if ([self.navigationController.viewControllers firstObject] == self)
                4️⃣[self addClose];
            else if ([self respondsToSelector:@selector(cancel)])
                5️⃣[self cancel];
            6️⃣[self done];
        }
        @end
        """, objectiveC: true) { file in
            #expect(file.conditions(at: "1️⃣") == ["!self.isRegistering"])
            #expect(file.conditions(at: "2️⃣") == ["not(!self.isRegistering)"])
            #expect(file.conditions(at: "3️⃣") == ["not(self.navigationController.viewControllers.count <= 1)"])
            #expect(file.conditions(at: "4️⃣") == ["not(self.navigationController.viewControllers.count <= 1)", "self.navigationController.viewControllers.firstObject == self"])
            #expect(file.conditions(at: "5️⃣") == ["not(self.navigationController.viewControllers.count <= 1)", "not(self.navigationController.viewControllers.firstObject == self)", "self responds cancel"])
            #expect(file.conditions(at: "6️⃣") == ["not(self.navigationController.viewControllers.count <= 1)"])
        }
    }

    @Test func objectiveCBlocksKnowTheCallThatRunsThem() {
        read("""
        @implementation ListViewController
        - (void)load {
            dispatch_async(dispatch_get_main_queue(), ^{ 1️⃣[self open]; });
            [self.api fetch:@1 success:^(id result) { 2️⃣[self open]; } failure:nil];
            self.onSelect = ^{ 3️⃣[self open]; };
            NSDictionary *d = @{ @"a": @1 };
            4️⃣[self done];
        }
        @end
        """, objectiveC: true) { file in
            #expect(file.closures(at: "1️⃣") == ["dispatch_async"])
            #expect(file.closures(at: "2️⃣") == ["fetch success:"])
            #expect(file.closures(at: "3️⃣") == ["= onSelect"])
            #expect(file.closures(at: "4️⃣") == [])
        }
    }

    @Test func returnsAreFoundWithTheirValues() {
        read("""
        class Nav: UINavigationController, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                if transitionCoordinator != nil { 1️⃣return false }
                items.forEach { _ in return }
                2️⃣return viewControllers.count > 1
            }
        }
        """) { file in
            let returns = file.statements.returns(in: 0..<file.stream.count)
            #expect(returns.map(\.keyword) == [file.token("1️⃣"), returns.dropFirst().first?.keyword ?? -1, file.token("2️⃣")])
            #expect(returns.map { file.stream.text($0.value) } == ["false", "", "viewControllers.count > 1"])
        }
    }

    @Test func conditionsParseComparisonsBindingsAndTypeTests() {
        func parse(_ text: String, objectiveC: Bool = false) -> String {
            let file = ReadFile(MarkedSource(text), path: objectiveC ? "x.m" : "x.swift")
            return ConditionText.render(ConditionParser.parse(0..<file.stream.count, in: file.stream).tree)
        }
        #expect(parse("let top = topViewController as? BackHandling, top.canPop") == "let topViewController && topViewController is BackHandling && top.canPop")
        #expect(parse("!(a && b) || c?.d == nil") == "!(a && b) || c.d == nil")
        #expect(parse("(navigationController?.viewControllers.count ?? 0) > 1") == "navigationController.viewControllers.count > 1")
        #expect(parse("navigationController?.viewControllers.count ?? 0 > 1") == "navigationController.viewControllers.count > 1")
        #expect(parse("viewControllers.first === self") == "viewControllers.first === self")
        #expect(parse("vc is DetailViewController") == "vc is DetailViewController")
        #expect(parse("#available(iOS 15, *), isOn") == "#available && isOn")
        #expect(parse("[vc isKindOfClass:[DetailViewController class]] &&!self.busy", objectiveC: true) == "vc is DetailViewController && !self.busy")
        #expect(parse("[[self.navigationController viewControllers] count] > 1", objectiveC: true) == "self.navigationController.viewControllers.count > 1")
        #expect(parse("[self.navigationController.viewControllers objectAtIndex:0] == self", objectiveC: true) == "self.navigationController.viewControllers.[0] == self")
        #expect(parse("a ? b : c") == "?")
    }

    /// The layer's promises (scopes inside their parents, every token in its scope, consistent
    /// judgements) on every fixture's code, as the statements fuzz target checks them on any input.
    @Test(arguments: Fixtures.names)
    func fixturesKeepTheLayersPromises(_ name: String) throws {
        for file in try Fixtures.files(name) where file.kind == .swift || file.kind == .objectiveC {
            #expect(StatementsProbe.violations(in: file.text) == [], "\(name)/\(file.path)")
        }
    }

    @Test func deepNestingIsReadWithoutRecursion() {
        let depth = 20_000
        let text = "func f() { if " + String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth) + " { b() } }"
        let file = ReadFile(MarkedSource(text), path: "x.swift")
        #expect(file.statements.conditions.count == 1)
        let unmatched = "- (void)f { if " + String(repeating: "(", count: depth) + " x; }"
        let broken = ReadFile(MarkedSource(unmatched), path: "x.m")
        #expect(broken.statements.scopes.count < 10)
    }
}
