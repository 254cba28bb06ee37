#!/usr/bin/env python3
"""Runs `navlint scan --check` on public iOS apps and scores it against hand-judged expectations.

    Benchmarks/real-apps/run.py [--binary PATH] [--markdown] [--only ID[,ID...]] [--group tuned|added|fresh|all] [--by-rule] [--verbose]

For each app in manifest.json, rebuilds its sources at the pinned commit from the local mirror
(/work/.mirror/<owner+name>/repo, or $NAVLINT_MIRRORS/<owner+name>/repo) into
.build-bench/real-apps/<id>; an app whose mirror is absent is skipped with a message. Only the
files scan reads are written (sources, Interface Builder files, project files), so a snapshot
missing some large binary blob still rebuilds.

Then runs navlint on the tree and matches its warnings and errors with expectations/<id>.yaml:
a finding matches an expectation when the rule id is the same, the file is the same (compared
by path suffix) and the line is within LINE_TOLERANCE lines. Per app it prints recall (confirmed
problems found / confirmed problems), the warnings and errors raised (a fact repeated at the same
places counts once; the repeats are a column of their own), how many of them are correct (match a
confirmed or likely problem), false (match a trap) or unjudged, and the wall time and peak memory
of the scan. An app whose scan fails stays in the table with no findings. See README.md.
Standard library only (Python 3.9 or later).
"""
import argparse
import functools
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WORK = os.path.join(ROOT, ".build-bench", "real-apps")
MIRRORS = os.environ.get("NAVLINT_MIRRORS", "/work/.mirror")
# Scan reports a fact at the statement it came from; judges note the line they read. A few lines
# of slack absorbs a finding placed on the opening line of a multi-line call; a judge who names a
# method's first line means any statement in it (`with_method_bodies`).
LINE_TOLERANCE = 3
# How a judgement written after reading navlint's output begins its `why`.
JUDGED_AFTER = "judged after running"
SCANNED = (".swift", ".m", ".mm", ".h", ".storyboard", ".xib", ".pbxproj", ".xcconfig")
# A rebuilt tree records the commit and this version of what it holds, so trees written before a
# kind of file was added are written again.
TREE_CONTENTS = "3: sources, Interface Builder and project files, Package.swift, Info.plist, Podfile, Cartfile"


def is_scanned(name):
    """True for the files scan reads, by name as SourceFile.kind decides."""
    base = os.path.basename(name)
    return name.endswith(SCANNED) or base in ("Package.swift", "Info.plist", "Podfile", "Cartfile") or base.endswith("-Info.plist")
# Folders scan skips while walking (third-party code and build output); the file count leaves them out too.
SKIPPED = {"Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages"}


def rebuild(entry):
    """The app's tree at its pinned commit, or None (with the reason) when the mirror is absent."""
    git_dir = os.path.join(MIRRORS, entry["mirror"], "repo")
    # Some snapshots are clones with a work tree: their git directory is repo/.git.
    if os.path.isdir(os.path.join(git_dir, ".git")):
        git_dir = os.path.join(git_dir, ".git")
    if not os.path.isdir(git_dir):
        return None, "no mirror at %s; fetch github:%s first" % (git_dir, entry["repository"])
    tree = os.path.join(WORK, entry["id"])
    stamp = os.path.join(tree, ".navlint-commit")
    if os.path.exists(stamp) and open(stamp).read() == entry["commit"] + "\n" + TREE_CONTENTS:
        return tree, None
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", entry["commit"]],
                             capture_output=True)
    if listing.returncode != 0:
        return None, "commit %s is not in %s" % (entry["commit"], git_dir)
    wanted = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        name = path.decode("utf-8", "replace")
        if kind == b"blob" and is_scanned(name):
            wanted.append((name, sha))
    subprocess.run(["rm", "-rf", tree], check=True)
    batch = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                           input=b"".join(sha + b"\n" for _, sha in wanted), capture_output=True)
    stream, offset = batch.stdout, 0
    for name, sha in wanted:
        end = stream.index(b"\n", offset)
        header = stream[offset:end].split()
        offset = end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        destination = os.path.join(tree, name)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as handle:
            handle.write(stream[offset:offset + size])
        offset += size + 1
    with open(stamp, "w") as handle:
        handle.write(entry["commit"] + "\n" + TREE_CONTENTS)
    return tree, None


def count_files(folder):
    total = 0
    for parent, folders, names in os.walk(folder):
        folders[:] = [name for name in folders if name not in SKIPPED and not name.startswith(".")]
        total += sum(1 for name in names if is_scanned(name))
    return total


