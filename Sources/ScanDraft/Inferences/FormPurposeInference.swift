import Format
import ScanFacts

/// `purpose: form` for a presented screen whose code (with the SwiftUI views built into it) holds text
/// input together with an action that keeps it. Input with no such action is noted; a `UITextView` counts
/// only where the code edits text, and a screen presented in a way the format has no word for (a custom
/// presentation) is left alone, since the sheet rule would take it for a swipeable sheet.
extension DraftContext {
    func setFormPurpose(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>, notes: inout DraftNotes) {
        let (screen, id, lineage) = (subject.className, subject.id, subject.lineage)
        guard formSignals.presentedScreens.contains(id) else { return }
        let classes = lineage + (formSignals.viewsBuiltInto[screen] ?? []) + (formSignals.screensBuiltInto[screen] ?? [])
        let signals = classes.flatMap { formSignals.byOwner[$0] ?? [] }.sorted { $0.place < $1.place }
        let edits = Set(signals.filter { $0.kind == .editsText }.map(\.owner))
        let textInput = signals.first { signal in
            guard case .textInput(let name) = signal.kind else { return false }
            let isTextView = name == "UITextView" || code.hierarchy.lineage(of: name).contains("UITextView")
            // Edited by the view that holds it, or by the screen itself (`contentView.textInput.becomeFirstResponder()`).
            return !isTextView || edits.contains(signal.owner) || !edits.isDisjoint(with: lineage)
        }
        // Choices made on a working copy are input to lose where a Cancel and a Save stand beside them: the
        // copy waits for one of the two, and a swipe down is a third way out that runs neither. One choice
        // alone (a stepper) costs no more than its Cancel.
        let choices = signals.filter { $0.kind.isChoiceInput }
        let holdsChanges = choices.count >= 2 && signals.contains { $0.kind == .cancelAction }
            && signals.contains { $0.kind.keepWord != nil }
        guard let input = textInput ?? (holdsChanges ? choices.first : nil) else { return }
        let inputName: String
        switch input.kind {
        case .textInput(let name), .choiceInput(let name): inputName = name
        default: return
        }
        let inputOrigin = code.origin(input.place)
        let key = FormatTerms.key(\ScreenKeys.purpose)
        // The screen's own style: set on it, or by its own code (a base class's `self.modalPresentationStyle`),
        // not on another instance of a base class. A style the format has no word for leaves the screen alone,
        // unless some code presents it as a sheet as well (`formSheet` on iPad, `currentContext` on iPhone).
        let ownStyles = lineage.flatMap { screenFacts[$0] ?? [] }.compactMap { fact -> PresentationStyle?? in
            guard case .presentationStyle(let style, _, _) = fact.change,
                  fact.subject == .object(screen) || code.ownerName(fact.place).map(lineage.contains) == true else { return nil }
            return style
        }
        guard !ownStyles.contains(nil) || ownStyles.contains(where: { $0?.isSheet == true }) else { return }
        // A screen that keeps what was typed as it leaves (`account.name = nameField.text`, `save()` in
        // viewWillDisappear) loses nothing to a swipe down, which makes it leave too.
        if let kept = keepsInputOnLeaving(lineage) {
            notes.note("keeps its \(inputName) input as it leaves (\(kept)), so a swipe down loses nothing; \(key) is left out", at: inputOrigin, on: .screen(id))
            return
        }
        // A view that types straight into the value its presenter handed it (`@Binding var attachment`), with no
        // Cancel to take the typing back, keeps every keystroke already: a swipe down loses nothing. Only the
        // presented view's own bindings say so; a component's `@Binding` may lead to a copy the screen keeps.
        let textInputs = signals.filter { $0.kind.isTextInput }
        let handed = Set(signals.filter { $0.kind == .bindsHandedValue && lineage.contains($0.owner) }.map(\.place))
        if !textInputs.isEmpty, textInputs.allSatisfy({ handed.contains($0.place) }), !signals.contains(where: { $0.kind == .cancelAction }) {
            notes.note("types into the value its presenter handed it (a @Binding) and offers no Cancel, so a swipe down loses nothing; \(key) is left out", at: inputOrigin, on: .screen(id))
            return
        }
        // A screen whose rows each keep a choice and close it is a picker: its field (a new item's name) is a
        // side door, and a swipe down leaves as its Cancel does.
        if let row = signals.first(where: { $0.kind == .picksAndCloses }) {
            notes.note("is a picker whose rows choose and close it (\(code.origin(row.place))), so a swipe down loses no more than its Cancel; \(key) is left out", at: inputOrigin, on: .screen(id))
            return
        }
        // A screen that offers Skip asks for something optional: a swipe down skips it, as the button does.
        if let skip = signals.first(where: { $0.kind == .skipAction }) {
            notes.note("offers Skip at \(code.origin(skip.place)), so a swipe down loses nothing the screen needs; \(key) is left out", at: inputOrigin, on: .screen(id))
            return
        }
        // A Cancel that asks before it throws the input away (`backTapRuns: confirm`) says the input is
        // worth keeping, as a Save does.
        let asksBeforeDiscarding = lineage.flatMap { factIndex.itemWritesByClass[$0] ?? [] }.first { write in
            if case .backTapRuns(.confirm, _) = write.change, write.subject == .object(screen) { return true }
            return false
        }
        if signals.allSatisfy({ $0.kind.keepWord == nil }), let asks = asksBeforeDiscarding {
            let askOrigin = code.origin(asks.place)
            object.set(\.purpose, ScreenPurpose.form, at: inputOrigin.span, comment: "\(inputName) at \(inputOrigin), a Cancel that asks before discarding at \(askOrigin)")
            return
        }
        guard let action = signals.first(where: { $0.kind.keepWord != nil }), let word = action.kind.keepWord else {
            notes.note("holds \(inputName) input but no Save, Done or Submit action navlint scan recognises, so \(key) is left out; write \(key): \(ScreenPurpose.form.rawValue) if a swipe down would lose what was typed", at: inputOrigin, on: .screen(id))
            return
        }
        let actionOrigin = code.origin(action.place)
        object.set(\.purpose, ScreenPurpose.form, at: inputOrigin.span, comment: "\(inputName) at \(inputOrigin), '\(word)' action at \(actionOrigin)")
    }

