#!/usr/bin/env python3
"""Times `navlint scan` on a large generated app.

    Benchmarks/scan.py [--copies 300] [--runs 11] [--reference PATH]

Writes COPIES copies of the scan fixtures (Tests/ScanTests/Fixtures) into .build-bench/scan-COPIES,
each copy's classes renamed (`HomeViewController` -> `P7HomeViewController`) so that every copy adds
its own screens and navigation controllers: 300 copies are 8,400 files, 3,600 screens and 1,200
navigation controllers. Builds the release navlint, then runs `navlint scan` on them RUNS times
(alternating with the binary at PATH, when given, whose draft must be the same) and reports the
median wall, user and system time and peak memory (GNU time). Standard library only.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "ScanTests", "Fixtures")
CLASS = re.compile(r"\b([A-Z][A-Za-z]*(?:ViewController|NavigationController|Router|Delegate))\b")


def generate(copies):
    target = os.path.join(ROOT, ".build-bench", "scan-%d" % copies)
    if os.path.isdir(target):
        return target
    partial = target + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    for copy in range(copies):
        def rename(match):
            name = match.group(1)
            return name if name.startswith(("UI", "NS")) else "P%d%s" % (copy, name)
        for fixture in sorted(os.listdir(FIXTURES)):
            base = os.path.join(FIXTURES, fixture)
            for folder, _, files in os.walk(base):
                for name in files:
                    source = os.path.join(folder, name)
                    relative = CLASS.sub(rename, os.path.relpath(source, base))
                    destination = os.path.join(partial, "c%d" % copy, fixture, relative)
                    os.makedirs(os.path.dirname(destination), exist_ok=True)
                    with open(source, encoding="utf-8") as handle:
                        text = handle.read()
                    if not name.endswith((".pbxproj", "Package.swift")):
                        text = CLASS.sub(rename, text)
                    with open(destination, "w", encoding="utf-8") as handle:
                        handle.write(text)
    os.rename(partial, target)
    return target


def run(binary, folder):
    """Wall, user and system seconds and peak MiB of one scan; the draft is returned for comparison."""
    process = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", binary, "scan", folder],
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
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "navlint"], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    folder = generate(args.copies)
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
