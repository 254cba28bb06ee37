#!/usr/bin/env python3
"""Times `navlint scan` on a large generated app.

    Benchmarks/scan.py [--copies 300] [--runs 11] [--reference PATH] [--shared-names] [--extensions-once]

Writes COPIES copies of the scan fixtures (Tests/ScanTests/Fixtures) into .build-bench/scan-COPIES,
each copy's declared types renamed (`HomeViewController` -> `P7HomeViewController`, and so every
class, struct, protocol and enum a Swift or Objective-C file declares or a storyboard names), and
its storyboards too, so that every copy is an app of its own as a real one is: 300 copies are
25,800 files. `--shared-names` renames only the storyboards and the classes whose names end in
ViewController, NavigationController, Router or Delegate (into .build-bench/scan-shared-COPIES):
the helpers (`PopGestureProxy`, `TransitionHelper`, the SwiftUI views) are then declared once per
copy under one name, as in a monorepo whose modules each declare a `Coordinator`. `--extensions-once`
keeps the extensions and categories of UIKit classes in the first copy only (into
.build-bench/scan-extensions-once-COPIES): every copy's would otherwise apply to every stack of every
other copy, work that grows with the square of the copies where a real app has a handful. Builds the
release navlint, then runs `navlint scan` on them RUNS times (alternating with the binary at PATH,
when given, whose draft must be the same) and reports the median wall, user and system time and
peak memory (GNU time). Standard library only.
"""
import argparse
import importlib.util
import os
import re
import shutil
import statistics
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "ScanTests", "Fixtures")
# The names --shared-names renames: screens, navigation controllers, routers and delegates.
SUFFIXED = re.compile(r"\b([A-Z][A-Za-z]*(?:ViewController|NavigationController|Router|Delegate))\b")
# Declarations: Swift types, Objective-C classes and protocols (not categories, `@interface X (Name)`),
# and the classes storyboards and XIBs name.
DECLARED = [
    re.compile(r"\b(?:class|struct|protocol|enum|actor)\s+([A-Z][A-Za-z0-9_]*)"),
    re.compile(r"@(?:interface|implementation|protocol)\s+([A-Z][A-Za-z0-9_]*)\b(?!\s*\()"),
    re.compile(r'customClass="([A-Z][A-Za-z0-9_]*)"'),
]


def fixture_files():
    """Each fixture file as (fixture, path relative to the fixture, text)."""
    for fixture in sorted(os.listdir(FIXTURES)):
        base = os.path.join(FIXTURES, fixture)
        for folder, _, files in os.walk(base):
            for name in sorted(files):
                source = os.path.join(folder, name)
                with open(source, encoding="utf-8") as handle:
                    yield fixture, os.path.relpath(source, base), handle.read()


def renamed_names(shared):
    """The pattern of the names each copy prefixes: every declared type (with `shared`, only the
    suffixed classes), and every storyboard (its file name and the strings that name it, `"Main"`)
    and storyboard identifier."""
    names = set()
    storyboards = set()
    strings = set()
    for _, relative, text in fixture_files():
        for pattern in DECLARED:
            names.update(pattern.findall(text))
        strings.update(re.findall(r'storyboardIdentifier="([A-Za-z0-9_]+)"', text))
        if relative.endswith(".storyboard"):
            storyboards.add(os.path.basename(relative)[:-len(".storyboard")])
    names = sorted(name for name in names if not name.startswith(("UI", "NS")))
    alternatives = [SUFFIXED.pattern if shared else r"\b(%s)\b" % "|".join(names)]
    alternatives += [r'(?<=")(%s)(?=")' % name for name in sorted(storyboards | strings)]
    alternatives += [r"\b(%s)(?=\.storyboard\b)" % name for name in sorted(storyboards)]
    return re.compile("|".join(alternatives))


OBJC_UIKIT_CATEGORY = re.compile(r"@(?:interface|implementation)\s+(?:UI|NS)[A-Za-z]*\s*\([^)]*\).*?@end", re.S)
SWIFT_UIKIT_EXTENSION = re.compile(r"(?m)^(?:public |internal |fileprivate |private )?extension\s+(?:UI|NS)[A-Za-z]*\b[^{]*\{")


def without_uikit_extensions(text):
    """The text with its extensions and categories of UIKit and Foundation classes taken out (braces
    matched naively: the fixtures hold no unbalanced brace in a string)."""
    text = OBJC_UIKIT_CATEGORY.sub("", text)
    while True:
        match = SWIFT_UIKIT_EXTENSION.search(text)
        if not match:
            return text
        depth, end = 1, match.end()
        while end < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        text = text[:match.start()] + text[end:]


def generate(copies, shared=False, extensions_once=False):
    suffix = ("shared-" if shared else "") + ("extensions-once-" if extensions_once else "")
    target = os.path.join(ROOT, ".build-bench", "scan-%s%d" % (suffix, copies))
    if os.path.isdir(target):
        return target
    partial = target + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    pattern = renamed_names(shared)
    sources = list(fixture_files())
    for copy in range(copies):
        def rename(match):
            name = match.group(match.lastindex)
            return name if name.startswith(("UI", "NS")) else "P%d%s" % (copy, name)
        for fixture, relative, text in sources:
            destination = os.path.join(partial, "c%d" % copy, fixture, pattern.sub(rename, relative))
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            if not relative.endswith((".pbxproj", "Package.swift")):
                text = pattern.sub(rename, text)
            if extensions_once and copy > 0 and relative.endswith((".swift", ".m", ".h")):
                text = without_uikit_extensions(text)
            with open(destination, "w", encoding="utf-8") as handle:
                handle.write(text)
    os.rename(partial, target)
    return target


def load_real_apps():
    """Benchmarks/real-apps/run.py as a module, for its `draft_command`."""
    spec = importlib.util.spec_from_file_location("real_apps", os.path.join(ROOT, "Benchmarks", "real-apps", "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REAL_APPS = load_real_apps()


def run(binary, folder):
    """Wall, user and system seconds and peak MiB of one scan; the draft is returned for comparison."""
    process = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M"] + REAL_APPS.draft_command(binary, folder),
                             capture_output=True, text=True)
    if process.returncode != 0:
        raise SystemExit("%s scan exited with %d" % (binary, process.returncode))
    wall, user, system, peak = process.stderr.strip().splitlines()[-1].split()
    return (float(wall), float(user), float(system), int(peak) / 1024.0), process.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--copies", type=int, default=300)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--reference", help="another navlint binary to alternate with")
    parser.add_argument("--shared-names", action="store_true", help="keep the helpers' names the same in every copy")
    parser.add_argument("--extensions-once", action="store_true",
                        help="keep the extensions and categories of UIKit classes in the first copy only, as a monorepo keeps them in one module")
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "navlint"], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    folder = generate(args.copies, args.shared_names, args.extensions_once)
    binaries = {"navlint": os.path.join(ROOT, ".build", "release", "navlint")}
    if args.reference:
        binaries["reference"] = args.reference
    results = {name: [] for name in binaries}
    drafts = {}
    for _ in range(args.runs):
        for name, binary in binaries.items():
            measured, drafts[name] = run(binary, folder)
            results[name].append(measured)
    if args.reference and drafts["navlint"] != drafts["reference"]:
        print("warning: the drafts differ")
    print("| binary | wall | user | system | peak |")
    print("|---|---|---|---|---|")
    for name, runs in results.items():
        wall, user, system, peak = (statistics.median(column) for column in zip(*runs))
        print("| %s | %.3f s | %.3f s | %.3f s | %.0f MiB |" % (name, wall, user, system, peak))


if __name__ == "__main__":
    main()
