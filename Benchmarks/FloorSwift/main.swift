// The same floor as floor.c, as a bare Swift program through the CYaml module: the start-up cost
// of any Swift process that parses the file with libyaml, for comparing small files.
import CYaml
#if canImport(Glibc)
import Glibc
#endif

guard CommandLine.arguments.count == 2, let file = fopen(CommandLine.arguments[1], "rb") else {
    fputs("usage: floor-swift FILE\n", stderr)
    exit(2)
}
var bytes: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
}
fclose(file)
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
