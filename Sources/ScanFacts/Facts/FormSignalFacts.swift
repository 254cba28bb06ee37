/// Code that shows a screen collects input: text input in either framework, and an action whose title
/// or name says it keeps that input (Save, Done, Submit, Send, Post, Publish, Create, Add) rather than only
/// closing the screen.
package struct FormSignal: Sendable {
    package enum Kind: Sendable, Equatable {
        /// `TextField`, `TextEditor`, `SecureField`, `UITextField` or `UITextView`, by the name written.
        case textInput(String)
        /// The code edits a text view's text (`becomeFirstResponder`, `textViewDidChange`, `isEditable = true`):
        /// a `UITextView` there is input, not a label.
        case editsText
        /// A button, bar button item or action method that keeps the input, by the word that says so.
        case keepAction(String)
        /// Video shown in the screen's own view (`AVPlayerLayer`, SwiftUI's `VideoPlayer`): a media screen.
        case video(String)
        /// A SwiftUI choice (`Toggle`, `Picker`, `DatePicker`, `Stepper`, `Slider`, `ColorPicker`) bound to a
        /// `@State` of its own view, a working copy (`$draft.daily`), by the name written. Input to lose only
        /// where a Cancel and a Save stand beside it: a choice bound to a model applies as it is made.
        case choiceInput(String)
        /// A SwiftUI button that throws the screen's changes away: titled Cancel, `role: .cancel`, or placed
        /// as the toolbar's `.cancellationAction`.
        case cancelAction
        /// A SwiftUI button titled Skip: what the screen asks for is optional, so leaving it loses nothing.
        case skipAction
        /// A SwiftUI button made once per item of a `ForEach` whose action closes the screen: a row of a picker,
        /// which keeps its choice and closes at one tap, so the screen is a chooser rather than a form.
        case picksAndCloses
        /// A SwiftUI text input whose `text:` binding is a `@Binding` of its own view (`$attachment.caption`):
        /// what is typed reaches the value the presenter handed in at once, not a copy waiting for Save.
        case bindsHandedValue

        package var isTextInput: Bool {
            if case .textInput = self { return true }
            return false
        }

        /// The word of a keep action (`Save`), nil for every other kind.
        package var keepWord: String? {
            if case .keepAction(let word) = self { return word }
            return nil
        }

        package var isChoiceInput: Bool {
            if case .choiceInput = self { return true }
            return false
        }
    }
    package let place: Place
    /// The class or view whose code holds it.
    package let owner: String
    package let kind: Kind
}

extension Facts {
    /// The names the form reader looks at, and what each is to it: one lookup per name, since the reader
    /// sees every token of the app.
    private enum FormName {
        /// `UITextField`, `UITextView`: input wherever they are named.
        case uikitInput
        /// SwiftUI's `TextField`, `TextEditor`, `SecureField`, made with `(` or `{`.
        case swiftUIInput
        /// SwiftUI's controls that make a choice, made with `(` or `{`.
        case swiftUIChoice
        case editing
        case button
        /// `.alert`, `.confirmationDialog`, `.sheet`, `.fullScreenCover`, `.popover`, `.addTextField`: their
        /// content is another screen's (a sheet) or no screen's (an alert's text field and buttons).
        case foreignContent
        case video
    }

