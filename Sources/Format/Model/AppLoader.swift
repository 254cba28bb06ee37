/// The result of reading one file up to the model: the text, the model when the file is valid, and its problems.
public struct LoadedFile: Sendable {
    public var file: String
    public var source: SourceText?
    /// Nil when the file has errors; rules only run on a valid model.
    public var app: AppDescription?
    public var diagnostics: [Diagnostic]
}

/// Reads bytes into an `AppDescription`: YAML with positions, then the schema, then references.
public enum AppLoader {
    public static func load(bytes: consuming [UInt8], file: String, limits: ParseLimits = .default) -> LoadedFile {
        var parsed = YAMLParser.parse(bytes: bytes, name: file, limits: limits, streamsScreens: true)
        var diagnostics = parsed.diagnostics
        guard var root = parsed.root else {
            return LoadedFile(file: file, source: parsed.source, app: nil, diagnostics: diagnostics)
        }
        // The decoder frees the tree as it goes, which needs the only reference to it.
        parsed.root = nil
        var decoder = ModelDecoder(file: file, streamedScreens: parsed.streamedScreens)
        parsed.streamedScreens = []
        let document = decoder.decodeDocument(&root)
        diagnostics += decoder.diagnostics
        guard let document else {
            return LoadedFile(file: file, source: parsed.source, app: nil, diagnostics: diagnostics)
        }
        diagnostics += ReferenceValidator.validate(document, file: file)
        let valid = !diagnostics.contains { $0.severity == .error }
        return LoadedFile(file: file, source: parsed.source, app: valid ? AppDescription(document: document) : nil, diagnostics: diagnostics)
    }
}