def has_scan_check(binary):
    """True when `scan DIR --check` lints the code (from 0.2; since the draft command, scan lints by default
    and still accepts --check)."""
    usage = subprocess.run([binary, "scan", "--help"], capture_output=True, text=True).stdout
    return "--check" in usage or "--draft" in usage


@functools.lru_cache(maxsize=None)
def uncached(binary):
    """`--no-cache` for a binary that keeps a scan cache (since 0.2.0), so that every measured run scans; else
    nothing."""
    usage = subprocess.run([binary, "scan", "--help"], capture_output=True, text=True).stdout
    return ["--no-cache"] if "--no-cache" in usage else []


@functools.lru_cache(maxsize=None)
def has_draft_command(binary):
    """True when the binary has `navlint draft`; asked once per binary."""
    commands = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    return re.search(r"^\s+draft\s", commands, re.M) is not None


def draft_command(binary, folder, draft=None):
    """The command that writes the draft of `folder` to `draft` (standard output when None): `navlint draft`
    where it exists, else `navlint scan` (which printed the draft before it linted by default)."""
    if has_draft_command(binary):
        return [binary, "draft", folder] + (["--output", draft] if draft else [])
    return [binary, "scan", folder] + (["--draft", draft] if draft else [])


def timed(command):
    """(exit code, stdout, stderr, wall seconds, peak MiB) of one run, peak memory from GNU time."""
    start = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "-f", "navlint-peak-kib %M"] + command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    lines = process.stderr.splitlines()
    peak = [line for line in lines if line.startswith("navlint-peak-kib ")]
    stderr = "\n".join(line for line in lines
                       if not line.startswith(("navlint-peak-kib ", "Command exited with non-zero status")))
    return process.returncode, process.stdout, stderr, wall, int(peak[-1].split()[1]) / 1024.0 if peak else 0.0


# A sheet finding sits at the presentation (the style or `.sheet` line); a judge may name the presented
# screen's declaration instead. Both are the one problem, so the declaration of the class the message
# names counts as the finding's place too.
# An unreachable screen is a class: navlint names its first declaration (an Objective-C class's
# `@interface` in its header), a judge may name another (its `@implementation`).
SUBJECT_AT_DECLARATION = {
    "sheet-swipe-dismiss-unhandled": re.compile(r"^([A-Za-z_]\w*) "),
    "unreachable-screen": re.compile(r"^no scanned code pushes or presents ([A-Za-z_]\w*),"),
}


def declarations(folder, name, cache):
    """(path, line) of `class`, `struct`, `@interface` or `@implementation` declarations of `name`."""
    if name not in cache:
        pattern = re.compile(r"^\s*(?:(?:public|private|fileprivate|internal|open|final|@\w+)\s+)*(?:class|struct|@interface|@implementation)\s+%s\b" % re.escape(name))
        found = []
        for base, _, files in os.walk(folder):
            for file in files:
                if not file.endswith((".swift", ".m", ".mm", ".h")):
                    continue
                path = os.path.join(base, file)
                try:
                    with open(path, encoding="utf-8", errors="replace") as handle:
                        for number, line in enumerate(handle, 1):
                            if pattern.match(line):
                                found.append((path, number))
                except OSError:
                    continue
        cache[name] = found
    return cache[name]


def same_place(first, second):
    return first[1] == second[1] and same_file(first[0], second[0])


def scan_check(binary, tree, scan_folder):
    """Findings [(rule, severity, [(file, line)])] and the scan's wall time and peak memory."""
    code, out, err, wall, peak = timed([binary, "scan", scan_folder, "--check", "--format", "json"] + uncached(binary))
    if code not in (0, 1):
        raise RuntimeError("navlint scan --check exited with %d: %s" % (code, err.strip()[-400:]))
    findings, cache = [], {}
    for d in json.loads(out)["diagnostics"]:
        places = [(d["file"], d["line"])]
        subject = SUBJECT_AT_DECLARATION[d["ruleId"]].match(d.get("message", "")) if d["ruleId"] in SUBJECT_AT_DECLARATION else None
        if subject:
            places += [place for place in declarations(scan_folder, subject.group(1), cache) if not same_place(place, places[0])]
            # One line that holds for several screens names the others as repeats, each at its declaration.
            places += [(r["file"], r["line"]) for r in d.get("repeats", []) if "file" in r and "line" in r]
        findings.append((d["ruleId"], d["severity"], places))
    return findings, wall, peak


