#!/usr/bin/env python3
"""Holds scan's own Swift reader against swift-syntax on the corpus apps.

    Benchmarks/reader-oracle.py [--only ID[,ID...]] [--list]

Builds Benchmarks/ReaderOracle (a package of its own: navlint never depends on swift-syntax), rebuilds
each corpus app's tree from its mirror as Benchmarks/real-apps/run.py does, and for every Swift file
compares the types and methods with a body that swift-syntax's parser finds with those scan's reader
finds (`ReaderOutline`), each with the type around it and the line of its keyword. Prints a Markdown
table per app and the totals; --list also prints every difference. Standard library only.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(ROOT, "Benchmarks", "ReaderOracle")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", help="comma-separated app ids")
    parser.add_argument("--list", action="store_true", help="print every difference")
    arguments = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--package-path", ORACLE], check=True, stdout=subprocess.DEVNULL)
    binary = os.path.join(ORACLE, ".build", "release", "ReaderOracle")
    spec = importlib.util.spec_from_file_location("real_apps", os.path.join(ROOT, "Benchmarks", "real-apps", "run.py"))
    real_apps = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(real_apps)
    with open(os.path.join(ROOT, "Benchmarks", "real-apps", "manifest.json"), encoding="utf-8") as handle:
        apps = json.load(handle)["apps"]
    wanted = set(arguments.only.split(",")) if arguments.only else None
    print("| app | Swift files | declarations (swift-syntax) | agreed | missed | extra | agreement |")
    print("|---|---|---|---|---|---|---|")
    totals = [0, 0, 0, 0, 0]
    for entry in apps:
        if wanted and entry["id"] not in wanted:
            continue
        tree, why = real_apps.rebuild(entry)
        if tree is None:
            print("reader-oracle: skipped %s: %s" % (entry["id"], why), file=sys.stderr)
            continue
        folder = os.path.join(tree, entry["subfolder"])
        output = subprocess.run([binary] + (["--list"] if arguments.list else []) + [folder], capture_output=True, text=True, check=True).stdout
        lines = output.strip().split("\n")
        for line in lines[:-1]:
            print("    " + line, file=sys.stderr)
        fields = dict(part.split(" ", 1) for part in lines[-1].split("\t")[1:])
        counts = [int(fields[key]) for key in ("files", "parser", "agreed", "missed", "extra")]
        if counts[0] == 0:
            continue
        totals = [a + b for a, b in zip(totals, counts)]
        print("| %s | %d | %d | %d | %d | %d | %s |" % (entry["id"], *counts, fields["agreement"]))
    share = 100.0 if totals[1] == 0 else totals[2] * 100.0 / totals[1]
    print("| **total** | %d | %d | %d | %d | %d | %.2f %% |" % (*totals, share))
    return 0


if __name__ == "__main__":
    sys.exit(main())