    private static let formNames: [String: FormName] = [
        "UITextField": .uikitInput, "UITextView": .uikitInput,
        "TextField": .swiftUIInput, "TextEditor": .swiftUIInput, "SecureField": .swiftUIInput,
        "Toggle": .swiftUIChoice, "Picker": .swiftUIChoice, "DatePicker": .swiftUIChoice, "MultiDatePicker": .swiftUIChoice,
        "Stepper": .swiftUIChoice, "Slider": .swiftUIChoice, "ColorPicker": .swiftUIChoice,
        "becomeFirstResponder": .editing, "textViewDidChange": .editing, "textViewDidBeginEditing": .editing,
        "textViewDidEndEditing": .editing, "shouldChangeTextIn": .editing, "shouldChangeTextInRange": .editing,
        "Button": .button,
        "alert": .foreignContent, "confirmationDialog": .foreignContent, "sheet": .foreignContent, "fullScreenCover": .foreignContent,
        "popover": .foreignContent, "addTextField": .foreignContent,
        "AVPlayerLayer": .video, "VideoPlayer": .video,
        // WebRTC's renderers: a call's video, which a stray swipe back hangs up.
        "RTCMTLVideoView": .video, "RTCEAGLVideoView": .video,
    ]
    /// An app's own text field or text view (`class BorderTextField: InsetTextField`, itself a `UITextField`)
    /// is input as UIKit's are; its name is looked up only when it is no name the reader knows.
    private static func textInputSubclass(_ name: String, code: CodeBase) -> FormName? {
        // Only a class the app declares can be one; UIKit's own names are read from the table above.
        // The first byte decides for ASCII names without asking Unicode, which costs a table lookup per name.
        guard let lead = name.utf8.first, lead < 0x80 ? (lead >= UInt8(ascii: "A") && lead <= UInt8(ascii: "Z")) : name.first?.isUppercase == true,
              name.hasSuffix("Field") || name.hasSuffix("View"), code.hierarchy.records[name] != nil else { return nil }
        let lineage = code.hierarchy.lineage(of: name)
        return lineage.contains("UITextField") || lineage.contains("UITextView") ? .uikitInput : nil
    }

    /// An app's own SwiftUI button view (`BottomButtonsView(dirty:) { viewModel.save() }`, `PrimaryButton("Send")
    /// { ... }`): read as a `Button` is, its closure the action. UIKit's names are left to their own readings.
    private static func buttonComponent(_ name: String) -> FormName? {
        guard name.utf8.count > 6, !name.hasPrefix("UI"), let lead = name.utf8.first, lead >= UInt8(ascii: "A"), lead <= UInt8(ascii: "Z") else { return nil }
        return ["Button", "Buttons", "ButtonView", "ButtonsView"].contains(where: name.hasSuffix) ? .button : nil
    }

    /// The base names of UITextFieldDelegate's and UITextViewDelegate's methods.
    private static let textDelegateMethods: Set<String> = [
        "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing", "textFieldDidEndEditing",
        "textField", "textFieldDidChangeSelection", "textFieldShouldClear", "textFieldShouldReturn",
        "textViewShouldBeginEditing", "textViewDidBeginEditing", "textViewShouldEndEditing", "textViewDidEndEditing",
        "textView", "textViewDidChange", "textViewDidChangeSelection",
    ]

    /// Words of a title, selector or method name that say the input is kept.
    static let keepWords: Set<String> = ["save", "done", "submit", "send", "post", "publish", "create", "add", "append", "insert"]
    /// Keep words that also name editing the draft itself, a keep only in an action that closes the screen.
    private static let buildingWords: Set<String> = ["append", "insert"]
    /// Words of an action that only closes the screen: its Done keeps nothing a swipe down would lose.
    private static let closeWords: Set<String> = ["dismiss", "close", "cancel", "pop"]