# --- Fallback for binaries without `scan --check`: scan to a draft, check the draft, and map each
# --- finding back to the sources through the draft's `# File.swift:LINE` comments. Delete with
# --- scan_from_draft once every binary in use has `scan --check`.
SOURCE_REF = re.compile(r"([^\s,#()]+\.(?:swift|mm|m|h|storyboard|xib)):(\d+)")


def draft_sources(lines, index):
    """Source places behind draft line `index` (0-based): its own comment, else the comments of the
    lines nested under it, else the same for each enclosing key in turn (a `shouldBegin: []` finding
    goes to the delegate writes of its `popGesture`)."""
    def refs(text):
        comment = text.split("#", 1)[1] if "#" in text else ""
        return [(path, int(line)) for path, line in SOURCE_REF.findall(comment)]

    def depth(text):
        return len(text) - len(text.lstrip())

    def subtree(start):
        places = refs(lines[start])
        for text in lines[start + 1:]:
            if text.strip() and not text.lstrip().startswith("#") and depth(text) <= depth(lines[start]):
                break
            places += refs(text)
        return places

    current = index
    while True:
        places = subtree(current)
        if places or depth(lines[current]) == 0:
            return places
        parents = [i for i in range(current - 1, -1, -1)
                   if lines[i].strip() and not lines[i].lstrip().startswith("#") and depth(lines[i]) < depth(lines[current])]
        if not parents:
            return []
        current = parents[0]


