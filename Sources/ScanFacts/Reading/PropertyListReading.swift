import Format
import InterfaceBuilder

/// An Info.plist as scan reads it: the storyboards the app loads at launch (`UIMainStoryboardFile`, and
/// `UISceneStoryboardFile` in a scene configuration of `UIApplicationSceneManifest`) or an app extension
/// loads when it starts (`NSExtensionMainStoryboard`), and whether the list belongs to an app at all.
/// Like a storyboard's, its tokens are its elements' start tags.
struct PropertyListReading: Sendable {
    let tokens: [Token]
    /// The storyboards it names for launch.
    let launchStoryboards: [String]
    /// True when the list has keys only an app's Info.plist has (a launch screen, a main storyboard, a
    /// scene manifest): then it tells which storyboards the app loads at launch, even when it names none.
    let describesApp: Bool
    /// Why the file could not be read, when it could not.
    let problem: String?

    static let launchKeys: Set<String> = ["UIMainStoryboardFile", "UISceneStoryboardFile", "NSExtensionMainStoryboard"]
    private static let appKeys: Set<String> = ["UIMainStoryboardFile", "UIApplicationSceneManifest", "UILaunchStoryboardName", "UILaunchScreen", "LSRequiresIPhoneOS"]

    init(text: String) {
        // A file that cannot be read is one token where reading stopped, for the note that says so.
        func unread(at location: SourceLocation, _ problem: String) -> PropertyListReading {
            var token = Token(kind: .string, text: "")
            token.place(from: location, to: location)
            return PropertyListReading(tokens: [token], launchStoryboards: [], describesApp: false, problem: problem)
        }
        if text.hasPrefix("bplist") {
            self = unread(at: .fileStart, "a binary property list, which navlint scan does not read")
            return
        }
        switch XMLReader.read(text) {
        case .failure(let error):
            self = unread(at: error.location, "\(error.location): \(error.message)")
        case .success(let document):
            var launch: [String] = []
            var describesApp = false
            for element in document.elements where element.name == "key" {
                let key = element.text.trimmingSpaces()
                if Self.appKeys.contains(key) { describesApp = true }
                guard Self.launchKeys.contains(key), let parent = element.parent.flatMap(document.element),
                      let position = parent.children.firstIndex(of: element.index), position + 1 < parent.children.count,
                      let value = document.element(parent.children[position + 1]), value.name == "string"
                else { continue }
                let name = value.text.trimmingSpaces()
                if !name.isEmpty { launch.append(name) }
            }
            self.init(tokens: InterfaceBuilderReading.elementTokens(document), launchStoryboards: launch, describesApp: describesApp, problem: nil)
        }
    }

    private init(tokens: [Token], launchStoryboards: [String], describesApp: Bool, problem: String?) {
        self.tokens = tokens
        self.launchStoryboards = launchStoryboards
        self.describesApp = describesApp
        self.problem = problem
    }
}

private extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        guard let first = scalars.firstIndex(where: { !space.contains($0) }),
              let last = scalars.lastIndex(where: { !space.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