    /// The form signals of a Swift or Objective-C file, each under the class or view whose code holds it.
    mutating func readFormSignals(code: CodeBase, file: Int) {
        let outline = code.files[file]
        let stream = outline.stream
        let swiftUI = SwiftUICode(code: code, file: file)
        let swift = outline.kind == .swift
        var found: [(place: Place, kind: FormSignal.Kind)] = []
        var foreign: [Range<Int>] = []
        for index in 0..<stream.count {
            let token = stream[index]
            // `@IBAction func save(_:)` and `- (IBAction)submit:(id)sender`.
            if token.kind == .atKeyword || token.kind == .identifier, token.text == "@IBAction" || token.text == "IBAction" {
                // An unwind action (`unwindToListSave(_ segue: UIStoryboardSegue)`) is where another screen returns to, not this one's Save.
                // An action that hands what was typed to whoever presented the screen (`self.onDone(YES,
                // configuration)`, `delegate?.editor(self, didSave: note)`) keeps it, whatever its name.
                if let method = outline.methods.first(where: { $0.head.contains(index) }), !stream.mentions(["UIStoryboardSegue"], in: method.head),
                   let word = Self.keepWord(titles: [], actions: [method.name]) ?? code.resultHandedBack(by: method, file: file) {
                    found.append((Place(file: file, token: method.keyword, in: method.head), .keepAction(word)))
                }
                continue
            }
            // What a link pushes (`NavigationLink { EditView() }`, the app's own `NavigationLinkView { ... }`) is
            // the next screen's content, not this one's.
            if swift, token.kind == .identifier, code.makesLink(at: index, in: stream) {
                let extent = swiftUI.extent(index)
                if !extent.arguments.contains(where: { $0.label == "value" }),
                   let destination = extent.arguments.first(where: { $0.label == "destination" })?.value ?? extent.closures.first(where: { $0.label == nil })?.body {
                    foreign.append(destination)
                }
                continue
            }
            guard token.kind == .identifier,
                  let name = Self.formNames[token.text] ?? Self.textInputSubclass(token.text, code: code) ?? (swift ? Self.buttonComponent(token.text) : nil) else { continue }
            let place = Place(file: file, token: index)
            let made = swift && (stream.isPunctuation(index + 1, "(") || stream.isPunctuation(index + 1, "{")) && !stream.isPunctuation(index - 1, ".")
            switch name {
            case .uikitInput:
                // A parameter type names a field some other code owns: an action method's
                // (`- (void)textFieldDidChange:(UITextField *)textField`, an alert's field's target) is no field of
                // this screen. A text field or text view delegate method's is: the screen edits the fields it serves.
                if let method = outline.methods.first(where: { $0.head.contains(index) }), !Self.textDelegateMethods.contains(method.name) { continue }
                found.append((place, .textInput(token.text)))
            case .editing: found.append((place, .editsText))
            case .swiftUIInput:
                if made, !Self.bindsSearchText(swiftUI.extent(index).arguments, stream) {
                    found.append((place, .textInput(token.text)))
                    if bindsHandedValue(at: index, swiftUI: swiftUI) { found.append((place, .bindsHandedValue)) }
                }
            case .swiftUIChoice:
                if made, bindsWorkingCopy(at: index, swiftUI: swiftUI) { found.append((place, .choiceInput(token.text))) }
            case .button:
                guard made else { continue }
                let button = Place(file: file, token: index, in: index..<swiftUI.extent(index).end)
                if picksAndCloses(at: index, swiftUI: swiftUI) {
                    found.append((button, .picksAndCloses))
                } else if let word = buttonKeepWord(at: index, swiftUI: swiftUI) {
                    found.append((button, .keepAction(word)))
                } else if buttonCancels(at: index, swiftUI: swiftUI) {
                    found.append((button, .cancelAction))
                } else if buttonSkips(at: index, swiftUI: swiftUI) {
                    found.append((button, .skipAction))
                }
            case .foreignContent:
                if swift, stream.isPunctuation(index - 1, ".") { foreign.append(index..<swiftUI.extent(index).end) }
            case .video:
                // SwiftUI's `VideoPlayer` where it is made; `AVPlayerLayer` wherever it is named.
                if token.text != "VideoPlayer" || made { found.append((place, .video(token.text))) }
            }
        }
        for call in code.syntax[file].calls where call.isMessage && call.name == "addTextFieldWithConfigurationHandler" {
            foreign.append(call.span)
        }
        // A method that builds an alert (`HabiticaAlertController(title:)`, `[UIAlertController alertControllerWithTitle:...]`)
        // builds its text fields for the alert, not for the screen.
        for call in code.syntax[file].calls where call.name.hasSuffix("AlertController")
            || (!call.receiver.isEmpty && stream.at(call.receiver.upperBound - 1).map({ $0.isName && $0.text.hasSuffix("AlertController") }) == true) {
            if let method = code.enclosingMethod(call.place) { foreign.append(method.body) }
        }
        for assignment in code.syntax[file].assignments where assignment.target.last == "editable" && stream.booleanLiteral(assignment.value) == true {
            found.append((assignment.place, .editsText))
        }
        // UIKit's bar button items and buttons: `UIBarButtonItem(barButtonSystemItem: .save, ...)`,
        // `[[UIBarButtonItem alloc] initWithTitle:@"Send" ...]`, `button.setTitle("Post", for: .normal)`.
        for call in code.syntax[file].calls where call.name == "UIBarButtonItem" || call.name == "initWithBarButtonSystemItem" || call.name == "initWithTitle" || call.name == "setTitle" {
            let isItem = call.name == "UIBarButtonItem" || (call.name != "setTitle" && stream.mentions(["UIBarButtonItem"], in: call.receiver))
            let isTitle = call.name == "setTitle" && call.arguments.contains { $0.label == "for" || $0.label == "forState" }
            guard isItem || isTitle else { continue }
            var titles: [String] = []
            var actions: [String] = []
            for argument in call.arguments {
                switch argument.label {
                case nil, "title", "barButtonSystemItem", "systemItem": titles += Self.words(in: argument.value, stream)
                case "action", "primaryAction": actions += Self.words(in: argument.value, stream)
                default: break
                }
            }
            // A Done whose action method only dismisses, pops or ends editing keeps nothing a swipe down would lose.
            if Self.actionOnlyCloses(call, code: code, file: file) { continue }
            if let word = Self.keepWord(titles: titles, actions: actions) { found.append((call.place, .keepAction(word))) }
        }
        // Objective-C instance variables (`@implementation X { UITextField *field; }`) sit between a class's head and its body.
        let ivarBlocks = outline.types.filter { $0.head.upperBound < $0.body.lowerBound }.map { (tokens: $0.head.upperBound..<$0.body.lowerBound, name: $0.name) }
        for (place, kind) in found where !foreign.contains(where: { $0.contains(place.token) }) {
            guard let owner = outline.type(at: place.token)?.name ?? ivarBlocks.first(where: { $0.tokens.contains(place.token) })?.name else { continue }
            // A text field of a search box (`SearchBox`, `ContactSearchBar`) holds a query, not input to lose.
            if case .textInput = kind, IdentifierWords.split(owner).contains("search") { continue }
            formSignals.append(FormSignal(place: place, owner: owner, kind: kind))
        }
    }

