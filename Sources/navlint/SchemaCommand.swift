import ArgumentParser
import Driver
import Format
import Platform

/// `navlint schema`: the JSON Schema of the app format, for editors.
struct SchemaCommand: NavlintCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the app description format.",
        discussion: "The repository ships the same text as schema/navlint.schema.json."
    )

    func execute() throws -> ExitStatus {
        try FileSystem.write(JSONSchemaGenerator.render(), to: .output)
        return .clean
    }
}
