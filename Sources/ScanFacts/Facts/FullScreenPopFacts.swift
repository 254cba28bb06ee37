import Format

/// A full-screen pan that pops through UIKit's own transition, as the code installs it: a pan of the
/// app's whose target is the pop gesture's private one, or FDFullscreenPopGesture (its source in the
/// tree, a copy of its category, or the app's use of its API when it comes from a package manager).
package struct FullScreenPanFact: Sendable {
    package enum Source: Sendable, Equatable {
        /// The app's own pan on the private `handleNavigationTransition:` target (`via: privateTarget`).
        case privateTarget
        /// FDFullscreenPopGesture or a category written after it (`via: FDFullscreenPopGesture`).
        case library
    }

    /// Who the pan's `delegate` is, as assigned where the pan is installed.
    package enum PanDelegate: Sendable, Equatable {
        /// No `delegate` assignment for the pan: every swipe may begin.
        case none
        case selfObject
        /// `pan.delegate = interactivePopGestureRecognizer.delegate`: the edge swipe's own delegate decides.
        case popGestureDelegate
        case other(String)
    }

    package let source: Source
    /// The statement that shows it: the private target or `targets` read, the library's install, or the
    /// app's first use of the library's API.
    package let place: Place
    /// The class whose code installs it: a navigation subclass, `UINavigationController` for a category
    /// or extension (or for the library, which swizzles every navigation controller), nil outside a class.
    package let installer: String?
    /// The method that installs it; nil for the library known only by its API.
    package let method: MethodDeclaration?
    /// What the code names the pan (`fullWidthBackGestureRecognizer`), if it could tell.
    package let pan: String?
    package let delegate: PanDelegate
    package let delegatePlace: Place?
    /// `interactivePopGestureRecognizer.isEnabled = false` where the pan is installed: the edge swipe
    /// is switched off in its favour, which `disablesEdgeGesture` says, not the controller's `enabled`.
    package let disablesEdge: Place?
    /// Where the pan takes its target from `interactivePopGestureRecognizer.delegate` after the code has
    /// already replaced that delegate (earlier in the method, or in the caller before the call): the
    /// pan then targets the app's object, not UIKit's transition (`targetReadAfterDelegateChange`).
    package var staleTargetRead: Place? = nil
    /// The controls whose touches the pan's delegate refuses in `gestureRecognizer(_:shouldReceive:)`
    /// (`!(touch.view is UISlider)`), each where the check names it (`ignoresTouchesOn`).
    package var refusedControls: [(control: HorizontalControl, place: Place)] = []
}

/// A setting of FDFullscreenPopGesture's API made in the app's code.
package struct LibraryPopSetting: Sendable {
    package enum Change: Sendable {
        /// `fd_interactivePopDisabled = YES` on a screen: the library's pan refuses while it is on top.
        case screenDisabled(Bool?)
        /// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 40`: how far from the left edge a pan may begin.
        case startRegion(Double?)
        /// `fd_fullscreenPopGestureRecognizer.enabled = NO` on a navigation controller.
        case panEnabled(Bool?)
    }
    package let place: Place
    package let subject: Subject
    package let change: Change
}

extension Facts {
    /// The names of FDFullscreenPopGesture's API: code that uses one of them links the library.
    static let libraryAPINames: Set<String> = [
        "fd_fullscreenPopGestureRecognizer", "fd_interactivePopDisabled", "fd_prefersNavigationBarHidden",
        "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge", "fd_viewControllerBasedNavigationBarAppearanceEnabled",
    ]

    /// Full-screen pans installed in the file's methods, the library's API used in it, and the
    /// library's settings made in it.
    mutating func readFullScreenPop(code: CodeBase, file: Int) {
        let outline = code.files[file]
        let stream = outline.stream
        // One walk over the tokens: the methods that read the pop gesture, and the library's API. A
        // name's first byte is compared before the name, since the walk sees every token of the app.
        var readers: [Int] = []
        var api: [Int] = []
        for index in 0..<stream.count {
            let token = stream[index]
            switch token.kind {
            case .identifier:
                switch token.text.utf8.first {
                case UInt8(ascii: "i"):
                    if token.text == "interactivePopGestureRecognizer", let method = outline.methodIndex(at: index), readers.last != method { readers.append(method) }
                case UInt8(ascii: "f"):
                    if Self.libraryAPINames.contains(token.text) { api.append(index) }
                case UInt8(ascii: "F"):
                    if token.text == "FDFullscreenPopGesture" { api.append(index) }
                default:
                    break
                }
            case .string:
                // `#import "UINavigationController+FDFullscreenPopGesture.h"`.
                if UTF8Search.contains("FDFullscreenPopGesture", in: token.text) { api.append(index) }
            default:
                break
            }
        }
        var installed: [Range<Int>] = []
        for offset in Set(readers).sorted() {
            let method = outline.methods[offset]
            guard let fact = fullScreenPan(in: method, code: code, file: file) else { continue }
            fullScreenPans.append(fact)
            installed.append(method.body)
        }
        // The library known by its API (or its module's name in an import) where no install was read.
        if let index = api.first(where: { index in !installed.contains { $0.contains(index) } }) {
            fullScreenPans.append(FullScreenPanFact(
                source: .library, place: Place(file: file, token: index), installer: ClassHierarchy.navigationBase, method: nil, pan: nil, delegate: .none,
                delegatePlace: nil, disablesEdge: nil
            ))
        }
        for assignment in code.syntax[file].assignments {
            guard let property = assignment.target.last else { continue }
            let prefix = Array(assignment.target.dropLast())
            let change: LibraryPopSetting.Change
            switch property {
            case "fd_interactivePopDisabled":
                change = .screenDisabled(stream.booleanLiteral(assignment.value))
            case "fd_interactivePopMaxAllowedInitialDistanceToLeftEdge":
                let number = assignment.value.count == 1 ? stream.at(assignment.value.lowerBound).flatMap { $0.kind == .number ? Double($0.text) : nil } : nil
                change = .startRegion(number)
            case "enabled" where prefix.last == "fd_fullscreenPopGestureRecognizer":
                let subject = code.subject(of: Array(prefix.dropLast()), at: assignment.place)
                libraryPopSettings.append(LibraryPopSetting(place: assignment.place, subject: subject, change: .panEnabled(stream.booleanLiteral(assignment.value))))
                continue
            default:
                continue
            }
            libraryPopSettings.append(LibraryPopSetting(place: assignment.place, subject: code.subject(of: prefix, at: assignment.place), change: change))
        }
    }

