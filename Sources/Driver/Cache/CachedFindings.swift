import Format
import Rules
import ScanDraft

/// What a scan's cache entry keeps: enough to report the run again as it was first reported, without
/// the sources' model. Each file's findings are kept before baselines and thresholds, which apply anew on
/// every run.
struct CachedFindings: Equatable {
    /// One linted file: its name as findings give it, and its findings in output order.
    struct File: Equatable {
        var name: String
        var diagnostics: [Diagnostic]
    }

    var counts: ScanCounts
    var notes: [ScanNote]
    var files: [File]
}

extension CachedFindings {
    func write(to writer: inout CacheWriter) {
        writer.write(counts.fileCount)
        writer.write(counts.screenCount)
        writer.write(counts.navigationControllerCount)
        writer.write(notes) { writer, note in
            writer.write(note.path) { $0.write($1) }
            writer.write(note.line) { $0.write($1) }
            writer.write(note.column) { $0.write($1) }
            writer.write(note.message)
        }
        writer.write(files) { writer, file in
            writer.write(file.name)
            writer.write(file.diagnostics) { $0.write($1) }
        }
    }

    init(from reader: inout CacheReader) throws(UnreadableCacheEntry) {
        counts = ScanCounts(fileCount: try reader.readInt(), screenCount: try reader.readInt(), navigationControllerCount: try reader.readInt())
        notes = try reader.readArray { reader throws(UnreadableCacheEntry) in
            ScanNote(path: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readString() },
                     line: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readInt() },
                     column: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readInt() },
                     message: try reader.readString())
        }
        files = try reader.readArray { reader throws(UnreadableCacheEntry) in
            File(name: try reader.readString(), diagnostics: try reader.readArray { reader throws(UnreadableCacheEntry) in try reader.readDiagnostic() })
        }
    }
}

// The findings' types field by field. A field added to one of them must be added here too:
// ScanCacheTests.theCodingKnowsEveryStoredField fails, by counting the stored fields, until it is.
extension CacheWriter {
    mutating func write(_ diagnostic: Diagnostic) {
        write(diagnostic.ruleID)
        write(diagnostic.severity)
        write(diagnostic.message)
        write(diagnostic.file)
        write(diagnostic.span)
        write(diagnostic.path)
        write(diagnostic.notes) { writer, note in
            writer.write(note.message)
            writer.write(note.location)
        }
        write(diagnostic.repeats) { writer, finding in
            writer.write(finding.severity)
            writer.write(finding.message)
            writer.write(finding.path)
            writer.write(finding.fix) { $0.write($1) }
            writer.write(finding.kind) { $0.write($1.rawValue) }
            writer.write(finding.name) { $0.write($1) }
            writer.write(finding.declarationFile) { $0.write($1) }
            writer.write(finding.declarationSpan) { $0.write($1) }
        }
        write(diagnostic.fix) { $0.write($1) }
        write(diagnostic.baseClass) { writer, naming in
            writer.write(naming.name)
            writer.write(naming.replacing)
        }
    }

    mutating func write(_ severity: Severity) {
        write(severity.rawValue)
    }

    mutating func write(_ location: SourceLocation) {
        write(location.line)
        write(location.column)
    }

    /// The extent, then what the span says beyond it: nothing (0), the alias it came through (1), or the
    /// source it is in (2).
    mutating func write(_ span: SourceSpan) {
        write(span.start)
        write(span.end)
        if let via = span.usedVia {
            write(UInt64(1))
            write(via)
        } else if let source = span.source {
            write(UInt64(2))
            write(source)
        } else {
            write(UInt64(0))
        }
    }
}

extension CacheReader {
    mutating func readDiagnostic() throws(UnreadableCacheEntry) -> Diagnostic {
        let ruleID = try readString()
        let severity = try readSeverity()
        let message = try readString()
        let file = try readString()
        let span = try readSpan()
        let path = try readString()
        let notes = try readArray { reader throws(UnreadableCacheEntry) in DiagnosticNote(message: try reader.readString(), location: try reader.readLocation()) }
        // Built with the notes it had: the initializer would add an alias note a second time otherwise.
        var diagnostic = Diagnostic(ruleID: ruleID, severity: severity, message: message, file: file, span: span, path: path)
        diagnostic.notes = notes
        diagnostic.repeats = try readArray { reader throws(UnreadableCacheEntry) in
            RepeatedFinding(severity: try reader.readSeverity(), message: try reader.readString(), path: try reader.readString(),
                            fix: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readString() },
                            kind: try reader.readOptional { reader throws(UnreadableCacheEntry) in
                                guard let kind = AppObjectKind(rawValue: try reader.readString()) else { throw UnreadableCacheEntry() }
                                return kind
                            },
                            name: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readString() },
                            declarationFile: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readString() },
                            declarationSpan: try reader.readOptional { reader throws(UnreadableCacheEntry) in try reader.readSpan() })
        }
        diagnostic.fix = try readOptional { reader throws(UnreadableCacheEntry) in try reader.readString() }
        diagnostic.baseClass = try readOptional { reader throws(UnreadableCacheEntry) in
            BaseClassNaming(name: try reader.readString(), replacing: try reader.readString())
        }
        return diagnostic
    }

    mutating func readSeverity() throws(UnreadableCacheEntry) -> Severity {
        guard let severity = Severity(rawValue: try readString()) else { throw UnreadableCacheEntry() }
        return severity
    }

    mutating func readLocation() throws(UnreadableCacheEntry) -> SourceLocation {
        SourceLocation(line: try readInt(), column: try readInt())
    }

    mutating func readSpan() throws(UnreadableCacheEntry) -> SourceSpan {
        let start = try readLocation()
        let end = try readLocation()
        switch try readNumber() {
        case 0: return SourceSpan(start: start, end: end)
        case 1: return SourceSpan(start: start, end: end, usedVia: try readLocation())
        case 2: return SourceSpan(start: start, end: end, source: try readInt())
        default: throw UnreadableCacheEntry()
        }
    }
}