    /// Words of a text binding that say the field holds a query (`TextField("Find", text: $searchText)`).
    private static let queryWords: Set<String> = ["search", "query", "filter"]

    /// True when a SwiftUI text field's `text:` binding names a query rather than input.
    private static func bindsSearchText(_ arguments: [Argument], _ stream: TokenStream) -> Bool {
        arguments.contains { argument in
            argument.label == "text" && stream.names(in: argument.value).flatMap(IdentifierWords.split).contains(where: queryWords.contains)
        }
    }

    /// What a SwiftUI `Button` keeps: its title is its string argument or its label closure, its action
    /// the `action:` argument or the closure that is not the label.
    private func buttonKeepWord(at index: Int, swiftUI: SwiftUICode) -> String? {
        let stream = swiftUI.stream
        let closures = swiftUI.code.statements[swiftUI.file].enclosingClosures(of: index)
        // A Done over the keyboard (`ToolbarItemGroup(placement: .keyboard)`) ends the typing, not the form.
        if Self.isInToolbarItem(placed: "keyboard", closures: closures, swiftUI: swiftUI) { return nil }
        let extent = swiftUI.extent(index)
        let parts = Self.buttonParts(extent)
        let titles = extent.arguments.filter { $0.label == nil || $0.label == "title" }.flatMap { Self.words(in: $0.value, stream) }
            + parts.labels.flatMap { Self.words(in: $0, stream) }
        let actionRanges = parts.actions
        let actions = actionRanges.flatMap { Self.words(in: $0, stream) }
        guard let word = Self.keepWord(titles: titles, actions: actions) ?? (writesBack(actionRanges, at: index, swiftUI: swiftUI) ? Self.keepWord(titles: titles, actions: []) : nil) else { return nil }
        // Appending keeps the draft only as the screen closes (`data.entries.append(entry); dismiss()`); one that
        // stays adds a part to what is being edited (`appendPart(.text(""))`).
        if Self.buildingWords.contains(word), !closesTheScreen(actionRanges, at: index, swiftUI: swiftUI) { return nil }
        // A Create in the same row as a field (`HStack { TextField(...); Button("Create") { add() } }`) adds
        // what was typed at once and stays, as a tag picker's does: nothing waits for a final submit, unless
        // it closes the screen.
        let row = closures.first { $0.callee == "HStack" }
        let besideField = row.map { closure in
            guard let token = closure.calleeToken, let body = swiftUI.extent(token).closures.first?.body else { return false }
            return stream.mentions(["TextField", "SecureField", "TextEditor"], in: body)
        } ?? false
        let inToolbar = closures.contains { closure in closure.callee.map { $0 == "toolbar" || $0.hasPrefix("ToolbarItem") } ?? false }
        if besideField, !inToolbar, !closesTheScreen(actionRanges, at: index, swiftUI: swiftUI) { return nil }
        return word
    }

