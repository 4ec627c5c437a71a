#!/usr/bin/env python3
"""Copies a front-end's sources for the Linux harness, rewriting only what Swift without an
Objective-C runtime cannot compile (see Scripts/frontend-harness.sh):

- `@objc` and `@IBInspectable` (which implies `@objc`) are dropped, and `#selector(E)`
  becomes `Selector(E)`;
- members that override a superclass member from an extension (allowed only for `@objc`
  members) move to the end of the body of the class, inside `#sourceLocation` directives
  naming their original file and line (as "FILE (moved)"), so diagnostics point at the real
  lines;
- `private` and `fileprivate` declarations become internal, because a moved member may call
  a private helper of its original file;
- `#available(...)` and `#unavailable(...)` conditions become calls of a file-private
  function that answers from the environment variable HARNESS_IOS_VERSION (for example
  `16.0`): unset, every version is available (the newest OS); set, a condition naming iOS
  holds only if that version is at least the one the condition asks for, and a condition
  that names no iOS version holds (its `*`). So the iOS 16 fallbacks run when the harness
  sets HARNESS_IOS_VERSION=16.0 (see Scripts/frontend-harness.sh).

Usage: frontend-harness-rewrite.py OUTPUT_DIR SOURCE...
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


def line_depths(lines):
    """Brace depth at the start of every line (comments and strings ignored), the masked
    lines, and the bracket depth ( and [ at the end of every line."""
    masked = code_mask("\n".join(lines)).split("\n")
    depths, depth = [], 0
    brackets, open_brackets = [], 0
    for line in masked:
        depths.append(depth)
        depth += line.count("{") - line.count("}")
        open_brackets += line.count("(") + line.count("[") - line.count(")") - line.count("]")
        brackets.append(open_brackets)
    depths.append(depth)
    return depths, masked, brackets


OVERRIDE = re.compile(r"\boverride\b")
EXTENSION = re.compile(r"^\s*(?:public\s+|internal\s+|private\s+|fileprivate\s+)?extension\s+(\w+)\b")
CLASS = re.compile(r"\bclass\s+(\w+)\b")


AVAILABLE = re.compile(r"#(available|unavailable)\(([^)]*)\)")
AVAILABLE_HELPER = """
// Added by Scripts/frontend-harness-rewrite.py: `#available` as the harness's OS version.
private func _harnessAvailable(iOS version: [Int]?) -> Bool {
    guard let version,
        let running = ProcessInfo.processInfo.environment["HARNESS_IOS_VERSION"],
        !running.isEmpty
    else { return true }
    let parts = running.split(separator: ".").map { Int($0) ?? 0 }
    for index in 0..<max(parts.count, version.count) {
        let have = index < parts.count ? parts[index] : 0
        let need = index < version.count ? version[index] : 0
        if have != need { return have > need }
    }
    return true
}
"""


def rewrite_available(text):
    """Turns `#available(iOS 17.0, *)` into `_harnessAvailable(iOS: [17, 0])` (and
    `#unavailable(...)` into its negation); returns the text and whether anything changed."""
    def replace(match):
        kind, arguments = match.group(1), match.group(2)
        ios = re.search(r"\biOS\s+(\d+(?:\.\d+)*)", arguments)
        version = "[%s]" % ", ".join(ios.group(1).split(".")) if ios else "nil"
        call = "_harnessAvailable(iOS: %s)" % version
        return call if kind == "available" else "!" + call
    lines = text.split("\n")
    changed = False
    for index, line in enumerate(lines):
        if line.lstrip().startswith("//"):
            continue
        new = AVAILABLE.sub(replace, line)
        if new != line:
            lines[index] = new
            changed = True
    return "\n".join(lines), changed


def main():
    out_dir, sources = sys.argv[1], sys.argv[2:]
    files = {}
    for path in sources:
        with open(path) as f:
            text = f.read()
        text = re.sub(r"@(?:objc|IBInspectable)\b(?:\([^)]*\))? ?", "", text)
        text = text.replace("#selector(", "Selector(")
        # Moved members may call private helpers of their original file.
        text = re.sub(r"\b(?:file)?private (?=(?:static |final |lazy |override )*(?:func|var|let|init|struct|enum|class)\b)", "", text)
        text, _ = rewrite_available(text)
        files[path] = text.split("\n")

    # Classes declared in the module: name -> (path, opening line).
    classes = {}
    for path, lines in files.items():
        depths, masked, brackets = line_depths(lines)
        for i, line in enumerate(masked):
            m = CLASS.search(line)
            if m and "{" in "".join(masked[i:i + 3]) and not line.strip().startswith("//"):
                if re.search(r"\b(func|var|let)\b", line.split("class")[0]):
                    continue
                classes.setdefault(m.group(1), (path, i))

    moved = {}  # class name -> [(path, first line, lines)]
    for path, lines in files.items():
        depths, masked, brackets = line_depths(lines)
        i = 0
        while i < len(lines):
            m = EXTENSION.match(masked[i])
            if not m or m.group(1) not in classes:
                i += 1
                continue
            base = depths[i]
            start = i
            while "{" not in masked[start]:
                start += 1
            end = start + 1
            while end < len(lines) and depths[end + 1] > base:
                end += 1
            # Members at depth base+1 between start+1 and end-1.
            j = start + 1
            chunk_start = None
            # The `#if` branches the members sit in: per level, the conditions seen so far
            # and the current branch's condition. A moved member keeps its condition.
            conditions = []
            while j < end:
                stripped = masked[j].strip()
                directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", stripped)
                if chunk_start is None and directive:
                    kind, condition = directive.group(1), directive.group(2).strip()
                    if kind == "if":
                        conditions.append(([condition], condition))
                    elif kind == "elseif" and conditions:
                        seen, _ = conditions[-1]
                        branch = " && ".join(["!(%s)" % c for c in seen] + ["(%s)" % condition])
                        conditions[-1] = (seen + [condition], branch)
                    elif kind == "else" and conditions:
                        seen, _ = conditions[-1]
                        conditions[-1] = (seen, " && ".join("!(%s)" % c for c in seen))
                    elif kind == "endif" and conditions:
                        conditions.pop()
                    j += 1
                    continue
                if chunk_start is None:
                    if not stripped or stripped.startswith("#"):
                        if not lines[j].strip().startswith("///"):
                            j += 1
                            continue
                    chunk_start = j
                # A chunk ends where the depth comes back to base+1 after its body.
                body_open = any("{" in masked[k] for k in range(chunk_start, j + 1))
                next_line = masked[j + 1].strip() if j + 1 < len(lines) else ""
                ends = (
                    depths[j + 1] == base + 1 and brackets[j] == 0 and stripped
                    and not stripped.startswith("@"))
                if ends and not body_open and (next_line.startswith("{") or stripped.endswith(("(", ",", "->"))):
                    ends = False
                if ends:
                    decl = " ".join(masked[chunk_start:j + 1])
                    if OVERRIDE.search(decl):
                        condition = " && ".join("(%s)" % branch for _, branch in conditions)
                        moved.setdefault(m.group(1), []).append(
                            (path, chunk_start, lines[chunk_start:j + 1], condition))
                        for k in range(chunk_start, j + 1):
                            lines[k] = ""
                    chunk_start = None
                j += 1
            i = end + 1

    for name, members in moved.items():
        path, opening = classes[name]
        lines = files[path]
        depths, masked, brackets = line_depths(lines)
        k = opening
        while "{" not in masked[k]:
            k += 1
        base = depths[opening]
        close = k + 1
        while depths[close + 1] > base:
            close += 1
        block = []
        for source, first, body, condition in members:
            # " (moved)" keeps the `#fileID` of the directive apart from the copy's own.
            if condition:
                block.append("#if %s" % condition)
            block.append('#sourceLocation(file: "%s (moved)", line: %d)' % (source, first + 1))
            block.extend(body)
            if condition:
                block.append("#sourceLocation()")
                block.append("#endif")
        block.append("#sourceLocation()")
        files[path] = lines[:close] + block + lines[close:]

    os.makedirs(out_dir, exist_ok=True)
    for path, lines in files.items():
        text = "\n".join(lines)
        # After the moves: a moved member may carry a condition into another file.
        if "_harnessAvailable(iOS:" in text:
            text += AVAILABLE_HELPER
        with open(os.path.join(out_dir, os.path.basename(path)), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
