#!/usr/bin/env python3
"""Benchmarks navlint against its physical floor, libyaml's bare event loop.

    Benchmarks/run.py [--runs N] [--sizes 100,10000,100000] [--skip-build] [--against OTHER_NAVLINT]

Builds the release navlint, the C floor (Benchmarks/floor.c) and the Swift floor
(Benchmarks/FloorSwift), generates app descriptions with Benchmarks/generate.py, then runs each
program alternately N times per input and reports the median wall time, the median peak memory
(ru_maxrss of the child), and the ratio navlint/floor. With --against, it instead runs this build
and another navlint binary alternately on the same inputs, to show that a change costs no speed or
memory. Results go to standard output as Markdown. Standard library only.
"""
import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build-bench")


def sh(args, **kwargs):
    subprocess.run(args, check=True, cwd=ROOT, **kwargs)


def build():
    sh(["scripts/setup"])
    sh(["swift", "build", "-c", "release", "--product", "navlint"], stdout=subprocess.DEVNULL)
    cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True).stdout.split() or ["-lyaml"]
    sh(["cc", "-O2", "Benchmarks/floor.c", "-o", os.path.join(WORK, "floor")] + cflags)
    platform = sorted(os.path.join("Sources/Platform", name) for name in os.listdir(os.path.join(ROOT, "Sources/Platform")))
    sh(["swiftc", "-O", "-I", "Sources/CYaml", "Benchmarks/FloorSwift/main.swift"] + platform + ["-o", os.path.join(WORK, "floor-swift"), "-lyaml"],
       stderr=subprocess.DEVNULL)


def generate(screens, path, seed=1):
    if not os.path.exists(path):
        with open(path, "w") as out:
            sh([sys.executable, "Benchmarks/generate.py", str(screens), "--seed", str(seed)], stdout=out)
    return path


def measure(command, taskset=None):
    """Wall seconds and peak RSS (MiB) of one run; output is discarded as a CI step would.
    Peak memory comes from GNU time (%M): a forked Python child would count Python's own pages."""
    if taskset:
        command = ["taskset", "-c", taskset] + command
    start = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=ROOT, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if process.returncode not in (0, 1):
        raise SystemExit("%s exited with %d" % (" ".join(command), process.returncode))
    peak_kib = int(process.stderr.strip().splitlines()[-1])
    return wall, peak_kib / 1024.0


def compare(label, programs, runs, taskset=None):
    """Runs the programs alternately; returns {name: (median wall, median MiB)}."""
    samples = {name: [] for name, _ in programs}
    for _ in range(runs):
        for name, command in programs:
            samples[name].append(measure(command, taskset))
    result = {}
    for name, values in samples.items():
        result[name] = (statistics.median(v[0] for v in values), statistics.median(v[1] for v in values))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="100,10000,100000")
    parser.add_argument("--files", type=int, default=1000, help="small files for the many-files case")
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--against", help="another navlint binary to compare this build with")
    args = parser.parse_args()
    os.makedirs(WORK, exist_ok=True)
    if not args.skip_build:
        build()
    navlint = os.path.join(ROOT, ".build/release/navlint")
    if args.against:
        compare_builds(navlint, os.path.abspath(args.against), [int(s) for s in args.sizes.split(",")], args.runs)
        return
    floor = os.path.join(WORK, "floor")
    floor_swift = os.path.join(WORK, "floor-swift")

    print("## Results\n")
    print("Machine: %s, %d cores, %s; %s\n" % (platform.machine(), os.cpu_count() or 0, platform.platform(),
          subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]))
    print("| input | size | navlint wall | floor wall | ratio | navlint peak | floor peak |")
    print("|---|---|---|---|---|---|---|")
    walls = {}
    for screens in [int(s) for s in args.sizes.split(",")]:
        path = generate(screens, os.path.join(WORK, "s%d.navlint.yaml" % screens))
        runs = args.runs if screens < 100000 else max(3, args.runs // 2)
        result = compare("s%d" % screens, [("navlint", [navlint, "check", path, "--format", "json"]), ("floor", [floor, path])], runs)
        walls[screens] = result["navlint"][0]
        size = os.path.getsize(path) / (1 << 20)
        print("| %d screens | %.1f MiB | %.3f s | %.3f s | %.1fx | %.0f MiB | %.0f MiB |" % (
            screens, size, result["navlint"][0], result["floor"][0], result["navlint"][0] / max(result["floor"][0], 1e-6),
            result["navlint"][1], result["floor"][1]))
    sizes = sorted(walls)
    for small, large in zip(sizes, sizes[1:]):
        print("\nGrowth %d -> %d screens (%.0fx the input): %.1fx the time." % (small, large, large / small, walls[large] / walls[small]))

    small = generate(30, os.path.join(WORK, "s30.navlint.yaml"))
    # `navlint --version` starts the same process and does no work: what swift-argument-parser and the
    # libraries it loads cost before navlint reads anything.
    result = compare("s30", [("navlint", [navlint, "check", small, "--format", "json"]), ("swift", [floor_swift, small]),
                             ("start", [navlint, "--version"])], args.runs * 8)
    swift_wall = max(result["swift"][0], 1e-6)
    print("\n30-screen file, whole process: navlint %.1f ms, bare Swift libyaml program %.1f ms, ratio %.2fx; "
          "`navlint --version` alone %.1f ms (%.2fx)." % (
              result["navlint"][0] * 1000, result["swift"][0] * 1000, result["navlint"][0] / swift_wall,
              result["start"][0] * 1000, result["start"][0] / swift_wall))

    many = os.path.join(WORK, "many")
    if not os.path.isdir(many) or len(os.listdir(many)) != args.files:
        shutil.rmtree(many, ignore_errors=True)
        os.makedirs(many)
        for index in range(args.files):
            generate(30, os.path.join(many, "f%04d.navlint.yaml" % index), seed=index + 1)
    cores = os.cpu_count() or 1
    one = compare("many1", [("navlint", [navlint, "check", many, "--format", "json"])], args.runs, taskset="0")
    every = compare("many", [("navlint", [navlint, "check", many, "--format", "json"])], args.runs)
    print("\n%d files of 30 screens in one invocation: %.2f s on 1 core, %.2f s on %d cores (%.2fx), peak %.0f MiB." % (
        args.files, one["navlint"][0], every["navlint"][0], cores, one["navlint"][0] / max(every["navlint"][0], 1e-6), every["navlint"][1]))


def compare_builds(navlint, other, sizes, runs):
    """This build against another binary: median wall and peak memory per input, alternating runs."""
    print("## This build against %s\n" % other)
    print("| input | this wall | other wall | ratio | this peak | other peak |")
    print("|---|---|---|---|---|---|")
    inputs = [("30 screens", generate(30, os.path.join(WORK, "s30.navlint.yaml")), runs * 8)]
    inputs += [("%d screens" % n, generate(n, os.path.join(WORK, "s%d.navlint.yaml" % n)), runs if n < 100000 else max(3, runs // 2))
               for n in sizes]
    for label, path, count in inputs:
        result = compare(label, [("this", [navlint, "check", path, "--format", "json"]),
                                 ("other", [other, "check", path, "--format", "json"])], count)
        print("| %s | %.3f s | %.3f s | %.2fx | %.0f MiB | %.0f MiB |" % (
            label, result["this"][0], result["other"][0], result["this"][0] / max(result["other"][0], 1e-6),
            result["this"][1], result["other"][1]))


if __name__ == "__main__":
    main()