    /// Where the classes' `viewWillDisappear` or `viewDidDisappear` keeps typed input: an assignment of a
    /// `.text`, or a call that saves (save, persist, store, commit); nil when they keep none.
    private func keepsInputOnLeaving(_ lineage: [String]) -> Origin? {
        for name in lineage {
            for (file, method) in code.methods(of: name) where method.name == "viewWillDisappear" || method.name == "viewDidDisappear" {
                let members = code.members(of: method, file: file)
                let stream = code.stream(file)
                for offset in members.assignments {
                    let assignment = code.syntax[file].assignments[offset]
                    if stream.names(in: assignment.value).last == "text" { return code.origin(assignment.place) }
                }
                for offset in members.calls {
                    let call = code.syntax[file].calls[offset]
                    if !Set(IdentifierWords.split(call.name)).isDisjoint(with: ["save", "persist", "store", "commit"]) { return code.origin(call.place) }
                }
            }
        }
        return nil
    }

    /// `purpose: media` for a screen whose own code (with the SwiftUI views built into it) shows video in
    /// its view, when no form purpose was set. A payment screen is not inferred: Apple Pay and in-app
    /// purchases run in system sheets, so using them says nothing of a payment a swipe could cut short.
    func setMediaPurpose(_ subject: ScreenSubject, on object: inout ObjectBuilder<ScreenKeys>) {
        guard !object.has(\.purpose) else { return }
        let classes = subject.lineage + (formSignals.viewsBuiltInto[subject.className] ?? [])
        let signals = classes.flatMap { formSignals.byOwner[$0] ?? [] }.sorted { $0.place < $1.place }
        for signal in signals {
            guard case .video(let name) = signal.kind else { continue }
            let origin = code.origin(signal.place)
            object.set(\.purpose, ScreenPurpose.media, at: origin.span, comment: "\(name) at \(origin)")
            return
        }
    }
}