    /// True when a SwiftUI choice's binding (`isOn:`, `selection:`, `value:`) is to a `@State` of its own view
    /// (`$draft.daily`, `$account.notify.follow`): a working copy the view keeps until it is saved.
    private func bindsWorkingCopy(at index: Int, swiftUI: SwiftUICode) -> Bool {
        let stream = swiftUI.stream
        guard let binding = swiftUI.extent(index).arguments.first(where: { ["isOn", "selection", "value"].contains($0.label ?? "") }),
              let first = stream.at(binding.value.lowerBound), first.isName, first.text.hasPrefix("$"),
              let declaration = swiftUI.property(String(first.text.dropFirst()), near: Place(file: swiftUI.file, token: index)) else { return false }
        return swiftUI.wrapper(of: declaration) == "@State"
    }

    /// True when a SwiftUI `Button` is made for each item of a `ForEach` and its action closes the screen
    /// (`ForEach(collections) { collection in Button { add(to: collection); dismiss() } ... }`).
    private func picksAndCloses(at index: Int, swiftUI: SwiftUICode) -> Bool {
        let closures = swiftUI.code.statements[swiftUI.file].enclosingClosures(of: index)
        guard closures.contains(where: { $0.callee == "ForEach" }) else { return false }
        let actions = Self.buttonParts(swiftUI.extent(index)).actions
        return !actions.isEmpty && closesTheScreen(actions, at: index, swiftUI: swiftUI)
    }

    /// True when a SwiftUI text input's `text:` binding starts at a `@Binding` of its own view
    /// (`TextField("Caption", text: $attachment.caption)`).
    private func bindsHandedValue(at index: Int, swiftUI: SwiftUICode) -> Bool {
        let stream = swiftUI.stream
        guard let binding = swiftUI.extent(index).arguments.first(where: { $0.label == "text" }),
              let first = stream.at(binding.value.lowerBound), first.isName, first.text.hasPrefix("$"),
              let declaration = swiftUI.property(String(first.text.dropFirst()), near: Place(file: swiftUI.file, token: index)) else { return false }
        return swiftUI.wrapper(of: declaration) == "@Binding"
    }