def scan_from_draft(binary, tree, scan_folder):
    draft = os.path.join(tree, ".navlint-draft.yaml")
    code, _, err, wall, peak = timed([binary, "scan", scan_folder, "--output", draft])
    if code != 0:
        raise RuntimeError("navlint scan exited with %d: %s" % (code, err.strip()[-400:]))
    check = subprocess.run([binary, "check", draft, "--format", "json"], capture_output=True, text=True)
    if check.returncode not in (0, 1):
        raise RuntimeError("navlint check exited with %d: %s" % (check.returncode, check.stderr.strip()[-400:]))
    with open(draft, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    findings = [(d["ruleId"], d["severity"], draft_sources(lines, d["line"] - 1))
                for d in json.loads(check.stdout)["diagnostics"]]
    return findings, wall, peak
# --- End of the fallback.


def file_problem_ids(binary):
    """The ids navlint prints that are no rules (the problems with a file itself, and unused-suppression)."""
    listed = [subprocess.run([binary, "rules", "--format", "json"] + extra, capture_output=True, text=True, check=True).stdout
              for extra in (["--all"], [])]
    every, rules = ({rule["id"] for rule in json.loads(text)} for text in listed)
    return every - rules - {"unused-suppression"}


def draft_problems(binary, tree, scan_folder):
    """The file problems (YAML syntax, encoding...) `navlint check` finds in the app's draft; empty when none."""
    draft = os.path.join(tree, ".navlint-draft-check.yaml")
    scan = subprocess.run(draft_command(binary, scan_folder, draft), capture_output=True, text=True)
    if scan.returncode != 0:
        # Sources without a screen (a library) have no draft to write, which is no bug.
        if "no view controllers found" in scan.stderr:
            return ""
        return "scan exited with %d: %s" % (scan.returncode, scan.stderr.strip()[-200:])
    check = subprocess.run([binary, "check", draft, "--format", "json"], capture_output=True, text=True)
    os.remove(draft)
    if check.returncode not in (0, 1):
        return "check exited with %d: %s" % (check.returncode, check.stderr.strip()[-200:])
    problems = [d for d in json.loads(check.stdout)["diagnostics"] if d["ruleId"] in file_problem_ids(binary)]
    return "; ".join("%s at line %d: %s" % (d["ruleId"], d["line"], d["message"]) for d in problems[:3])


def load_expectations(path):
    """Reads the small YAML subset the expectation files use: top-level lists (`confirmed:`,
    `likely:`, `traps:`) of flat maps whose values are plain or double-quoted scalars, and
    top-level scalars. Anything else is an error, so a typo cannot silently drop an entry."""
    result, current, item = {}, None, None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            text = raw.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            match = re.match(r"^( *)(- )?([A-Za-z]+):(?: (.*))?$", text)
            if not match:
                raise SystemExit("%s:%d: cannot read this line" % (path, number))
            indent, dash, key, value = len(match.group(1)), match.group(2), match.group(3), match.group(4)
            value = value.strip() if value is not None else None
            if value and value.startswith('"'):
                value = json.loads(value)
            if indent == 0 and not dash:
                if value in (None, "[]"):
                    current = result.setdefault(key, [])
                else:
                    result[key] = value
                continue
            if current is None:
                raise SystemExit("%s:%d: entry outside a list" % (path, number))
            if dash:
                item = {}
                current.append(item)
            if item is None:
                raise SystemExit("%s:%d: key outside an entry" % (path, number))
            item[key] = value
    for kind in ("confirmed", "likely", "traps"):
        for entry in result.get(kind, []):
            missing = [key for key in ("file", "line", "rule", "why") if key not in entry]
            if missing:
                raise SystemExit("%s: a %s entry lacks %s" % (path, kind, ", ".join(missing)))
            entry["line"] = int(entry["line"])
    return result


def same_file(found, expected):
    found, expected = (path.replace("\\", "/").removeprefix("./") for path in (found, expected))
    return found == expected or found.endswith("/" + expected) or expected.endswith("/" + found)


def matches(finding, expectation):
    rule, _, places = finding
    last = max(expectation["line"] + LINE_TOLERANCE, expectation.get("body_end", 0))
    return rule == expectation["rule"] and any(
        same_file(path, expectation["file"]) and expectation["line"] - LINE_TOLERANCE <= line <= last for path, line in places)


# A method's first line: Objective-C's `- (void)viewWillDisappear:` or Swift's `func`, `init`, `deinit`.
METHOD_START = re.compile(r"^\s*([-+]\s*\(|(@\w+(\(.*?\))?\s+)*((public|private|fileprivate|internal|open|override|final|static|class|@objc|dynamic|mutating|required|convenience)\s+)*(func\s|init\s*[(<?!]|deinit\b))")
# How far a method named by a judge may reach, at most.
METHOD_REACH = 80


def with_method_bodies(expectations, folder):
    """A judge who names a method (`- (void)viewWillDisappear:`) means the statements in it; scan
    names the statement. Each entry whose line starts a method gets `body_end`, the line before the
    next method starts (at most METHOD_REACH lines on), so a finding inside the method matches it."""
    sources = {}
    for kind in ("confirmed", "likely", "traps"):
        for entry in expectations.get(kind, []):
            path = os.path.join(folder, entry["file"])
            if path not in sources:
                try:
                    with open(path, encoding="utf-8", errors="replace") as handle:
                        sources[path] = handle.read().splitlines()
                except OSError:
                    sources[path] = []
            lines = sources[path]
            start = entry["line"]
            if not (0 < start <= len(lines)) or not METHOD_START.match(lines[start - 1]):
                continue
            end = start
            while end < min(len(lines), start + METHOD_REACH) and not METHOD_START.match(lines[end]):
                end += 1
            entry["body_end"] = end
    return expectations


def score(findings, expectations):
    confirmed, likely, traps = (expectations.get(kind, []) for kind in ("confirmed", "likely", "traps"))
    # A fact reported again at the same places (once per navigation controller that shares a class,
    # say) is scored once; the repeats are counted apart so they stay visible.
    raised, seen = [], set()
    for finding in findings:
        key = (finding[0], tuple(finding[2]))
        if finding[1] in ("warning", "error") and key not in seen:
            seen.add(key)
            raised.append(finding)
    repeats = sum(1 for f in findings if f[1] in ("warning", "error")) - len(raised)
    # Recall is over the problems a reader found before navlint ran: a problem first seen in navlint's
    # output and confirmed afterwards would count as found by construction.
    confirmed = [e for e in confirmed if not e.get("why", "").startswith(JUDGED_AFTER)]
    # A problem is found by any finding that reports it, an info (unreachable-screen, a media screen
    # left swipeable) as well as a warning; precision is over warnings and errors alone.
    row = {"confirmed": len(confirmed), "likely": len(likely), "traps": len(traps),
           "found": sum(1 for e in confirmed if any(matches(f, e) for f in findings)),
           "raised": len(raised), "repeats": repeats, "correct": 0, "false": 0, "unjudged": 0,
           "misses": [e for e in confirmed if not any(matches(f, e) for f in findings)],
           "false_findings": [], "unjudged_findings": [], "trap_hits": []}
    row["by_rule"] = {}
    for finding in raised:
        if any(matches(finding, e) for e in expectations.get("confirmed", []) + likely):
            verdict = "correct"
        elif any(matches(finding, e) for e in traps):
            verdict = "false"
            row["false_findings"].append(finding)
        else:
            verdict = "unjudged"
            row["unjudged_findings"].append(finding)
        row[verdict] += 1
        counts = row["by_rule"].setdefault(finding[0], {"correct": 0, "false": 0, "unjudged": 0})
        counts[verdict] += 1
    return row


def percent(part, whole):
    return "%d %%" % round(100.0 * part / whole) if whole else "n/a"


def total_line(name, rows):
    """One line summing rows: files, confirmed problems found, findings by judgement, time and memory."""
    total = {key: 0 for key in ("files", "confirmed", "found", "raised", "repeats", "correct", "false", "unjudged")}
    total_wall, total_peak = 0.0, 0.0
    for _, row in rows:
        for key in total:
            total[key] += row[key]
        total_wall += row["wall"]
        total_peak = max(total_peak, row["peak"])
    return [name, "", str(total["files"]),
            "%d/%d (%s)" % (total["found"], total["confirmed"], percent(total["found"], total["confirmed"])),
            str(total["raised"]), str(total["repeats"]), str(total["correct"]), str(total["false"]),
            str(total["unjudged"]), percent(total["correct"], total["raised"]), "%.2f s" % total_wall, "%.0f MiB (max)" % total_peak]


def emit(lines, markdown):
    """Prints a table whose first line is its header, as Markdown or in aligned columns."""
    header = lines[0]
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for line in lines[1:]:
            print("| " + " | ".join(line) + " |")
        return
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())


