/// The storyboards an app loads at launch, as its Info.plist files and build settings name them.
struct LaunchStoryboards: Sendable {
    /// The storyboards' names.
    private(set) var names: [String] = []
    /// True when scan read the app's launch settings (an app's Info.plist, or an Info.plist Xcode
    /// generates from build settings): then a storyboard they do not name is not loaded at launch.
    private(set) var known = false

    init(code: CodeBase) {
        for outline in code.files {
            if let list = outline.propertyList {
                known = known || list.describesApp
                names += list.launchStoryboards
            } else if outline.kind == .buildSettings {
                readBuildSettings(outline.stream)
            }
        }
    }

    /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` and `GENERATE_INFOPLIST_FILE = YES;` in a project file.
    private mutating func readBuildSettings(_ stream: TokenStream) {
        for index in 0..<stream.count where stream.isPunctuation(index + 1, "=") {
            guard let value = stream.at(index + 2), value.isName || value.kind == .string else { continue }
            let text = value.kind == .string ? value.literalValue(in: stream.dialect) : value.text
            if stream.isIdentifier(index, "GENERATE_INFOPLIST_FILE"), text == "YES" { known = true }
            if stream.isIdentifier(index, "INFOPLIST_KEY_UIMainStoryboardFile"), !text.isEmpty {
                known = true
                names.append(text)
            }
        }
    }
}

/// A storyboard scene: the storyboard's file index and the id of its controller.
struct SceneKey: Sendable, Hashable {
    let file: Int
    let controller: String
}

/// The storyboard scenes something can show: the initial scene of a storyboard loaded at launch or by
/// `instantiateInitialViewController()`, a scene code instantiates by identifier, and whatever a segue
/// or a storyboard reference leads to from a screen's scene or from a container that is itself reached.
/// A storyboard's navigation controller nothing reaches is no stack of the app.
struct StoryboardEntries: Sendable {
    private(set) var reached: Set<SceneKey> = []
    let launch: LaunchStoryboards

    init(code: CodeBase, launch: LaunchStoryboards) {
        self.launch = launch
        var queue: [SceneKey] = []
        func reach(_ key: SceneKey) {
            if reached.insert(key).inserted { queue.append(key) }
        }
        for name in launch.names {
            for file in code.storyboards.files(named: name) {
                if let initial = code.interfaceBuilder(file)?.initialController { reach(SceneKey(file: file, controller: initial)) }
            }
        }
        for entry in code.storyboardInstantiations() {
            for file in entry.storyboards {
                guard let storyboard = code.interfaceBuilder(file) else { continue }
                switch entry.scene {
                case .initial:
                    if let initial = storyboard.initialController { reach(SceneKey(file: file, controller: initial)) }
                case .identifier(let identifier):
                    if let controller = storyboard.controller(storyboardIdentifier: identifier) { reach(SceneKey(file: file, controller: controller.id)) }
                case .anyIdentified:
                    for controller in storyboard.controllers where controller.storyboardIdentifier != nil { reach(SceneKey(file: file, controller: controller.id)) }
                }
            }
        }
        // A screen's scene leads on whether or not it is reached itself: how screens are opened is the
        // business of pushes and unreachable-screen, not of this walk.
        for file in code.storyboards.storyboardFiles {
            for controller in code.interfaceBuilder(file)?.controllers ?? [] where controller.kind == .screen {
                queue.append(SceneKey(file: file, controller: controller.id))
            }
        }
        var seen: Set<SceneKey> = []
        while let key = queue.popLast() {
            guard seen.insert(key).inserted, let storyboard = code.interfaceBuilder(key.file) else { continue }
            for segue in storyboard.segues where segue.source == key.controller {
                reach(SceneKey(file: key.file, controller: segue.destination))
            }
            if case .reference(let name, let identifier) = storyboard.controller(id: key.controller)?.kind {
                for file in code.storyboards.files(named: name ?? code.files[key.file].interfaceBuilder?.name) {
                    guard let target = code.interfaceBuilder(file) else { continue }
                    let id = identifier.map { target.controller(storyboardIdentifier: $0)?.id } ?? target.initialController
                    if let id { reach(SceneKey(file: file, controller: id)) }
                }
            }
        }
    }

    func isReached(file: Int, controller: String) -> Bool {
        reached.contains(SceneKey(file: file, controller: controller))
    }

    /// Why a storyboard's navigation controller scene is not reached, for the note that says it is no stack.
    func whyUnreached(file: Int, controller: String, code: CodeBase) -> String {
        let storyboard = code.interfaceBuilder(file)
        let name = code.files[file].interfaceBuilder?.name ?? code.files[file].path
        guard storyboard?.initialController == controller else {
            return "no segue, storyboard reference or instantiateViewController(withIdentifier:) that navlint scan found leads to it"
        }
        let launch = launch.known
            ? "no Info.plist names \(name) as the main, scene or extension storyboard"
            : "no app Info.plist was scanned to tell whether the app loads \(name) at launch"
        return "\(launch), and no instantiateInitialViewController(), segue or storyboard reference that navlint scan found leads to it"
    }
}

/// Code that loads a storyboard's scene: which storyboards it may load, and which of their scenes.
struct StoryboardInstantiation: Sendable {
    enum Scene: Sendable {
        case initial
        case identifier(String)
        /// An identifier computed at run time: any scene with one.
        case anyIdentified
    }
    let storyboards: [Int]
    let scene: Scene
}