    /// FDFullscreenPopGesture named by a dependency manager or the project (`pod 'FDFullscreenPopGesture'`,
    /// `github "forkingdog/FDFullscreenPopGesture"`, a package reference): the library swizzles every
    /// navigation controller once it is linked, whether or not the app's code names its API.
    mutating func readLibraryDependencies(code: CodeBase, file: Int) {
        let stream = code.stream(file)
        for index in 0..<stream.count where UTF8Search.contains("FDFullscreenPopGesture", in: stream[index].text) {
            // A project that compiles the library's own files has them in the tree, where they are read.
            if UTF8Search.contains(".m", in: stream[index].text) || UTF8Search.contains(".h", in: stream[index].text) { continue }
            libraryDependencies.append(Place(file: file, token: index))
            return
        }
    }

    /// The library as a dependency, when no code of the app shows it: placed where the dependency is named.
    mutating func addDependedLibrary() {
        guard let place = libraryDependencies.first, !fullScreenPans.contains(where: { $0.source == .library }) else { return }
        fullScreenPans.append(FullScreenPanFact(
            source: .library, place: place, installer: ClassHierarchy.navigationBase, method: nil, pan: nil, delegate: .none,
            delegatePlace: nil, disablesEdge: nil
        ))
    }

    /// The pan a method that reads the pop gesture installs on the private target: it hands the gesture's
    /// private handler (`handleNavigationTransition:`) or its private `targets` to a recognizer. A
    /// recognizer that sends `handleNavigationTransition:` to an object of the app's own (a library's
    /// edge pan with a method of that name) reads no pop gesture and is not one.
    private func fullScreenPan(in method: MethodDeclaration, code: CodeBase, file: Int) -> FullScreenPanFact? {
        let stream = code.stream(file)
        guard let evidence = method.body.first(where: { isPrivateTarget(at: $0, code: code, file: file) }) else { return nil }
        let installer = method.type.map { code.files[file].types[$0].name }
        let calls = code.syntax[file].calls.filter { method.body.contains($0.place.token) }
        let pan = panName(calls: calls, code: code, file: file)
        let library = installer == ClassHierarchy.navigationBase && (pan.map(Self.isLibraryPanName) ?? false
            || method.body.contains { stream.isName($0) && Self.isLibraryPanName(stream[$0].text) })
        let line = code.lineRanges(method.body, stream: stream).first { $0.contains(evidence) } ?? evidence..<(evidence + 1)
        let edgeOff = code.syntax[file].assignments.first { assignment in
            method.body.contains(assignment.place.token) && assignment.target.suffix(2) == ["interactivePopGestureRecognizer", "enabled"]
                && stream.booleanLiteral(assignment.value) == false && assignment.target.dropLast(2).allSatisfy { code.isSelf($0, at: assignment.place) }
        }
        let (delegate, delegatePlace) = pan.map { panDelegate(of: $0, installer: installer, code: code) } ?? (.none, nil)
        var fact = FullScreenPanFact(
            source: library ? .library : .privateTarget, place: Place(file: file, token: evidence, in: line), installer: installer, method: method,
            pan: pan, delegate: delegate, delegatePlace: delegatePlace, disablesEdge: edgeOff?.place
        )
        if !library { fact.staleTargetRead = staleTargetRead(in: method, code: code, file: file) }
        if delegate == .selfObject, let installer { fact.refusedControls = refusedControls(by: installer, code: code) }
        return fact
    }