def print_table(rows, markdown):
    header = ["app", "kind", "files", "recall (confirmed)", "warnings+errors", "repeats", "correct", "false",
              "unjudged", "precision", "scan time", "peak memory"]
    lines = [header]
    for entry, row in rows:
        lines.append([entry["id"] + (" (scan failed)" if row["failed"] else ""), ", ".join(entry["kind"]), str(row["files"]),
                      "%d/%d (%s)" % (row["found"], row["confirmed"], percent(row["found"], row["confirmed"])),
                      str(row["raised"]), str(row["repeats"]), str(row["correct"]), str(row["false"]),
                      str(row["unjudged"]), percent(row["correct"], row["raised"]),
                      "-" if row["failed"] else "%.2f s" % row["wall"], "-" if row["failed"] else "%.0f MiB" % row["peak"]])
    # The apps scan was developed against and those added later, judged before navlint ran on them, apart.
    groups = sorted({group(entry) for entry, _ in rows})
    if len(groups) > 1:
        for name in groups:
            lines.append(total_line("total (%s)" % name, [item for item in rows if group(item[0]) == name]))
    lines.append(total_line("total", rows))
    emit(lines, markdown)


def print_rule_table(rows, markdown):
    """Precision per rule: the findings of each rule, how many are correct, false and unjudged, per group and in all."""
    groups = sorted({group(entry) for entry, _ in rows}, key=lambda name: (name != "tuned", name))
    totals = {}
    for entry, row in rows:
        for rule, counts in row["by_rule"].items():
            for name in (group(entry), "all"):
                into = totals.setdefault(rule, {}).setdefault(name, {"correct": 0, "false": 0, "unjudged": 0})
                for key, value in counts.items():
                    into[key] += value
    columns = groups + (["all"] if len(groups) > 1 else [])
    header = ["rule"] + ["%s: correct/raised (precision)" % name for name in columns] + ["false (all)"]
    lines = [header]
    for rule in sorted(totals):
        line = [rule]
        for name in columns:
            counts = totals[rule].get(name, {"correct": 0, "false": 0, "unjudged": 0})
            raised = sum(counts.values())
            line.append("%d/%d (%s)" % (counts["correct"], raised, percent(counts["correct"], raised)) if raised else "-")
        line.append(str(sum(totals[rule].get(name, {}).get("false", 0) for name in columns[-1:])))
        lines.append(line)
    emit(lines, markdown)


SCREEN_ENTRY = re.compile(r"^  ([A-Za-z_][\w]*):(.*)$")


