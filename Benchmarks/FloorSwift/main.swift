// The same floor as floor.c, as a bare Swift program through the CYaml module: the start-up cost
// of any Swift process that parses the file with libyaml, for comparing small files.
// It is compiled together with Sources/Platform, so it reads the file exactly as navlint does.
import CYaml

guard CommandLine.arguments.count == 2, let bytes = try? FileSystem.read(CommandLine.arguments[1], limit: Int.max - 1) else {
    try? FileSystem.write("usage: floor-swift FILE\n", to: .error)
    ProcessContext.exit(2)
}
var parser = yaml_parser_t()
var event = yaml_event_t()
var events = 0
yaml_parser_initialize(&parser)
bytes.withUnsafeBufferPointer { buffer in
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    while yaml_parser_parse(&parser, &event) == 1 {
        let done = event.type == YAML_STREAM_END_EVENT
        yaml_event_delete(&event)
        events += 1
        if done { break }
    }
}
yaml_parser_delete(&parser)
print("\(events) events")
