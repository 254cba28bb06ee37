import ScanFacts

/// How an app installs a full-screen pan, as the pan passes and the inferences ask: which methods UIKit
/// runs on every navigation controller itself, and which screens install a pan on their own stack and
/// remove it again as they leave.
enum PanInstalls {
    /// The UINavigationController methods UIKit itself calls: a category that defines one runs it on every stack.
    static let runByUIKit: Set<String> = ["load", "initialize", "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "pushViewController"]

    /// True when UIKit runs a `UINavigationController` category's install method on every stack: a swizzle
    /// names its selector, or it is a method UIKit calls.
    static func runsOnEveryStack(_ method: MethodDeclaration, swizzled: Set<String>) -> Bool {
        runByUIKit.contains(method.name) || swizzled.contains(method.name)
    }
}

extension DraftReading {
    /// The methods declared beside an install (in its file and type) that take a recognizer off a view
    /// (`removeFullscreenPopGesture`).
    func panRemovers(beside install: MethodDeclaration, in file: Int) -> Set<String> {
        let outline = code.files[file]
        return Set(code.calls(named: "removeGestureRecognizer").compactMap { callFile, call -> String? in
            guard callFile == file, let method = outline.method(at: call.place.token), method.type == install.type else { return nil }
            return method.name
        })
    }

    /// `[self.navigationController addFullscreenPopGesture]`: a call on the caller's own navigation controller.
    func isOnOwnNavigationController(_ call: Call) -> Bool {
        call.receiverChain.last == "navigationController" && call.receiverChain.dropLast().allSatisfy { code.isSelf($0, at: call.place) }
    }

    /// Whether `screen`'s code, as it leaves (`viewWillDisappear`, `viewDidDisappear`) and under no
    /// condition, calls one of the `removers` on its own navigation controller.
    func removesOwnPan(_ screen: String, removers: Set<String>) -> Bool {
        removers.contains { remover in
            code.calls(named: remover).contains { callFile, call in
                guard code.ownerName(call.place) == screen, call.receiverChain.last == "navigationController",
                      let leaving = code.enclosingMethod(call.place), ["viewWillDisappear", "viewDidDisappear"].contains(leaving.name) else { return false }
                return code.statements[callFile].governingConditions(of: call.place.token).isEmpty
            }
        }
    }
}
