#!/usr/bin/env python3
"""Times `navlint scan DIR --check` on adversarial sources: inputs no one writes by hand but a linter
meets all the same (generated code, a merge gone wrong, a fuzzer, a hostile pull request).

    Benchmarks/adversarial.py [--binary PATH] [--only NAME[,NAME...]] [--timeout 60]
                              [--callgrind] [--callgrind-timeout 300] [--markdown] [--list]

Each input is one generated file written into .build-bench/adversarial/NAME/ beside a small valid view
controller (Settings.swift) whose finding, pop-disable-lifecycle, must still be reported: a scan that
gives up on the big file, or never finishes, fails the input. The inputs are built from a seeded random
and fixed templates, so every run writes the same bytes; no real app's code is used.

For each input it prints the size, the wall and user time of one `navlint scan DIR --check` (killed
after --timeout seconds), the exit status and whether the small file's finding was reported. With
--callgrind it also counts the instructions (valgrind --tool=callgrind, every thread; killed after
--callgrind-timeout seconds), which do not move with the load of a shared machine as wall time does.
Builds the release navlint unless --binary names one. Standard library only (Python 3.9 or later).
"""
import argparse
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# Benchmarks/real-apps/run.py, for its corpus trees and `uncached`, as Benchmarks/snapshot.py loads it.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot import REAL_APPS  # noqa: E402
WORK = os.path.join(ROOT, ".build-bench", "adversarial")
# The scan skips larger files, so the largest inputs stay just below it.
FILE_LIMIT = 8 << 20

# The small app beside every input: one screen that switches the back swipe off in viewWillAppear.
SETTINGS = """import UIKit

final class SettingsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }
}
"""
EXPECTED_RULE = "pop-disable-lifecycle"

POP_OFF = "        navigationController?.interactivePopGestureRecognizer?.isEnabled = false\n"
OBJC_POP_OFF = "    self.navigationController.interactivePopGestureRecognizer.enabled = NO;\n"


def swift_method(body, name="viewDidLoad", controller="BigViewController"):
    """A view controller whose one method holds `body`."""
    return ("import UIKit\n\nfinal class %s: UIViewController {\n    override func %s() {\n"
            "        super.%s()\n%s\n    }\n}\n" % (controller, name, name, body))


def objc_method(body, controller="BigViewController"):
    return ("#import <UIKit/UIKit.h>\n\n@interface %s : UIViewController\n@end\n\n@implementation %s\n\n"
            "- (void)viewDidLoad {\n    [super viewDidLoad];\n%s\n}\n\n@end\n" % (controller, controller, body))


def nested(opener, closer, depth, middle="1"):
    return opener * depth + middle + closer * depth


