#!/usr/bin/env python3
"""Records everything `navlint scan` says about a set of apps, so that a refactor can prove it changed nothing.

    Benchmarks/snapshot.py OUT [--binary PATH] [--only fixtures,examples,generated,corpus]
    Benchmarks/snapshot.py --compare OLD NEW

For every scan fixture (Tests/ScanTests/Fixtures), every app under Examples, the generated apps of
Benchmarks/scan.py (10 and 40 copies) and every corpus app of Benchmarks/real-apps whose mirror is
present, writes into OUT/<group>/<name>/:
  draft.yaml   `navlint scan DIR --draft`, the draft
  notes.txt    that run's standard error with --notes (every note, then the summary), and its exit code
  check.txt    `scan DIR --check` as plain text (no colour, no snippet), standard error and exit code
  check.json   `scan DIR --check --format json`
Every run is made from the repository root with DIR relative to it, so paths compare across checkouts.
`--compare` lists the files that differ between two snapshots (and those only one has) and exits 1
when any does. Standard library only.
"""
import argparse
import filecmp
import importlib.util
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROUPS = ("fixtures", "examples", "generated", "corpus")
GENERATED_COPIES = (10, 40)


def load(name, path):
    """A sibling script as a module, for its tree builders."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Benchmarks/real-apps/run.py, for its corpus trees and `draft_command`.
REAL_APPS = load("real_apps", "Benchmarks/real-apps/run.py")


def targets(groups):
    """(group, name, folder relative to ROOT) for every app of the chosen groups."""
    found = []
    if "fixtures" in groups:
        base = os.path.join("Tests", "ScanTests", "Fixtures")
        for name in sorted(os.listdir(os.path.join(ROOT, base))):
            found.append(("fixtures", name, os.path.join(base, name)))
    if "examples" in groups:
        for name in sorted(os.listdir(os.path.join(ROOT, "Examples"))):
            if os.path.isdir(os.path.join(ROOT, "Examples", name)):
                found.append(("examples", name, os.path.join("Examples", name)))
    if "generated" in groups:
        scan = load("scan_benchmark", "Benchmarks/scan.py")
        for copies in GENERATED_COPIES:
            folder = scan.generate(copies)
            found.append(("generated", "copies-%d" % copies, os.path.relpath(folder, ROOT)))
    if "corpus" in groups:
        with open(os.path.join(ROOT, "Benchmarks", "real-apps", "manifest.json"), encoding="utf-8") as handle:
            apps = json.load(handle)["apps"]
        for entry in apps:
            tree, why = REAL_APPS.rebuild(entry)
            if tree is None:
                print("snapshot: skipped %s: %s" % (entry["id"], why), file=sys.stderr)
                continue
            found.append(("corpus", entry["id"], os.path.relpath(os.path.join(tree, entry["subfolder"]), ROOT)))
    return found


def record(binary, out, target):
    group, name, folder = target
    destination = os.path.join(out, group, name)
    os.makedirs(destination, exist_ok=True)
    draft = os.path.join(destination, "draft.yaml")
    runs = [
        ("notes.txt", REAL_APPS.draft_command(binary, folder, draft) + ["--notes"], "stderr"),
        ("check.txt", [binary, "scan", folder, "--check", "--color", "never", "--no-snippet",
                       "--fail-on", "never", "--notes"] + REAL_APPS.uncached(binary), "both"),
        ("check.json", [binary, "scan", folder, "--check", "--format", "json", "--fail-on", "never", "--quiet"]
         + REAL_APPS.uncached(binary), "stdout"),
    ]
    for file_name, command, keep in runs:
        process = subprocess.run(command, cwd=ROOT, capture_output=True)
        parts = []
        if keep in ("stdout", "both"):
            parts.append(process.stdout)
        if keep in ("stderr", "both"):
            parts.append(b"--- standard error\n" + process.stderr)
        parts.append(b"--- exit %d\n" % process.returncode)
        with open(os.path.join(destination, file_name), "wb") as handle:
            handle.write(b"".join(parts))
    return "%s/%s" % (group, name)


def compare(old, new):
    """The relative paths that differ, or that only one snapshot has."""
    differing = []

    def walk(relative):
        left, right = os.path.join(old, relative), os.path.join(new, relative)
        names = set(os.listdir(left) if os.path.isdir(left) else []) | set(os.listdir(right) if os.path.isdir(right) else [])
        for name in sorted(names):
            path = os.path.join(relative, name)
            a, b = os.path.join(old, path), os.path.join(new, path)
            if os.path.isdir(a) or os.path.isdir(b):
                walk(path)
            elif not (os.path.isfile(a) and os.path.isfile(b)) or not filecmp.cmp(a, b, shallow=False):
                differing.append(path)

    walk("")
    return differing


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "navlint"))
    parser.add_argument("--only", default=",".join(GROUPS), help="comma-separated groups: " + ", ".join(GROUPS))
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    arguments = parser.parse_args()
    if arguments.compare:
        differing = compare(*arguments.compare)
        for path in differing:
            print("differs: " + path)
        print("%d files differ" % len(differing))
        return 1 if differing else 0
    if not arguments.out:
        parser.error("OUT is required unless --compare is given")
    groups = [group for group in arguments.only.split(",") if group]
    unknown = [group for group in groups if group not in GROUPS]
    if unknown:
        parser.error("unknown group(s): " + ", ".join(unknown))
    binary = os.path.abspath(arguments.binary)
    out = os.path.abspath(arguments.out)
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        for done in pool.map(lambda target: record(binary, out, target), targets(groups)):
            print("snapshot: " + done, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
