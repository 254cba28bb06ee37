#!/usr/bin/env python3
"""A mutation run of the navlint binary as a process, as an unlucky repository would feed it.

    Benchmarks/mutate.py --binary .build/release/navlint [--scan 20000] [--check 20000] [--jobs 2]
                         [--seed 1] [--timeout 10] [--keep DIR]

Each scan input is one of the repository's apps (the shipped examples and the scan test fixtures) copied to
a scratch folder with one of its files mutated; `navlint scan DIR --draft FILE` runs on it, and when it
writes a draft, `navlint check FILE` must accept it as a file (exit 0 or 1, never 2). Each check input is
one of the repository's app descriptions, mutated, checked with every output format in turn. A run passes
when every process exits 0, 1 or 2 within the timeout (no signal, no hang) and every draft checks.
Failing inputs are kept under --keep (default .build-mutate/failures). The mutations: flipped bytes,
inserted tokens that open or close things (braces, quotes, comments, `#if`, regex literals, NUL, invalid
UTF-8, line separators), deleted and duplicated spans, repeated lines and truncation.
"""
import argparse
import collections
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_SUFFIXES = (".swift", ".m", ".h", ".mm", ".storyboard", ".xib", ".pbxproj", ".xcconfig", ".plist")
TOKENS = [b"{", b"}", b"(", b")", b"[", b"]", b"\"", b"'", b"\"\"\"", b"/*", b"*/", b"//", b"#if DEBUG\n", b"#endif\n",
          b"#/{/#", b"/\\{/", b"@interface X : UINavigationController\n", b"@end\n", b"class A: B", b"\\", b"\x00",
          b"\xff\xfe", b"\xe2\x80\xa8", b"\xc2\x85", b"\xef\xbf\xbe", b"\n", b"\r\n", b"\t", b"<", b">", b"&", b"]]>",
          b"navlint:disable-next-line ", b"interactivePopGestureRecognizer?.delegate = self\n", b": ", b"- ", b"&a ",
          b"*a", b"<<: *a", b"!!binary ", b"%YAML 1.2\n", b"---\n", b"\xf0\x9f\x98\x80", b"x" * 1100]


def apps():
    """The app folders scan reads: each shipped example and each scan fixture."""
    found = []
    for base in ("Examples", "Tests/ScanTests/Fixtures", "Tests/Fixtures"):
        folder = os.path.join(ROOT, base)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isdir(path) and any(f.endswith(SOURCE_SUFFIXES) for _, _, files in os.walk(path) for f in files):
                found.append(path)
    return found


def descriptions():
    """The app descriptions check reads: examples, golden inputs and the hostile corpus."""
    found = []
    for base in ("Examples", "Tests/Golden", "Tests/Hostile", "Tests/GraphGolden"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, base)):
            found += [os.path.join(dirpath, f) for f in sorted(files) if f.endswith((".yaml", ".yml"))]
    return found


def mutate(data, rng):
    """One to four mutations of `data`."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(7)
        at = rng.randrange(len(data) + 1)
        if kind == 0 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif kind == 1:
            data[at:at] = rng.choice(TOKENS)
        elif kind == 2 and data:
            data[at:at + rng.randint(1, 200)] = b""
        elif kind == 3 and data:
            span = bytes(data[at:at + rng.randint(1, 400)])
            data[at:at] = span * rng.randint(1, 50)
        elif kind == 4:
            lines = bytes(data).split(b"\n")
            line = rng.randrange(len(lines))
            lines[line:line] = [lines[line]] * rng.randint(2, 2000)
            data = bytearray(b"\n".join(lines))
        elif kind == 5:
            del data[at:]
        else:
            lines = bytes(data).split(b"\n")
            rng.shuffle(lines)
            data = bytearray(b"\n".join(lines))
    return bytes(data)


def run(argv, timeout):
    """(exit code, or 'timeout', or 'signal N')."""
    try:
        done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return done.returncode if done.returncode >= 0 else f"signal {-done.returncode}"


class Tally:
    def __init__(self, keep):
        self.lock = threading.Lock()
        self.outcomes = collections.Counter()
        self.failures = []
        self.keep = keep

    def record(self, label, outcome, inputs):
        with self.lock:
            self.outcomes[(label, outcome)] += 1
            if outcome not in (0, 1, 2):
                target = os.path.join(self.keep, f"{label}-{len(self.failures)}")
                shutil.copytree(inputs, target, dirs_exist_ok=True) if os.path.isdir(inputs) else shutil.copy(inputs, target)
                self.failures.append((label, outcome, target))


def scan_case(number, args, app_list, tally):
    rng = random.Random(args.seed * 1_000_003 + number)
    app = rng.choice(app_list)
    with tempfile.TemporaryDirectory(prefix="navlint-mutate-") as scratch:
        folder = os.path.join(scratch, "app")
        shutil.copytree(app, folder, ignore=shutil.ignore_patterns(".build", "*.navlint.yaml", "navlint.yaml"))
        sources = [os.path.join(d, f) for d, _, files in os.walk(folder) for f in files if f.endswith(SOURCE_SUFFIXES)]
        victim = rng.choice(sorted(sources))
        with open(victim, "rb") as handle:
            data = handle.read()
        with open(victim, "wb") as handle:
            handle.write(mutate(data, rng))
        draft = os.path.join(scratch, "draft.yaml")
        outcome = run([args.binary, "scan", folder, "--draft", draft, "--max-diagnostics", "100000"], args.timeout)
        tally.record("scan", outcome, folder)
        if outcome in (0, 1) and os.path.exists(draft):
            checked = run([args.binary, "check", draft], args.timeout)
            tally.record("draft-check", checked if checked != 2 else "draft rejected", draft)


def check_case(number, args, description_list, tally):
    rng = random.Random(args.seed * 2_000_003 + number)
    source = rng.choice(description_list)
    with open(source, "rb") as handle:
        data = mutate(handle.read(), rng)
    with tempfile.TemporaryDirectory(prefix="navlint-mutate-") as scratch:
        path = os.path.join(scratch, "navlint.yaml")
        with open(path, "wb") as handle:
            handle.write(data)
        output = ["text", "json", "sarif", "github", "junit"][number % 5]
        tally.record("check", run([args.binary, "check", path, "--format", output], args.timeout), path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--scan", type=int, default=20000)
    parser.add_argument("--check", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--keep", default=os.path.join(ROOT, ".build-mutate", "failures"))
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    os.makedirs(args.keep, exist_ok=True)
    tally = Tally(args.keep)
    app_list, description_list = apps(), descriptions()
    started = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        jobs = [pool.submit(scan_case, n, args, app_list, tally) for n in range(args.scan)]
        jobs += [pool.submit(check_case, n, args, description_list, tally) for n in range(args.check)]
        for job in concurrent.futures.as_completed(jobs):
            job.result()
    elapsed = time.time() - started
    print(f"{args.scan} mutated apps scanned (from {len(app_list)} apps), {args.check} mutated descriptions checked "
          f"(from {len(description_list)} files), seed {args.seed}, {elapsed:.0f} s with {args.jobs} jobs")
    for (label, outcome), count in sorted(tally.outcomes.items(), key=lambda item: (item[0][0], str(item[0][1]))):
        print(f"  {label:12} exit {outcome}: {count}")
    for label, outcome, target in tally.failures:
        print(f"FAIL {label}: {outcome}, input kept in {target}")
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
