import ArgumentParser
import Rules
import Platform
import Format
import Reporters
import Graph
import Driver

/// `navlint schema`: the JSON Schema of the app format, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the app description format.",
        discussion: "The repository ships the same text as schema/navlint.schema.json."
    )

    func run() throws {
        try FileSystem.write(JSONSchemaGenerator.render(), to: .output)
    }
}