def coverage(binary, folder, findings):
    """(screen types, screens placed) of one app: the draft's screen entries, less those scan could not
    place (their entry says so) and those it calls unreachable. Screens shown by a window, a tab bar or a
    split view's column, outside any stack, count as placed."""
    process = subprocess.run(draft_command(binary, folder), capture_output=True, text=True)
    screens, unplaced, inside = 0, 0, False
    for line in process.stdout.splitlines():
        if line and not line.startswith((" ", "#")):
            inside = line.startswith("screens:")
            continue
        match = SCREEN_ENTRY.match(line) if inside else None
        if match:
            screens += 1
            comment = match.group(2)
            if "could not place" in comment or "could not follow how it is opened" in comment:
                unplaced += 1
    # One per finding: its first place is where navlint reports it; the others are the class's other
    # declarations, which the scoring accepts too.
    unreachable = {places[0] for rule, _, places in findings if rule == "unreachable-screen" and places}
    return screens, max(0, screens - unplaced - len(unreachable))


def print_coverage(rows, markdown):
    lines = [["app", "screens found", "placed", "share"]]
    for entry, row in rows:
        screens, placed = row["coverage"]
        lines.append([entry["id"], str(screens), str(placed), percent(placed, screens)])
    emit(lines, markdown)


def group(entry):
    """The manifest's group: `tuned` (developed against), `added` (held out, then used to fix causes), `fresh` (held out since)."""
    return entry.get("group", "tuned")


def describe(finding):
    rule, severity, places = finding
    return "%s %s at %s" % (severity, rule, ", ".join("%s:%d" % place for place in places[:3]) or "(no source place)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "navlint"), help="the navlint to run")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--only", help="comma-separated app ids")
    parser.add_argument("--verbose", action="store_true", help="list misses, false and unjudged findings")
    parser.add_argument("--by-rule", action="store_true", help="also print the precision of each rule")
    parser.add_argument("--coverage", action="store_true",
                        help="also print, per app, the screen types scan found and how many it placed (one more scan each)")
    parser.add_argument("--drafts", action="store_true",
                        help="also write each app's draft and check it: a draft `check` rejects as a file is a bug")
    parser.add_argument("--group", choices=["tuned", "added", "fresh", "all"], default="all",
                        help="the apps scan was developed against (tuned), those added after the change and then used to"
                             " fix causes (added), those added after that (fresh), or all")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        raise SystemExit("no navlint at %s; build it (swift build) or pass --binary" % binary)
    with open(os.path.join(HERE, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)["apps"]
    if args.only:
        wanted = set(args.only.split(","))
        manifest = [entry for entry in manifest if entry["id"] in wanted]
    if args.group != "all":
        manifest = [entry for entry in manifest if group(entry) == args.group]
    run = scan_check if has_scan_check(binary) else scan_from_draft
    if run is scan_from_draft:
        print("note: %s has no `scan --check`; using scan + check on the draft (fallback)" % binary, file=sys.stderr)
    rows = []
    for entry in manifest:
        tree, reason = rebuild(entry)
        if tree is None:
            print("skip %s: %s" % (entry["id"], reason), file=sys.stderr)
            continue
        folder = os.path.join(tree, entry["subfolder"]) if entry["subfolder"] else tree
        # A scan that stops with an error stays in the table with no findings: its confirmed problems
        # count as missed, so a failing app cannot raise the totals by dropping out.
        failed = None
        try:
            findings, wall, peak = run(binary, tree, folder)
        except RuntimeError as error:
            print("%s: scan failed: %s" % (entry["id"], error), file=sys.stderr)
            findings, wall, peak, failed = [], 0.0, 0.0, str(error)
        expectations = with_method_bodies(load_expectations(os.path.join(HERE, "expectations", entry["id"] + ".yaml")), folder)
        row = score(findings, expectations)
        row.update(wall=wall, peak=peak, files=count_files(folder), failed=failed)
        if args.coverage:
            row["coverage"] = coverage(binary, folder, findings)
        rows.append((entry, row))
        if args.drafts:
            rejected = draft_problems(binary, tree, folder)
            print("%s: draft %s" % (entry["id"], "rejected: " + rejected if rejected else "checks"), file=sys.stderr)
        if args.verbose:
            for expectation in row["misses"]:
                print("%s: missed %s at %s:%d" % (entry["id"], expectation["rule"], expectation["file"], expectation["line"]),
                      file=sys.stderr)
            for label in ("false_findings", "unjudged_findings"):
                for finding in row[label]:
                    print("%s: %s %s" % (entry["id"], label.split("_")[0], describe(finding)), file=sys.stderr)
    print_table(rows, args.markdown)
    if args.by_rule:
        print()
        print_rule_table(rows, args.markdown)
    if args.coverage:
        print()
        print_coverage(rows, args.markdown)


if __name__ == "__main__":
    main()