def repeated_until(line, limit):
    """As many copies of `line` as fit in one view controller's method below `limit` bytes."""
    frame = len(swift_method(""))
    return line * ((limit - frame - 64) // len(line))


# A realistic Swift view controller: navigation code, closures, interpolated and multi-line strings,
# generics, switches, optional chains, comments. The mutated input is copies of it, renamed, then broken.
SWIFT_TEMPLATE = '''import UIKit

/// Shows the orders of one customer; swipes back unless an edit is pending.
final class Orders{n}ViewController: UIViewController, UIGestureRecognizerDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var orders: [Order{n}] = []
    private var pendingEdit: Edit{n}? = nil
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("orders.title.{n}", comment: "Orders (\\(orders.count))")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        navigationController?.interactivePopGestureRecognizer?.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell{n}")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        load { [weak self] result in
            switch result {
            case .success(let orders) where !orders.isEmpty:
                self?.orders = orders.sorted { $0.date > $1.date }
                self?.tableView.reloadData()
            case .success:
                self?.showEmpty(message: """
                    No orders yet for \\(self?.customer ?? "you").
                    Pull to refresh.
                    """)
            case .failure(let error):
                self?.present(UIAlertController(title: "Error", message: "\\(error)", preferredStyle: .alert), animated: true)
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(orders.count > {n} % 7, animated: animated)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1 else { return false }
        if let edit = pendingEdit, edit.isDirty, !edit.items.filter({ $0.changed }).isEmpty {
            confirmDiscard(edit) { discard in if discard { self.pendingEdit = nil } }
            return false
        } else if pendingEdit?.isSaving == true {
            return false
        }
        return true
    }

    @objc private func add() {
        let detail = OrderDetail{n}ViewController(order: nil, onSave: { [weak self] order in
            self?.orders.insert(order, at: 0)
            self?.navigationController?.popViewController(animated: true)
        })
        navigationController?.pushViewController(detail, animated: true)
    }

    private func load(_ completion: @escaping (Result<[Order{n}], Error>) -> Void) {
        let request = URLRequest(url: URL(string: "https://example.com/orders/{n}?page=\\(1)&sort=date")!)
        URLSession.shared.dataTask(with: request) { data, _, error in
            DispatchQueue.main.async {
                if let error { completion(.failure(error)); return }
                let decoded = (try? JSONDecoder().decode([Order{n}].self, from: data ?? Data())) ?? []
                completion(.success(decoded.map { Order{n}(id: $0.id, date: $0.date, total: $0.total * 100 / 100) }))
            }
        }.resume()
    }
    /* A block comment /* nested */ with "quotes" and (brackets] that are not code. */
}

struct Order{n}: Codable { let id: Int; let date: Date; let total: Decimal }
'''

OBJC_TEMPLATE = '''#import "Feed{n}ViewController.h"

@interface Feed{n}ViewController () <UIGestureRecognizerDelegate, UITableViewDataSource>
@property (nonatomic, strong) NSArray<NSString *> *items;
@end

@implementation Feed{n}ViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = [NSString stringWithFormat:@"Feed %d (%@)", {n}, @"all"];
    self.navigationController.interactivePopGestureRecognizer.delegate = self;
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"cell"];
    __weak typeof(self) weakSelf = self;
    [self loadWithCompletion:^(NSArray *items, NSError *error) {
        dispatch_async(dispatch_get_main_queue(), ^{
            if (error) { [weakSelf showError:error]; return; }
            weakSelf.items = [items sortedArrayUsingSelector:@selector(compare:)];
            [weakSelf.tableView reloadData];
        });
    }];
}

- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
    if (self.navigationController.viewControllers.count <= 1) { return NO; }
    return !self.editing && [self.items count] > 0 ? YES : NO;
}

- (void)open:(NSString *)item {
    Detail{n}ViewController *detail = [[Detail{n}ViewController alloc] initWithItem:item];
    [self.navigationController pushViewController:detail animated:YES];
}
/* Brackets in a comment: [ ( { and a quote " */
@end
'''


def realistic(template, size):
    parts = []
    total = 0
    n = 0
    while total < size:
        part = template.replace("{n}", str(n))
        parts.append(part)
        total += len(part)
        n += 1
    return "".join(parts)


def mutated(template, size, seed):
    """`template` repeated to `size` bytes, then broken the way a bad merge or a fuzzer breaks code:
    about one bracket or quote in twenty-five deleted or doubled (brackets also tripled), from a seeded
    random. Quotes are never tripled: three quotes would turn the rest of a Swift file into one string."""
    rng = random.Random(seed)
    text = realistic(template, size)
    out = []
    for character in text:
        if character in "(){}[]\"'" and rng.random() < 0.04:
            if rng.random() < 0.5:
                continue
            out.append(character * (2 if character in "\"'" else rng.choice((2, 2, 3))))
            continue
        out.append(character)
    return "".join(out)


def member_chain(length):
    return "        let x = self" + "".join(".m%d" % (i % 97) for i in range(length)) + "\n"


def if_chain(count):
    """`count` consecutive `if` statements, each guarding a fact: every fact has every `if` before it."""
    return "".join("        if flag%d { navigationController?.interactivePopGestureRecognizer?.isEnabled = false }\n" % i
                   for i in range(count))


def else_if_chain(count):
    body = "        if flag0 { x = 0 }\n" + "".join(
        "        else if flag%d { navigationController?.interactivePopGestureRecognizer?.isEnabled = false }\n" % i
        for i in range(1, count))
    return body


def nested_ifs(depth):
    return "".join("if c%d {\n" % i for i in range(depth)) + POP_OFF + "}\n" * depth


def nested_closures(depth):
    return "".join("DispatchQueue.main.async {\n" for _ in range(depth)) + POP_OFF + "}\n" * depth


def objc_getter_chain(depth):
    """`[[self.a m].p m].p ...`: getter messages whose receivers are chains, `depth` deep."""
    return "    x = " + "[" * depth + "self.a" + " m].p" * depth + ";\n"


def nested_closure_pushes(depth):
    """A push at every level of `depth` nested closures: each asks which closures hold it."""
    return "".join("DispatchQueue.main.async {\n        navigationController?.pushViewController(D%dViewController(), animated: true)\n" % i
                   for i in range(depth)) + "}\n" * depth


def awaits_and_pushes(count):
    """`count` awaits each in a Task of its own, each followed by a push: every push asks for the last
    await before it in its own closure."""
    return "".join("        Task { await load%d() }\n        navigationController?.pushViewController(D%dViewController(), animated: true)\n"
                   % (i, i) for i in range(count))


def nested_facts(depth):
    """A fact at every level of `depth` nested `if`s: each asks which conditions govern it."""
    return "".join("if c%d {\n%s" % (i, POP_OFF) for i in range(depth)) + "}\n" * depth


def nested_functions(depth):
    return ("import UIKit\n\nfinal class BigViewController: UIViewController {\n"
            + "".join("func f%d() {\n" % i for i in range(depth)) + POP_OFF + "}\n" * depth + "}\n")


def nested_types(depth):
    return ("import UIKit\n\n" + "".join("class T%dViewController: UIViewController {\n" % i for i in range(depth))
            + "override func viewWillAppear(_ animated: Bool) {\n" + POP_OFF + "}\n" + "}\n" * depth)


def many_methods(count):
    return ("import UIKit\n\nfinal class BigViewController: UIViewController {\n" + "".join(
        "    func m%d() {\n%s    }\n" % (i, POP_OFF) for i in range(count)) + "}\n")


def many_classes(count):
    return "import UIKit\n\n" + "".join(
        "final class C%dViewController: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n%s    }\n}\n"
        % (i, POP_OFF) for i in range(count))


def many_pushes(count):
    return "".join("        navigationController?.pushViewController(Detail%dViewController(), animated: true)\n" % i
                   for i in range(count))


def long_call(count):
    return "        configure(" + ", ".join("a%d: %d" % (i, i) for i in range(count)) + ")\n"


def objc_message_nesting(depth):
    return "    id x = " + "[" * depth + "self" + " m]" * depth + ";\n"


def shared_route(count):
    """`count` sheets whose content is one @ViewBuilder helper with `count` cases over 50 views."""
    sheets = "".join('            Text("%d").sheet(isPresented: $shown) { content() }\n' % i for i in range(count))
    cases = "".join("        case %d: V%d()\n" % (i, i % 50) for i in range(count))
    views = "".join('struct V%d: View { var body: some View { Text("v") } }\n' % i for i in range(50))
    return ("import SwiftUI\n\nstruct Big: View {\n    @State var shown = false\n    var body: some View {\n        VStack {\n"
            + sheets + "        }\n    }\n    @ViewBuilder func content() -> some View {\n        switch 0 {\n" + cases
            + "        default: EmptyView()\n        }\n    }\n}\n" + views)


def route_chain(count):
    """A destination reached through `count` helpers, each calling the next (and the first again)."""
    helpers = "".join("    func r%d() -> some View { r%d() }\n" % (i, (i + 1) % count) for i in range(count))
    return ("import SwiftUI\n\nstruct Big: View {\n    var body: some View {\n        NavigationStack {\n"
            "            Text(\"a\").navigationDestination(isPresented: .constant(true)) { r0() }\n        }\n    }\n"
            + helpers + "}\n")


def shared_routers(count):
    """`count` router classes whose method `push` forwards its parameter to a stack, and `count` screens
    each calling `push` on its own router: every call of the shared name meets every router."""
    routers = "".join(
        "final class R%d { let nav: UINavigationController\n    init(nav: UINavigationController) { self.nav = nav }\n"
        "    func push(_ vc: UIViewController) { nav.pushViewController(vc, animated: true) } }\n"
        "final class S%d: UIViewController { var router: R%d?\n    func open() { router?.push(S%d()) } }\n"
        % (i, i, i, (i + 1) % count) for i in range(count))
    return "import UIKit\n\n" + routers


def route_factory_callbacks(count):
    """A route factory of `count` cases, every other one calling the factory again for the next case, and
    `count` pushes of its screens: each push must cost one case (and the cases it calls), not the factory."""
    enum = "enum Route { " + " ".join("case c%d" % i for i in range(count)) + " }\n"
    cases = "".join(("        case .c%d: return screen(for: .c%d)\n" % (i, (i + 1) % count)) if i % 2
                    else ("        case .c%d: return V%d()\n" % (i, i % 50)) for i in range(count))
    pushes = "".join("        navigationController?.pushViewController(screen(for: .c%d), animated: true)\n" % i for i in range(count))
    views = "".join("final class V%d: UIViewController {}\n" % i for i in range(50))
    return ("import UIKit\n\n" + enum + "final class BigViewController: UIViewController {\n    func open() {\n" + pushes
            + "    }\n    func screen(for route: Route) -> UIViewController {\n        switch route {\n" + cases
            + "        }\n    }\n}\n" + views)


def observer_removers(count):
    """`count` pushed screens that each remove observers as they leave and set a Cancel in a method another
    screen calls before pushing: whether a class adds an observer, and who calls the method, must each be
    looked up once, not by walking every class or every call per screen."""
    return "import UIKit\n\n" + "".join(
        ("final class V%d: UIViewController {\n"
         "    override func viewWillDisappear(_ animated: Bool) {\n        super.viewWillDisappear(animated)\n"
         "        NotificationCenter.default.removeObserver(self)\n    }\n"
         "    func showCancelButton() { navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil) }\n"
         "    func open() { let next = V%d(); next.showCancelButton(); navigationController?.pushViewController(next, animated: true) }\n}\n")
        % (i, (i + 1) % count) for i in range(count))


# name -> (file name, function returning the text). Sizes follow the issue where it names them.
CASES = {
    "swift-parens-10k": ("Big.swift", lambda: swift_method("        let x = " + nested("(", ")", 10_000))),
    "swift-parens-20k": ("Big.swift", lambda: swift_method("        let x = " + nested("(", ")", 20_000))),
    "swift-parens-40k": ("Big.swift", lambda: swift_method("        let x = " + nested("(", ")", 40_000))),
    "swift-parens-60k": ("Big.swift", lambda: swift_method("        let x = " + nested("(", ")", 60_000))),
    "swift-parens-bare-60k": ("Big.swift", lambda: nested("(", ")", 60_000)),
    "swift-brackets-60k": ("Big.swift", lambda: swift_method("        let x = " + nested("[", "]", 60_000))),
    "swift-braces-60k": ("Big.swift", lambda: swift_method("        let x = " + nested("{", "}", 60_000))),
    "swift-unmatched-parens-100k": ("Big.swift", lambda: swift_method("        let x = " + "(" * 100_000)),
    "swift-unmatched-closers-100k": ("Big.swift", lambda: swift_method("        let x = 1" + ")]}" * 33_000)),
    "objc-unmatched-parens-100k": ("Big.m", lambda: objc_method("    x = " + "(" * 100_000 + ";")),
    # Every `-` in an implementation starts a method head that runs to the next `{` or `;`.
    "objc-method-heads-100k": ("Big.m", lambda: "@implementation BigViewController\n" + "-(" * 40_000 + "(" * 60_000 + "\n;\n@end\n"),
    "objc-parens-60k": ("Big.m", lambda: objc_method("    x = " + nested("(", ")", 60_000) + ";")),
    "objc-messages-30k": ("Big.m", lambda: objc_method(objc_message_nesting(30_000))),
    "objc-getter-chain-30k": ("Big.m", lambda: objc_method(objc_getter_chain(30_000))),
    "objc-unmatched-brackets-100k": ("Big.m", lambda: objc_method("    x = " + "[" * 100_000 + ";")),
    "swift-mutated-1mb": ("Big.swift", lambda: mutated(SWIFT_TEMPLATE, 1 << 20, 22)),
    "objc-mutated-1mb": ("Big.m", lambda: mutated(OBJC_TEMPLATE, 1 << 20, 22)),
    "swift-realistic-4mb": ("Big.swift", lambda: realistic(SWIFT_TEMPLATE, 4 << 20)),
    "swift-pop-off-5k": ("Big.swift", lambda: swift_method(POP_OFF * 5_000)),
    "swift-pop-off-10k": ("Big.swift", lambda: swift_method(POP_OFF * 10_000)),
    "swift-pop-off-8mib": ("Big.swift", lambda: swift_method(repeated_until(POP_OFF, FILE_LIMIT))),
    "objc-pop-off-10k": ("Big.m", lambda: objc_method(OBJC_POP_OFF * 10_000)),
    "swift-pushes-10k": ("Big.swift", lambda: swift_method(many_pushes(10_000))),
    "swift-member-chain-50k": ("Big.swift", lambda: swift_method(member_chain(50_000))),
    "swift-if-chain-10k": ("Big.swift", lambda: swift_method(if_chain(10_000))),
    "swift-else-if-10k": ("Big.swift", lambda: swift_method(else_if_chain(10_000))),
    "swift-nested-ifs-10k": ("Big.swift", lambda: swift_method(nested_ifs(10_000))),
    "swift-nested-closures-10k": ("Big.swift", lambda: swift_method(nested_closures(10_000))),
    "swift-nested-closure-pushes-5k": ("Big.swift", lambda: swift_method(nested_closure_pushes(5_000))),
    "swift-awaits-and-pushes-10k": ("Big.swift", lambda: swift_method(awaits_and_pushes(10_000))),
    "swift-nested-facts-5k": ("Big.swift", lambda: swift_method(nested_facts(5_000))),
    "swift-nested-functions-5k": ("Big.swift", lambda: nested_functions(5_000)),
    "swift-nested-types-5k": ("Big.swift", lambda: nested_types(5_000)),
    "swift-methods-20k": ("Big.swift", lambda: many_methods(20_000)),
    "swift-classes-10k": ("Big.swift", lambda: many_classes(10_000)),
    "swift-call-100k-arguments": ("Big.swift", lambda: swift_method(long_call(100_000))),
    "swift-long-string-4mb": ("Big.swift", lambda: swift_method('        let s = "' + "a(b[c{" * 700_000 + '"')),
    "swift-long-interpolations-100k": ("Big.swift", lambda: swift_method('        let s = "' + "\\(x)" * 100_000 + '"')),
    "swift-shared-route-5k": ("Big.swift", lambda: shared_route(5_000)),
    "swift-route-chain-20k": ("Big.swift", lambda: route_chain(20_000)),
    "swift-shared-routers-5k": ("Big.swift", lambda: shared_routers(5_000)),
    "swift-unterminated-comment": ("Big.swift", lambda: "/* " + realistic(SWIFT_TEMPLATE, 1 << 20)),
    "swift-unterminated-string": ("Big.swift", lambda: 'let s = """\n' + realistic(SWIFT_TEMPLATE, 1 << 20)),
    "objc-unterminated-comment": ("Big.m", lambda: "/* " + realistic(OBJC_TEMPLATE, 1 << 20)),
    "swift-platform-branches-20k": ("Big.swift", lambda: platform_branches(20_000)),
    "objc-conditionals-20k": ("Big.m", lambda: objc_conditionals(20_000)),
    "pbxproj-files-50k": ("App.xcodeproj/project.pbxproj", lambda: project_file(50_000)),
}

# Issue 36's shapes: each is one file a real repository could hold, at the size the issue gave and
# doubled, which must take about twice as long.
ISSUE_36_SHAPES = {
    "swift-block-comments": ("Big.swift", 16_000, lambda n: "/**/" * n + " // navlint:disable-next-line root-freeze\n" + swift_method("")),
    "swift-assignment-chain": ("Big.swift", 20_000, lambda n: swift_method("        a = " + "b = " * n + "1")),
    "swift-bodiless-classes": ("Big.swift", 20_000, lambda n: "".join("class A%d: B\n" % i for i in range(n)) + swift_method("")),
    "objc-blocks-in-method": ("Big.m", 1_500, lambda n: objc_method(OBJC_BLOCK * n)),
    "swift-same-assignment": ("Big.swift", 16_000, lambda n: swift_method("        controller = DetailViewController()\n" * n
                                                                   + "        navigationController?.pushViewController(controller, animated: true)")),
    "objc-unfinished-bar-items": ("Big.m", 8_000, lambda n: objc_method(
        '    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Back"\n' * n)),
    "swift-app-delegates": ("Big.swift", 800, lambda n: APP_DELEGATE * n),
    "storyboard-attributes": ("App/Base.lproj/Main.storyboard", 60_000, lambda n: storyboard_attributes(n)),
    "swift-route-factory-callbacks": ("Big.swift", 500, lambda n: route_factory_callbacks(n)),
    "swift-observer-removers": ("Big.swift", 2_000, lambda n: observer_removers(n)),
}


def size_label(count):
    return "%dk" % (count // 1000) if count >= 1000 and count % 1000 == 0 else str(count)


for shape, (file_name, count, make) in ISSUE_36_SHAPES.items():
    for size in (count, 2 * count):
        CASES["%s-%s" % (shape, size_label(size))] = (file_name, lambda make=make, size=size: make(size))

OBJC_BLOCK = """    [self.store fetchItems:^(NSArray *items) {
        [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
    }];
"""

APP_DELEGATE = """class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController(rootViewController: HomeViewController())
        window?.rootViewController = navigation
        navigation.pushViewController(DetailViewController(), animated: false)
        return true
    }
    func openSettings(_ navigation: UINavigationController) {
        navigation.pushViewController(SettingsViewController(), animated: true)
    }
}
"""


def storyboard_attributes(count):
    """One scene element with `count` attributes, before a navigation controller that names it root."""
    attributes = " ".join('a%d="%d"' % (n, n) for n in range(count))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">'
            '<scenes><scene sceneID="s"><objects><viewController id="x" customClass="BigViewController" %s sceneMemberID="viewController"/>'
            '</objects></scene></scenes></document>\n' % attributes)


def platform_branches(count):
    """`#if` groups one after another, each with an `#elseif` and an `#else`, then as many nested ones."""
    group = "#if os(macOS)\nlet a = 1\n#elseif DEBUG\nlet b = 2\n#else\nlet c = 3\n#endif\n"
    return "class Branches {\n" + group * count + "#if os(iOS)\n" * count + "let d = 4\n" + "#endif\n" * count + "}\n"


def objc_conditionals(count):
    """Objective-C conditionals with the `TargetConditionals.h` names, and continued lines."""
    group = "#if TARGET_OS_TV || \\\n    TARGET_OS_WATCH\nint a;\n#elif defined(DEBUG)\nint b;\n#else\nint c;\n#endif\n"
    return group * count


def project_file(count):
    """A project.pbxproj with `count` files in nested groups, every one in a tvOS target's Sources."""
    objects = ["P = { isa = PBXProject; mainGroup = G0; targets = (T); };",
               "T = { isa = PBXNativeTarget; name = TV; buildPhases = (S); buildConfigurationList = L; };",
               "L = { isa = XCConfigurationList; buildConfigurations = (C); };",
               "C = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; };"]
    groups = count // 10
    for group in range(groups):
        children = ", ".join(["G%d" % (group + 1)] if group + 1 < groups else []) + ", " + ", ".join("F%d_%d" % (group, file) for file in range(10))
        objects.append("G%d = { isa = PBXGroup; path = g%d; children = (%s); };" % (group, group, children))
        for file in range(10):
            objects.append("F%d_%d = { isa = PBXFileReference; path = \"F%d.swift\"; };" % (group, file, file))
            objects.append("B%d_%d = { isa = PBXBuildFile; fileRef = F%d_%d; };" % (group, file, group, file))
    files = ", ".join("B%d_%d" % (group, file) for group in range(groups) for file in range(10))
    objects.append("S = { isa = PBXSourcesBuildPhase; files = (%s); };" % files)
    return "// !$*UTF8*$!\n{ objects = {\n" + "\n".join(objects) + "\n}; rootObject = P; }\n"


def write_case(name):
    """The folder of one input, written once (the text never changes for a name)."""
    folder = os.path.join(WORK, name)
    file_name, make = CASES[name]
    if os.path.isfile(os.path.join(folder, file_name)):
        return folder
    partial = folder + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(os.path.dirname(os.path.join(partial, file_name)))
    with open(os.path.join(partial, file_name), "w", encoding="utf-8") as handle:
        handle.write(make())
    with open(os.path.join(partial, "Settings.swift"), "w", encoding="utf-8") as handle:
        handle.write(SETTINGS)
    shutil.rmtree(folder, ignore_errors=True)
    os.rename(partial, folder)
    return folder


def timed(binary, folder, timeout):
    """(wall seconds, user seconds, exit status or None when killed, standard output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    process = subprocess.Popen([binary, "scan", folder, "--check", "--format", "json", "--max-diagnostics", "100000000"] + REAL_APPS.uncached(binary),
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        status = process.returncode
    except subprocess.TimeoutExpired:
        process.kill()
        output, _ = process.communicate()
        status = None
    wall = time.monotonic() - started
    user = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before.ru_utime
    return wall, user, status, output


def reports_expected(output):
    """True when the JSON report holds the small view controller's finding."""
    try:
        diagnostics = json.loads(output)["diagnostics"]
    except (ValueError, KeyError, TypeError):
        return False
    return any(item.get("ruleId") == EXPECTED_RULE and item.get("file", "").endswith("/Settings.swift") for item in diagnostics)


def instructions(binary, folder, timeout):
    """Instructions callgrind counts for one scan (every thread), or None when it ran out of time."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        try:
            process = subprocess.run(
                ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary, "scan", folder, "--check"] + REAL_APPS.uncached(binary),
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
    found = re.search(r"Collected : (\d+)", process.stderr)
    return int(found.group(1)) if found else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="the navlint to time (default: build the release one)")
    parser.add_argument("--only", help="comma-separated input names (see --list)")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--callgrind", action="store_true", help="also count instructions with callgrind")
    parser.add_argument("--callgrind-timeout", type=float, default=300)
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--list", action="store_true", help="list the inputs and exit")
    args = parser.parse_args()
    if args.list:
        print("\n".join(CASES))
        return
    names = args.only.split(",") if args.only else list(CASES)
    unknown = [name for name in names if name not in CASES]
    if unknown:
        raise SystemExit("no input named %s (see --list)" % ", ".join(unknown))
    binary = args.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "navlint"], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "navlint")
    columns = ["input", "size", "wall", "user", "exit", "finding"] + (["instructions"] if args.callgrind else [])
    if args.markdown:
        print("| " + " | ".join(columns) + " |")
        print("|" + "---|" * len(columns))
    else:
        print("%-32s %9s %9s %9s %5s %8s%s" % (tuple(columns[:6]) + ("  instructions" if args.callgrind else "",)))
    failed = False
    for name in names:
        folder = write_case(name)
        size = os.path.getsize(os.path.join(folder, CASES[name][0]))
        wall, user, status, output = timed(binary, folder, args.timeout)
        found = status is not None and reports_expected(output)
        failed = failed or status not in (0, 1) or not found
        count = instructions(binary, folder, args.callgrind_timeout) if args.callgrind and status is not None else None
        cells = [name, "%.0f KB" % (size / 1024), ("%.2f s" % wall) if status is not None else "> %.0f s" % args.timeout,
                 "%.2f s" % user, "killed" if status is None else str(status), "yes" if found else "no"]
        if args.callgrind:
            cells.append("%.0f million" % (count / 1e6) if count else ("not run" if status is None else "> %.0f s" % args.callgrind_timeout))
        if args.markdown:
            print("| " + " | ".join(cells) + " |")
        else:
            print("%-32s %9s %9s %9s %5s %8s%s" % (tuple(cells[:6]) + (("  " + cells[6]) if args.callgrind else "",)))
        sys.stdout.flush()
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
