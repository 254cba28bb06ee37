#!/usr/bin/env python3
"""Measures how long navlint's messages are and whether findings on scanned code speak the code's terms.

    Benchmarks/message_lengths.py examples [RULES_DIR]      # the messages rules.d's examples state
    Benchmarks/message_lengths.py reports REPORT.json...    # `navlint scan DIR --check --format json` reports

For examples it reads every triggering example's `messages` (descriptions) and `scanMessages` (the
same description checked as scanned code), which `swift test` and `navlint verify-rules` check
against what the rules say, so the figures are those of the rules as they render. For reports it
prints, per report and in total, the median and longest message, every (rule, file, line) printed
more than once, and every message on scanned code that names a key of the app description format
(findings on code must name UIKit and SwiftUI APIs and the code's classes, never the format's keys).
Exits 1 when a message is longer than 200 characters, the median is over 120, or a scanned
finding names a description key. Standard library only (Python 3.9 or later).
"""
import glob
import json
import os
import re
import statistics
import sys

MEDIAN_LIMIT = 120
LENGTH_LIMIT = 200
# Keys and values of the description format that have no meaning in code. UIKit's own names that the
# format reuses (hidesBackButton, leftItemsSupplementBackButton, hidesBarsOnSwipe, backBarButtonItem)
# are not here: they are what the code says too.
DESCRIPTION_KEYS = [
    "shouldBegin", "stackDepth", "notTransitioning", "screenVeto", "requiresPopToFail", "requiredToFailBy",
    "requiresContentPopToFail", "popRequiresWebViewToFail", "backInterception", "debounce", "repopWhen",
    "distinguishesProgrammaticPop", "implementedIn", "installedBy", "popGesture", "disableIn", "enableIn",
    "fullScreenPop", "privateTarget", "startRegion", "contentPopGesture", "delegateAnimates",
    "delegateInteraction", "restoresSystemDelegateAtRoot", "targetReadAfterDelegateChange", "interceptsBack",
    "backForwardGestures", "horizontalControls", "leaveHandler", "checksCancel", "pushesFrom",
    "serializesTransitions", "routerSyncsOnPop", "handlesInteractiveDismiss", "scrollViewGestureOverride",
    "disablesEdgeGesture", "deploymentTarget", "navigationControllers", "screen:", "navigation controller '",
    "screen '", "scope: ", "purpose: ", "pushes: ", "presents: ", "none listed",
]


def summary(name, lengths):
    if not lengths:
        return "%s: no messages" % name, False
    median = statistics.median(lengths)
    longest = max(lengths)
    ok = median <= MEDIAN_LIMIT and longest <= LENGTH_LIMIT
    return "%s: %d messages, median %.1f, max %d characters" % (name, len(lengths), median, longest), ok


def key_hits(message):
    return [key for key in DESCRIPTION_KEYS if re.search(r"(?<![A-Za-z])" + re.escape(key), message)]


def examples(folder):
    described, scanned, ok = [], [], True
    for path in sorted(glob.glob(os.path.join(folder, "*.yaml"))):
        lines = open(path, encoding="utf-8").read().split("\n")
        section = None
        for line in lines:
            stripped = line.strip()
            if stripped in ("messages:", "scanMessages:"):
                section = stripped[:-1]
                continue
            match = re.match(r'^\s+- "(.*)"$', line)
            if section and match:
                (described if section == "messages" else scanned).append(match.group(1))
                if section == "scanMessages" and key_hits(match.group(1)):
                    print("%s: scanned message names %s: %s" % (path, ", ".join(key_hits(match.group(1))), match.group(1)))
                    ok = False
                continue
            section = None
    for name, messages in (("description examples", described), ("scanned-code examples", scanned)):
        text, fine = summary(name, [len(m) for m in messages])
        print(text)
        ok = ok and fine
    return ok


def reports(paths):
    every, ok = [], True
    for path in paths:
        findings = json.load(open(path, encoding="utf-8")).get("diagnostics", [])
        lengths = [len(f["message"]) for f in findings]
        seen = {}
        for finding in findings:
            place = (finding["ruleId"], finding["file"], finding["line"])
            seen[place] = seen.get(place, 0) + 1
            hits = key_hits(finding["message"])
            if hits:
                print("  %s:%d: names %s: %s" % (finding["file"], finding["line"], ", ".join(hits), finding["message"]))
                ok = False
        repeated = {place: n for place, n in seen.items() if n > 1}
        text, _ = summary(os.path.basename(path), lengths)
        print("%s; %d (rule, file, line) printed more than once" % (text, len(repeated)))
        for (rule, file, line), n in sorted(repeated.items()):
            print("  %s:%d [%s] %d times" % (file, line, rule, n))
        every += lengths
    text, fine = summary("all reports", every)
    print(text)
    return ok and fine


def main(argv):
    if len(argv) >= 2 and argv[1] == "examples":
        here = os.path.dirname(os.path.abspath(__file__))
        ok = examples(argv[2] if len(argv) > 2 else os.path.join(here, "..", "rules.d"))
    elif len(argv) >= 3 and argv[1] == "reports":
        ok = reports(argv[2:])
    else:
        print(__doc__.strip().split("\n\n")[1])
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
