#!/usr/bin/env python3
"""Measures the scan cache on the real-app corpus: that it never changes a result, and what it saves.

    Benchmarks/cache.py [--binary .build/release/navlint] [--only id,id] [--runs 5] [--markdown]

For each corpus app (Benchmarks/real-apps; `run.py` fetches the trees), in a cache folder of its own:
  1. `navlint scan DIR --format json --notes --no-cache`: the answer without the cache, and its wall time;
  2. the same with `--cache-path`: the first run scans and writes the entry;
  3. RUNS more runs with nothing changed (answered from the entry): the median wall time;
  4. one file changed (a comment appended to the largest Swift or Objective-C file): the run that sees the
     change, its wall time, and its answer against an uncached run of the changed tree; the file is then
     put back as it was.
Every cached answer (standard output, standard error and exit status) must be the uncached one, byte for
byte: the script exits 1 when one is not. Results go in docs/benchmarks.md ("The scan cache").
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# Benchmarks/real-apps/run.py, for its corpus trees and `uncached`, as Benchmarks/snapshot.py loads it.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot import REAL_APPS  # noqa: E402
CODE = (".swift", ".m", ".mm")


def run(command):
    """(exit status, standard output, standard error, wall seconds) of one run."""
    start = time.monotonic()
    process = subprocess.run(command, capture_output=True)
    return process.returncode, process.stdout, process.stderr, time.monotonic() - start


def largest_code_file(folder):
    """The largest Swift or Objective-C file under folder, skipping the folders a scan skips."""
    best, size = None, -1
    for directory, folders, files in os.walk(folder):
        # The folders and files a scan leaves out (hidden, third-party, build output, test code).
        folders[:] = [name for name in folders if not name.startswith(".") and not name.endswith("Tests")
                      and name not in ("Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages")]
        for name in files:
            path = os.path.join(directory, name)
            if name.endswith(CODE) and not name.rsplit(".", 1)[0].endswith("Tests") and not os.path.islink(path) \
                    and os.path.getsize(path) > size:
                best, size = path, os.path.getsize(path)
    return best


def measure(binary, folder, runs, cache):
    """One app's figures, and the list of runs whose answer differed from the uncached one."""
    scan = [binary, "scan", folder, "--format", "json", "--notes"]
    cached = scan + ["--cache-path", cache]
    plain = run(scan + ["--no-cache"])
    differences = []

    def compare(label, answer, expected):
        if answer[:3] != expected[:3]:
            differences.append(label)

    first = run(cached)
    compare("first cached run", first, plain)
    warm = []
    for _ in range(runs):
        answer = run(cached)
        compare("nothing changed", answer, plain)
        warm.append(answer[3])
    changed_wall = None
    target = largest_code_file(folder)
    if target:
        backup = target + ".navlint-cache-benchmark"
        shutil.copy2(target, backup)
        try:
            with open(target, "ab") as handle:
                handle.write(b"\n// changed by Benchmarks/cache.py\n")
            changed = run(cached)
            compare("one file changed", changed, run(scan + ["--no-cache"]))
            changed_wall = changed[3]
        finally:
            os.replace(backup, target)
        compare("file put back", run(cached), plain)
    return {"uncached": plain[3], "first": first[3], "warm": statistics.median(warm) if warm else None,
            "changed": changed_wall, "differences": differences}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "navlint"))
    parser.add_argument("--only", help="comma-separated app ids")
    parser.add_argument("--runs", type=int, default=5, help="runs with nothing changed, per app (at least 1)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs takes at least 1")
    with open(os.path.join(REAL_APPS.HERE, "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["apps"]
    if args.only:
        wanted = set(args.only.split(","))
        entries = [entry for entry in entries if entry["id"] in wanted]
    rows, failed = [], []
    for entry in entries:
        tree, reason = REAL_APPS.rebuild(entry)
        if tree is None:
            print("skip %s: %s" % (entry["id"], reason), file=sys.stderr)
            continue
        folder = os.path.join(tree, entry["subfolder"]) if entry.get("subfolder") else tree
        cache = tempfile.mkdtemp(prefix="navlint-cache-benchmark-")
        try:
            figures = measure(args.binary, folder, args.runs, cache)
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        figures["id"] = entry["id"]
        rows.append(figures)
        if figures["differences"]:
            failed.append("%s (%s)" % (entry["id"], ", ".join(figures["differences"])))
        print("%-22s uncached %6.3f s  first %6.3f s  nothing changed %6.3f s  one file changed %s  %s" % (
            entry["id"], figures["uncached"], figures["first"], figures["warm"],
            "%6.3f s" % figures["changed"] if figures["changed"] is not None else "   -   ",
            "identical" if not figures["differences"] else "DIFFERENT: " + ", ".join(figures["differences"])), file=sys.stderr)
    if args.markdown:
        print("| app | uncached | first run (writes) | nothing changed | one file changed | answers |")
        print("|---|---|---|---|---|---|")
        for row in sorted(rows, key=lambda row: -row["uncached"]):
            print("| %s | %.3f s | %.3f s | %.3f s | %s | %s |" % (
                row["id"], row["uncached"], row["first"], row["warm"],
                "%.3f s" % row["changed"] if row["changed"] is not None else "-",
                "identical" if not row["differences"] else "different"))
    print("%d apps: answers identical with and without the cache on %d" % (len(rows), len(rows) - len(failed)), file=sys.stderr)
    if failed:
        print("different: " + "; ".join(failed), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