    /// True when a SwiftUI `Button` is a Cancel: titled so, given `role: .cancel`, or placed as the
    /// toolbar's `.cancellationAction`.
    private func buttonCancels(at index: Int, swiftUI: SwiftUICode) -> Bool {
        let stream = swiftUI.stream
        let extent = swiftUI.extent(index)
        if extent.arguments.contains(where: { $0.label == "role" && stream.names(in: $0.value) == ["cancel"] }) { return true }
        if titleWords(at: index, swiftUI: swiftUI).contains("cancel") { return true }
        let closures = swiftUI.code.statements[swiftUI.file].enclosingClosures(of: index)
        return Self.isInToolbarItem(placed: "cancellationAction", closures: closures, swiftUI: swiftUI)
    }

    /// True for a Skip: a button titled Skip whose action only closes the screen (`Button("Skip") { dismiss() }`).
    /// One that decides first (`if page < last { page = last } else { isPresented = false }`) skips pages
    /// within the screen, towards its input.
    private func buttonSkips(at index: Int, swiftUI: SwiftUICode) -> Bool {
        guard titleWords(at: index, swiftUI: swiftUI).contains("skip") else { return false }
        let stream = swiftUI.stream
        let actions = Self.buttonParts(swiftUI.extent(index)).actions
        let decides = actions.contains { action in
            action.contains { stream.isIdentifier($0, "if") || stream.isIdentifier($0, "switch") || stream.isIdentifier($0, "guard") || stream.isPunctuation($0, "?") }
        }
        return !actions.isEmpty && !decides && closesTheScreen(actions, at: index, swiftUI: swiftUI)
    }

    /// A SwiftUI `Button`'s label closures and its actions (the `action:` argument, then the closure that is
    /// not the label): `Button("Save") { save() }`, `Button(action: save) { Text("Save") }`, `Button { save() }
    /// label: { ... }`.
    private static func buttonParts(_ extent: (arguments: [Argument], close: Int?, closures: [(label: String?, body: Range<Int>)], end: Int))
        -> (labels: [Range<Int>], actions: [Range<Int>]) {
        var labels: [Range<Int>] = []
        var actions = extent.arguments.filter { $0.label == "action" }.map(\.value)
        let hasAction = !actions.isEmpty
        for (offset, closure) in extent.closures.enumerated() {
            if closure.label == "label" || hasAction || (offset > 0 && closure.label == nil) { labels.append(closure.body) } else { actions.append(closure.body) }
        }
        return (labels, actions)
    }

    /// The words of a SwiftUI button's title, given as its first argument, `title:` or its `label:` closure.
    private func titleWords(at index: Int, swiftUI: SwiftUICode) -> [String] {
        let extent = swiftUI.extent(index)
        let titles = extent.arguments.filter { $0.label == nil || $0.label == "title" }.map(\.value)
            + extent.closures.filter { $0.label == "label" }.map(\.body)
        return titles.flatMap { Self.words(in: $0, swiftUI.stream) }.flatMap(IdentifierWords.split)
    }

    /// True when one of the closures around a control is the content of a `ToolbarItem` or
    /// `ToolbarItemGroup` given that placement (`placement: .keyboard`).
    private static func isInToolbarItem(placed placement: String, closures: [ClosureContext], swiftUI: SwiftUICode) -> Bool {
        closures.contains { closure in
            guard let callee = closure.callee, callee.hasPrefix("ToolbarItem"), let token = closure.calleeToken else { return false }
            return swiftUI.extent(token).arguments.contains { $0.label == "placement" && swiftUI.stream.names(in: $0.value) == [placement] }
        }
    }

