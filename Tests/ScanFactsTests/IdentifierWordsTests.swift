import Testing
@testable import ScanFacts

/// Names split into words the same way whether they are ASCII (read byte by byte) or not (read by
/// Unicode properties).
@Suite struct IdentifierWordsTests {
    @Test(arguments: [
        ("saveProfile", ["save", "profile"]),
        ("URLSession", ["urlsession"]),
        ("UIBarButtonSystemItemDone", ["uibar", "button", "system", "item", "done"]),
        ("Save changes", ["save", "changes"]),
        ("v2Save", ["v2save"]),
        ("save_draft:", ["save", "draft"]),
        ("", []),
        ("Größe ändernJetzt", ["größe", "ändern", "jetzt"]),
        ("éditerProfil", ["éditer", "profil"]),
    ])
    func splitsAtLowerToUpperAndPunctuation(_ text: String, _ words: [String]) {
        #expect(IdentifierWords.split(text) == words)
    }

    @Test(arguments: [
        ("stopListeningForChanges", ["stop", "listening", "for", "changes"]),
        ("URLSession", ["u", "r", "l", "session"]),
        ("view2Controller", ["view", "controller"]),
        ("_private", ["private"]),
        ("ÉcranPrincipal", ["écran", "principal"]),
        ("naïveÜbung", ["naïve", "übung"]),
    ])
    func splitsAtEveryCapital(_ name: String, _ words: [String]) {
        #expect(IdentifierWords.splitAtEveryCapital(name) == words)
    }
}
