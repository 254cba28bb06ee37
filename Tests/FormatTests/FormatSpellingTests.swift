import Foundation
import Testing
import Format
import TestSupport

/// Scan writes the model through the format's typed keys, so a format key spelled as a string in Scan
/// is either a name scan looks for in the app's code or a second declaration of the format.
@Suite struct FormatSpellingTests {
    /// Format keys that are also names in the app's code (UIKit properties and initialiser labels such as
    /// `UIStoryboard(name:bundle:)`, the `class` and `in` keywords), which scan matches in Swift and Objective-C, or words of scan's notes.
    static let namesOfTheCode: Set<String> = [
        "action", "backAction", "backBarButtonItem", "class", "delegate", "enabled", "hidesBackButton", "image", "in",
        "leftBarButtonItem", "leftBarButtonItems", "leftItemsSupplementBackButton", "navigationBarHidden",
        "navigationItem", "title", "name",
        "pushes", "presents", "presentation",
        // Format 1.1: UIKit properties and SwiftUI modifiers of the same names, and NavigationStack's `path:` label.
        "hidesBarsOnSwipe", "hidesBarsOnTap", "modalInPresentation", "navigationBarBackButtonHidden", "interactiveDismissDisabled", "path",
    ]

    /// Every key of every kind of object, from the document down.
    static func formatKeys() -> Set<String> {
        var keys: Set<String> = []
        var pending = [DocumentKeys.schema]
        var seen: [ObjectSchema] = []
        while let schema = pending.popLast() {
            guard !seen.contains(where: { $0 === schema }) else { continue }
            seen.append(schema)
            for field in schema.fields {
                keys.insert(field.name)
                switch field.type {
                case .object(let nested), .map(let nested): pending.append(nested)
                default: break
                }
            }
        }
        return keys
    }

    @Test func scanSpellsNoFormatKeyOfItsOwn() throws {
        let keys = Self.formatKeys()
        #expect(keys.contains("requiredToFailBy") && keys.contains("shouldBegin"), "the walk must reach nested objects")
        let folder = Fixtures.repository.appendingPathComponent("Sources/Scan")
        var spelled: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for key in keys where !Self.namesOfTheCode.contains(key) && text.contains("\"\(key)\"") {
                spelled[key, default: []].append(name)
            }
        }
        #expect(spelled.isEmpty, "Scan spells format keys as strings; set them through the typed keys instead: \(spelled)")
    }
}