    /// True when an action writes a value back and then closes the screen (`text = draft; dismiss()`): a Done
    /// that keeps the input as a Save does. A flag, `nil` or a bare case (`mode = .idle`) is no value handed back.
    private func writesBack(_ ranges: [Range<Int>], at index: Int, swiftUI: SwiftUICode) -> Bool {
        let stream = swiftUI.stream
        let syntax = swiftUI.code.syntax[swiftUI.file]
        func isValue(_ value: Range<Int>) -> Bool {
            stream.booleanLiteral(value) == nil && !stream.isNilLiteral(value) && !stream.isPunctuation(value.lowerBound, ".")
        }
        let writes = ranges.contains { range in
            syntax.assignments(within: range).contains { isValue($0.value) } || range.contains { index in
                // A value stored under a key (`variables[variable.name] = variable.value`), which the
                // assignments, made of name chains, leave out; not a type's brackets (`let params: [String: String] = ...`).
                guard stream.isPunctuation(index, "="), stream.isPunctuation(index - 1, "]"), let open = stream.partner(of: index - 1),
                      stream.isName(open - 1), stream.at(index + 1) != nil else { return false }
                return isValue((index + 1)..<max(index + 2, stream.expressionEnd(from: index + 1)))
            }
        }
        return writes && closesTheScreen(ranges, at: index, swiftUI: swiftUI)
    }

    /// True when an action dismisses the screen, itself (`dismiss()`) or through a method of its view it
    /// calls (`Button("Save") { save() }` with `func save() { ...; dismiss() }`).
    private func closesTheScreen(_ ranges: [Range<Int>], at index: Int, swiftUI: SwiftUICode) -> Bool {
        let stream = swiftUI.stream
        let code = swiftUI.code
        let closeWords: Set<String> = ["dismiss", "popViewController", "popViewControllerAnimated"]
        if ranges.contains(where: { stream.mentions(closeWords, in: $0) }) { return true }
        guard let owner = code.ownerName(Place(file: swiftUI.file, token: index)) else { return false }
        let methods = code.methods(of: owner)
        for range in ranges {
            // `action: save` names the method; `{ save() }` calls it.
            let names = Set(stream.names(in: range))
            for (file, method) in methods where names.contains(method.name) && code.stream(file).mentions(closeWords, in: method.body) { return true }
        }
        return false
    }

    /// The strings and names of a range, as written.
    private static func words(in range: Range<Int>, _ stream: TokenStream) -> [String] {
        range.compactMap { index in
            guard let token = stream.at(index) else { return nil }
            if token.kind == .string { return token.literalValue(in: stream.dialect) }
            return token.kind == .identifier ? token.text : nil
        }
    }

    /// Calls that close the screen or the keyboard (a Done on a text field's input accessory toolbar).
    private static let closingCalls: Set<String> = [
        "dismiss", "dismissViewControllerAnimated", "dismissModalViewControllerAnimated", "popViewController", "popViewControllerAnimated",
        "resignFirstResponder", "endEditing",
    ]

    /// True when a bar item's or button's `action:` names a method of the same class (`@selector(doneAction:)`,
    /// `#selector(done)`) whose body only dismisses or pops the screen, or puts the keyboard away.
    private static func actionOnlyCloses(_ call: Call, code: CodeBase, file: Int) -> Bool {
        guard let action = call.arguments.first(where: { $0.label == "action" }), let owner = code.ownerName(call.place) else { return false }
        let methods = code.selectorMethods(in: action.value, file: file, owner: owner)
        guard !methods.isEmpty else { return false }
        return methods.allSatisfy { methodFile, method in
            let calls = code.members(of: method, file: methodFile).calls.map { code.syntax[methodFile].calls[$0] }
            return !calls.isEmpty && calls.allSatisfy { closingCalls.contains($0.name) }
        }
    }

    /// The word that says a control keeps the input: a keep word in its action's name (other than
    /// `done`), else in its title when its action does not only close the screen.
    static func keepWord(titles: [String], actions: [String]) -> String? {
        let actionWords = actions.flatMap(IdentifierWords.split)
        if let word = actionWords.first(where: { keepWords.contains($0) && $0 != "done" }) { return word }
        guard actionWords.allSatisfy({ !closeWords.contains($0) }) else { return nil }
        return titles.flatMap(IdentifierWords.split).first { keepWords.contains($0) }
    }
}
