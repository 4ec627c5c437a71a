#!/usr/bin/env python3
"""Writes a front-end harness suite's main.swift: the calls of every check group its files
define, then `finish(SUITE)` (see Scripts/frontend-harness.sh).

A check group is a top-level, internal, argument-free function whose name ends in `Checks`
(`func pagerChecks()`), made of `check(...)` calls; a suite file (`<Topic>Checks.swift`)
defines one or more. The groups run in the order of their files' names, then of their lines.
A group inside `#if` blocks is called inside the same conditions.

The suite does not compile when a group would run nowhere: a suite file that defines no
group, a top-level function named like a group that is private or takes arguments, one named
in another spelling (`…Tests()`, `run…()`), or a main.swift of its own (the suite's groups
are found by name, never listed by hand). Each of these is an error naming the file and line.

Usage: frontend-harness-registry.py SUITE OUTPUT_FILE SUITE_FILE...
"""
import os
import re
import sys


def code_mask(text):
    """The text with comments and string literals blanked (same length), for brace counting."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif text[i] == '"':
            j = i + 1
            depth = 0
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth += 1
                    j += 2
                    continue
                if depth and text[j] == ")":
                    depth -= 1
                elif not depth and text[j] == "\\":
                    j += 2
                    continue
                elif not depth and text[j] == '"':
                    break
                j += 1
            for k in range(i, min(j + 1, n)):
                out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)


FUNC = re.compile(
    r"^\s*(?:@\w+\s+)*(?P<access>(?:private|fileprivate|internal|public|package)\s+)?"
    r"(?:@\w+\s+)*func\s+(?P<name>\w+)\s*(?:<[^>]*>)?\s*\((?P<params>[^)]*)(?P<close>\))?"
)
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b\s*(.*?)\s*$")


def groups_in(path, errors):
    """The check groups of one file, as (name, conditions), in line order."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    masked = code_mask(text).split("\n")
    lines = text.split("\n")
    depth = 0
    # One entry per open `#if`: the conditions of its branches so far.
    branches = []
    found = []
    for number, (line, code) in enumerate(zip(lines, masked), start=1):
        directive = DIRECTIVE.match(code)
        if directive:
            keyword, condition = directive.groups()
            if keyword == "if":
                branches.append([condition])
            elif keyword == "elseif" and branches:
                branches[-1].append(condition)
            elif keyword == "else" and branches:
                branches[-1].append(None)
            elif keyword == "endif" and branches:
                branches.pop()
            continue
        match = FUNC.match(code) if depth == 0 else None
        if match:
            name = match.group("name")
            where = "%s:%d" % (path, number)
            access = (match.group("access") or "").strip()
            takes_arguments = match.group("params").strip() != "" or not match.group("close")
            if name.endswith("Checks") and re.match(r"run[A-Z]", name):
                errors.append(
                    "%s: error: %s: a check group is named for its topic alone, without"
                    " `run` (%s)" % (where, name, name[3].lower() + name[4:])
                )
            elif name.endswith("Checks"):
                if access in ("private", "fileprivate") or takes_arguments:
                    errors.append(
                        "%s: error: %s looks like a check group but is %s, so nothing runs"
                        " it; a group is internal and takes no arguments (or rename the"
                        " helper)" % (where, name, access or "given arguments")
                    )
                else:
                    found.append((name, [conditions(b) for b in branches]))
            elif not takes_arguments and (
                name.endswith("Tests") or re.match(r"run[A-Z]", name)
            ):
                errors.append(
                    "%s: error: %s is named in a spelling nothing runs; name a check group"
                    " …Checks()" % (where, name)
                )
        depth += code.count("{") - code.count("}")
    return found


def conditions(branch):
    """The condition that holds in the last branch of an `#if` chain."""
    *earlier, last = branch
    parts = ["!(%s)" % c for c in earlier]
    if last is not None:
        parts.append("(%s)" % last)
    return " && ".join(parts)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: frontend-harness-registry.py SUITE OUTPUT_FILE SUITE_FILE...")
    suite, output, paths = sys.argv[1], sys.argv[2], sorted(sys.argv[3:])
    errors = []
    calls = []
    for path in paths:
        if os.path.basename(path) == "main.swift":
            errors.append(
                "%s:1: error: the suite's check groups are found by name; this hand-kept"
                " list is not used (delete it)" % path
            )
            continue
        found = groups_in(path, errors)
        if not found:
            errors.append(
                "%s:1: error: defines no check group (a top-level func …Checks()), so its"
                " checks run nowhere" % path
            )
        calls.extend(found)
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    lines = [
        "// Written by Scripts/frontend-harness-registry.py: every check group of the %s"
        " suite, in file order." % suite,
        "",
    ]
    for name, conds in calls:
        for condition in conds:
            lines.append("#if %s" % condition)
        lines.append("%s()" % name)
        lines.extend("#endif" for _ in conds)
    lines.append('finish("%s")' % suite)
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("==> %sTests: %d check groups in %d files" % (suite, len(calls), len(paths)))


main()