    /// The control classes that the class's `gestureRecognizer(_:shouldReceive:)` names: it answers for
    /// the pan it is the delegate of, and naming a control there is a refusal of its touches.
    private func refusedControls(by className: String, code: CodeBase) -> [(control: HorizontalControl, place: Place)] {
        var found: [(control: HorizontalControl, place: Place)] = []
        for (file, method) in code.methods(of: className) where method.name == "gestureRecognizer" && UTF8Search.contains("shouldReceive", in: method.selector) {
            let stream = code.stream(file)
            for index in method.body where stream.isName(index) {
                guard let control = Self.controls[stream[index].text], !found.contains(where: { $0.control == control }) else { continue }
                found.append((control, Place(file: file, token: index)))
            }
        }
        return found
    }

    /// The read of the pop gesture's delegate in `method` when the navigation controller replaced the
    /// delegate before it: earlier in the method, or in a method of the same type before it calls this one.
    private func staleTargetRead(in method: MethodDeclaration, code: CodeBase, file: Int) -> Place? {
        let stream = code.stream(file)
        guard let delegate = method.body.first(where: { index in
            stream.isIdentifier(index, "delegate") && !stream.isPunctuation(index + 1, "=")
                && stream.chain(endingAt: index).names.suffix(2) == ["interactivePopGestureRecognizer", "delegate"]
        }) else { return nil }
        let read = stream.chain(endingAt: delegate).start
        // The navigation controller's own writes of the delegate in this file: `self.…delegate = x`.
        let writes = code.syntax[file].assignments.filter { assignment in
            assignment.target.suffix(2) == ["interactivePopGestureRecognizer", "delegate"]
                && assignment.target.dropLast(2).allSatisfy { code.isSelf($0, at: assignment.place) }
        }.map(\.place.token)
        if writes.contains(where: { method.body.contains($0) && $0 < read }) { return Place(file: file, token: read) }
        let outline = code.files[file]
        let calls = code.syntax[file].calls.filter { $0.name == method.name && ($0.receiverChain.isEmpty || $0.receiverChain == ["self"]) }
        for call in calls {
            guard let caller = outline.methodIndex(at: call.place.token).map({ outline.methods[$0] }), caller.type == method.type,
                  writes.contains(where: { caller.body.contains($0) && $0 < call.place.token }) else { continue }
            return Place(file: file, token: read)
        }
        return nil
    }

    /// `fd_fullscreenPopGestureRecognizer` and copies of it under another prefix.
    private static func isLibraryPanName(_ name: String) -> Bool {
        name.lowercased().hasSuffix("fullscreenpopgesturerecognizer")
    }

    /// The private handler's name, or the private `targets` read with key-value coding.
    private func isPrivateTarget(at index: Int, code: CodeBase, file: Int) -> Bool {
        let stream = code.stream(file)
        guard let token = stream.at(index) else { return false }
        switch token.kind {
        case .identifier: return token.text == "handleNavigationTransition"
        case .string: return code.isFullScreenPopCode(token, at: index, in: stream, file: file) && !UTF8Search.contains("FDFullscreenPopGesture", in: token.text)
        default: return false
        }
    }

    /// The recognizer the method adds to a view (`view.addGestureRecognizer(pan)`), else the one it
    /// gives targets to (`pan.setValue(targets, forKey: "targets")`, `[pan addTarget:target action:...]`).
    private func panName(calls: [Call], code: CodeBase, file: Int) -> String? {
        let stream = code.stream(file)
        for call in calls where call.name == "addGestureRecognizer" {
            guard let argument = call.firstArgument, let last = argument.value.last, stream.isName(last) else { continue }
            let (names, start) = stream.chain(endingAt: last)
            if start == argument.value.lowerBound, let name = names.last, Recognizer(member: name) == nil { return MemberNames.property(name) }
        }
        for call in calls where call.name == "setValue" || call.name == "addTarget" {
            if let name = call.receiverChain.last, Recognizer(member: name) == nil, name != "self" { return MemberNames.property(name) }
        }
        return nil
    }

    /// Who the installing class makes the pan's delegate (`pan.delegate = self`, `[pan setDelegate:...]`).
    private func panDelegate(of pan: String, installer: String?, code: CodeBase) -> (FullScreenPanFact.PanDelegate, Place?) {
        guard let installer else { return (.none, nil) }
        for (file, type) in code.declarations(of: installer) {
            let stream = code.stream(file)
            for assignment in code.syntax[file].assignments where type.body.contains(assignment.place.token) {
                let target = assignment.target
                guard target.count >= 2, target.last == "delegate", MemberNames.property(target[target.count - 2]) == pan else { continue }
                let value = assignment.value
                if value.count == 1, let token = stream.at(value.lowerBound), code.isSelf(token.text, at: assignment.place) { return (.selfObject, assignment.place) }
                if let last = value.last, stream.isName(last) {
                    let (chain, start) = stream.chain(endingAt: last)
                    if start == value.lowerBound, chain.suffix(2) == ["interactivePopGestureRecognizer", "delegate"] { return (.popGestureDelegate, assignment.place) }
                }
                return (.other(stream.text(value)), assignment.place)
            }
        }
        return (.none, nil)
    }
}
