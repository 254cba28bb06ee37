#!/usr/bin/env python3
"""Where a scan's time goes, stage by stage, against the cost of reading the same bytes with `cat`.

    Benchmarks/stages.py [--binary PATH] [--runs 3] [--only id,id] [--markdown]

For every corpus app of Benchmarks/real-apps whose mirror is present (or those --only names), runs
`navlint scan APP --timings --quiet` and `cat` over the files navlint reads, alternately, --runs
times each, and keeps the median run of each by CPU time (user + system of the process and its
threads, from the kernel's accounting of the finished child). It prints one row per app (files,
bytes, cat's CPU, navlint's CPU and their ratio) and one table of the stages summed over the apps:
each stage's CPU time and share, from navlint's own `--timings` table of the median run.

The files given to `cat` are found as navlint's discovery finds them (SourceDiscovery: the names
SourceFile.isScannable keeps, skipping hidden folders, Pods, Carthage, DerivedData, node_modules,
SourcePackages and test code); the byte count navlint prints for "find and read files" is shown
beside the script's so that a drift between the two is seen. Standard library only.
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED_FOLDERS = {"Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages"}
STAGE_LINE = re.compile(r"^  (.+?)\s+(\d+\.\d{3}) s wall\s+(\d+\.\d{3}) s CPU(?:\s+\((.*)\))?$")


# Benchmarks/real-apps/run.py, for its corpus trees, as Benchmarks/snapshot.py loads it.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from snapshot import REAL_APPS  # noqa: E402


def is_test_code(name):
    return name.split(".")[0].endswith("Tests")


def is_scannable(name):
    if name == "Package.swift" or name in ("Info.plist", "Podfile", "Cartfile") or name.endswith("-Info.plist"):
        return True
    return name.endswith((".swift", ".m", ".mm", ".h", ".pbxproj", ".xcconfig", ".storyboard", ".xib"))


def discovered(folder):
    """The files navlint's discovery reads under folder, as paths."""
    found = []
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in SKIPPED_FOLDERS and not is_test_code(f))
        for name in sorted(files):
            if is_scannable(name) and not is_test_code(name):
                found.append(os.path.join(directory, name))
    return found


def child_cpu(command, stdin=None):
    """Runs command; returns (CPU seconds of the finished child, wall seconds, its standard error)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    finished = subprocess.run(command, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, finished.stderr.decode("utf-8", "replace")


def stages_of(stderr):
    """navlint's --timings table as [(stage, wall, cpu, detail)]."""
    rows = []
    for line in stderr.splitlines():
        match = STAGE_LINE.match(line)
        if match:
            rows.append((match.group(1).strip(), float(match.group(2)), float(match.group(3)), match.group(4)))
    return rows


def measure(binary, folder, runs):
    files = discovered(folder)
    listing = b"".join(os.fsencode(path) + b"\0" for path in files)
    size = sum(os.path.getsize(path) for path in files)
    cats, scans = [], []
    for _ in range(runs):
        cats.append(child_cpu(["xargs", "-0", "cat"], stdin=listing))
        scans.append(child_cpu([binary, "scan", folder, "--timings", "--quiet"] + REAL_APPS.uncached(binary)))
    cat = sorted(cats, key=lambda run: run[0])[len(cats) // 2]
    scan = sorted(scans, key=lambda run: run[0])[len(scans) // 2]
    return {"files": len(files), "bytes": size, "cat_cpu": cat[0], "cat_wall": cat[1],
            "scan_cpu": scan[0], "scan_wall": scan[1], "stages": stages_of(scan[2])}


def emit(rows, markdown):
    for row in rows:
        print(("| " + " | ".join(row) + " |") if markdown else "  ".join(row))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "navlint"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="")
    parser.add_argument("--markdown", action="store_true")
    arguments = parser.parse_args()
    only = set(filter(None, arguments.only.split(",")))
    results = []
    with open(os.path.join(REAL_APPS.HERE, "manifest.json"), encoding="utf-8") as handle:
        entries = json.load(handle)["apps"]
    for entry in entries:
        if only and entry["id"] not in only:
            continue
        tree, reason = REAL_APPS.rebuild(entry)
        if tree is None:
            print("skipped %s: %s" % (entry["id"], reason), file=sys.stderr)
            continue
        folder = os.path.join(tree, entry.get("subfolder") or "")
        results.append((entry["id"], measure(arguments.binary, folder, arguments.runs)))
    header = ["app", "files", "MB", "navlint read", "cat CPU", "navlint CPU", "ratio", "navlint wall"]
    rows = [header] + ([["---"] * len(header)] if arguments.markdown else [])
    for name, result in sorted(results, key=lambda item: -item[1]["bytes"]):
        read = next((detail for stage, _, _, detail in result["stages"] if stage == "find and read files"), "") or ""
        rows.append([name, str(result["files"]), "%.1f" % (result["bytes"] / 1e6), read,
                     "%.3f s" % result["cat_cpu"], "%.3f s" % result["scan_cpu"],
                     "%.0fx" % (result["scan_cpu"] / max(result["cat_cpu"], 0.001)), "%.3f s" % result["scan_wall"]])
    cat_total = sum(result["cat_cpu"] for _, result in results)
    scan_total = sum(result["scan_cpu"] for _, result in results)
    rows.append(["all %d apps" % len(results), str(sum(r["files"] for _, r in results)),
                 "%.1f" % (sum(r["bytes"] for _, r in results) / 1e6), "", "%.3f s" % cat_total, "%.3f s" % scan_total,
                 "%.0fx" % (scan_total / max(cat_total, 0.001)), "%.3f s" % sum(r["scan_wall"] for _, r in results)])
    emit(rows, arguments.markdown)
    print()
    order, cpu, wall = [], {}, {}
    for _, result in results:
        for stage, stage_wall, stage_cpu, _ in result["stages"]:
            if stage == "total":
                continue
            if stage not in cpu:
                order.append(stage)
            cpu[stage] = cpu.get(stage, 0.0) + stage_cpu
            wall[stage] = wall.get(stage, 0.0) + stage_wall
    measured = sum(cpu.values())
    stage_rows = [["stage", "CPU", "share", "wall", "x cat"]] + ([["---"] * 5] if arguments.markdown else [])
    for stage in order:
        stage_rows.append([stage, "%.3f s" % cpu[stage], "%.1f %%" % (100 * cpu[stage] / max(measured, 0.001)),
                           "%.3f s" % wall[stage], "%.1fx" % (cpu[stage] / max(cat_total, 0.001))])
    stage_rows.append(["total", "%.3f s" % measured, "100 %", "%.3f s" % sum(wall.values()), "%.1fx" % (measured / max(cat_total, 0.001))])
    emit(stage_rows, arguments.markdown)


if __name__ == "__main__":
    main()
