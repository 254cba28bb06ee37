/* The physical floor for navlint: read the file, then pull every libyaml parse event out of it
   and do nothing else. Built by Benchmarks/run.py with cc -O2. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: floor FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *buffer = malloc(size > 0 ? (size_t)size : 1);
    if (!buffer || fread(buffer, 1, (size_t)size, file) != (size_t)size) { fclose(file); return 2; }
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    unsigned long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, (size_t)size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "parse error\n"); return 1; }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    printf("%lu events\n", events);
    return 0;
}
