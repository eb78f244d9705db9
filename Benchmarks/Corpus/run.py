#!/usr/bin/env python3
"""Trial corpus: the public protocols of real Swift packages, marked @Mocked and compiled.

For each package in packages.json (a URL, an exact version and the modules to scan), reads the module's
Swift files at that version from the local git mirrors (`git ls-tree`/`git show`, no checkout), copies
every top-level `public protocol` declaration as it is (doc comments dropped), one file per protocol, into
a scratch package that depends on swift-mocking by path and on the corpus package by URL and version,
one target per package (`Corpus_swift_log`), and builds it:

1. plain pass: the copies without `@Mocked`. A protocol that does not compile on its own (it names an
   internal type of its package, say) or whose `#if` is false on this platform is excluded, with the
   reason; repeated until nothing more is excluded.
2. mocked pass: the remaining copies with `@Mocked(compilationCondition: .none)` before `public protocol`.
   Each protocol is then `ok`, `diagnostic` (an error of the macro's at the protocol's own file),
   `conformance` (only the compiler's conformance errors at the mock's declaration that troubleshooting.md
   documents: a parent the macro cannot see, a placeholder or associated type that does not fit),
   `expanded-error` (any other error in macro-expanded code: the bad case), `no-mock` (the file's `extension PMock {}` finds
   no mock) or `other-error` (another error at the protocol's own file).

Every build is `flock LOCK swift build --package-path DIR --target T`, one target at a time, so that
builds on a shared machine never overlap and one target's errors never stop another's build. The corpus
targets compile with `-diagnostic-style llvm` (one `file:line:col: error:` line per diagnostic, expanded
code named `@__swiftmacro_...`) and `-disable-batch-mode` (one frontend job per file, so an error in one
protocol's mock cannot hide the SIL-stage diagnostics, such as data-race checks, of another's).

swift-mocking is built from a copy in WORKDIR/swift-mocking, taken when the run starts (the checkout may be
edited meanwhile; if the copy does not compile, the run waits and copies again).

    python3 Benchmarks/Corpus/run.py [--workdir /tmp/swift-mocking-corpus] [--package-path REPO]
                                     [--revision REV] [--packages packages.json] [--only swift-log,sql-kit]
                                     [--lock FILE] [--extract-only]

Prints a table per package and the total, writes the details to WORKDIR/report.md, and always exits 0;
the last line it prints is `expanded errors: N`.
"""
import argparse
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MIRRORS = "/opt/swift-packages"
MOCKED = "@Mocked(compilationCondition: .none)"
INACTIVE = "corpus: inactive on this platform"

# ---------------------------------------------------------------------------------------------------------
# Reading Swift source: a lexer just good enough to find top-level declarations. It knows comments (nested
# block comments too), string literals (multi-line, raw, with interpolations holding strings of their own),
# attributes, identifiers, brackets and `#if` directives; everything else is one-character punctuation.
# ---------------------------------------------------------------------------------------------------------

IDENT = re.compile(r"[A-Za-z_\u0080-\uffff$][\w\u0080-\uffff$]*|`[^`\n]*`|\d[\w.]*")
DIRECTIVES = ("if", "elseif", "else", "endif")


class Token:
    __slots__ = ("kind", "start", "end", "text")

    def __init__(self, kind, start, end, text):
        self.kind, self.start, self.end, self.text = kind, start, end, text

    def __repr__(self):
        return f"{self.kind}:{self.text!r}"


def skip_string(src, i):
    """src[i:] starts a string literal (after any raw-string #s are counted from i); returns its end."""
    hashes = 0
    while src.startswith("#", i + hashes):
        hashes += 1
    j = i + hashes
    multiline = src.startswith('"""', j)
    j += 3 if multiline else 1
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(src)
    while j < n:
        if src.startswith(escape, j):
            j += len(escape)
            if j < n and src[j] == "(":
                j = skip_group(src, j)
            else:
                j += 1
        elif src.startswith(close, j):
            return j + len(close)
        elif not multiline and src[j] == "\n":
            return j  # unterminated: stop at the line's end
        else:
            j += 1
    return n


def skip_group(src, i):
    """src[i] is an opening bracket; returns the index after its match."""
    depth = 0
    for token in lex(src, i):
        if token.kind == "punct":
            if token.text in "([{":
                depth += 1
            elif token.text in ")]}":
                depth -= 1
                if depth == 0:
                    return token.end
    return len(src)


def skip_block_comment(src, i):
    depth, j, n = 0, i, len(src)
    while j < n:
        if src.startswith("/*", j):
            depth += 1
            j += 2
        elif src.startswith("*/", j):
            depth -= 1
            j += 2
            if depth == 0:
                return j
        else:
            j += 1
    return n


def lex(src, i=0):
    """Yields the tokens of src from index i (whitespace left out)."""
    n = len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\n\f\v":
            i += 1
        elif src.startswith("//", i):
            end = src.find("\n", i)
            end = n if end < 0 else end
            doc = src.startswith("///", i) and not src.startswith("////", i)
            yield Token("doc" if doc else "comment", i, end, src[i:end])
            i = end
        elif src.startswith("/*", i):
            end = skip_block_comment(src, i)
            doc = src.startswith("/**", i) and not src.startswith("/**/", i) and not src.startswith("/***", i)
            yield Token("doc" if doc else "comment", i, end, src[i:end])
            i = end
        elif c == '"' or (c == "#" and re.match(r"#+\"", src[i:i + 16])):
            end = skip_string(src, i)
            yield Token("string", i, end, src[i:end])
            i = end
        elif c == "#":
            m = IDENT.match(src, i + 1)
            if m and m.group() in DIRECTIVES:
                end = src.find("\n", i)
                end = n if end < 0 else end
                yield Token("directive", i, end, src[i:end])
                i = end
            elif m:
                yield Token("ident", i, m.end(), src[i:m.end()])
                i = m.end()
            else:
                yield Token("punct", i, i + 1, c)
                i += 1
        elif c == "@":
            m = IDENT.match(src, i + 1)
            end = m.end() if m else i + 1
            yield Token("attr", i, end, src[i:end])
            i = end
        else:
            m = IDENT.match(src, i)
            if m:
                yield Token("ident", i, m.end(), m.group())
                i = m.end()
            else:
                yield Token("punct", i, i + 1, c)
                i += 1


def directive_parts(text):
    """'#elseif os(Linux) // note' -> ('elseif', 'os(Linux)')."""
    m = re.match(r"#(\w+)\s*(.*)", text, re.S)
    condition = re.sub(r"//.*$", "", m.group(2)).strip()
    condition = re.sub(r"/\*.*?\*/", "", condition).strip()
    return m.group(1), condition


def condition_of(stack):
    """The condition under which code at this point of the #if nesting is compiled, or None."""
    parts = []
    for previous, current in stack:
        parts += [f"!({p})" for p in previous]
        if current is not None:
            parts.append(f"({current})" if len(stack) > 1 or previous else current)
    return " && ".join(parts) if parts else None


MODIFIERS = {"public", "open", "package", "internal", "fileprivate", "private", "nonisolated", "final"}
KEPT_IMPORT_ATTRIBUTES = ("@preconcurrency", "@_spi")


def top_level_items(src):
    """Top-level tokens of src, each bracketed group one item ('group'), with comments left out and
    the #if directives at top level kept. Returns (items, all tokens)."""
    tokens = list(lex(src))
    items, stack = [], []
    for token in tokens:
        if token.kind in ("comment", "doc"):
            continue
        if token.kind == "punct" and token.text in "([{":
            stack.append(token)
            continue
        if token.kind == "punct" and token.text in ")]}":
            if stack:
                opener = stack.pop()
                if not stack:
                    items.append(Token("group", opener.start, token.end, opener.text))
            continue
        if not stack:
            items.append(token)
    return items, tokens


def declaration_start(items, k):
    """Index of the first attribute or modifier of the declaration whose keyword is items[k]."""
    j = k - 1
    while j >= 0:
        item = items[j]
        if item.kind == "ident" and item.text in MODIFIERS:
            j -= 1
        elif item.kind == "attr":
            j -= 1
        elif item.kind == "group" and item.text == "(" and j > 0 and items[j - 1].kind == "attr":
            j -= 1
        else:
            break
    return j + 1


def line_of(src, offset):
    return src.count("\n", 0, offset) + 1


def drop_doc_comments(src, start, end, tokens, insertions):
    """src[start:end] without its doc comments (a line holding only a doc comment goes entirely), with
    insertions [(offset, text)] made."""
    edits = [(offset, offset, text) for offset, text in insertions]
    for token in tokens:
        if token.kind != "doc" or token.start < start or token.end > end:
            continue
        a, b = token.start, token.end
        line_start = src.rfind("\n", 0, a) + 1
        line_end = src.find("\n", b)
        line_end = len(src) if line_end < 0 else line_end
        if not src[max(line_start, start):a].strip() and not src[b:line_end].strip():
            a = max(line_start, start)
            b = min(line_end + 1, end)
        edits.append((a, b, ""))
    text = src[start:end]
    for a, b, replacement in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:a - start] + replacement + text[b - start:]
    return text


def extract(src):
    """Returns (protocols, imports) of one Swift file: protocols as dicts (name, line, condition, plain
    text, mocked text, public), imports as (condition, statement)."""
    items, tokens = top_level_items(src)
    protocols, imports, stack = [], [], []
    for k, item in enumerate(items):
        if item.kind == "directive":
            keyword, condition = directive_parts(item.text)
            if keyword == "if":
                stack.append(([], condition))
            elif keyword in ("elseif", "else") and stack:
                previous, current = stack.pop()
                stack.append((previous + [current], condition if keyword == "elseif" else None))
            elif keyword == "endif" and stack:
                stack.pop()
            continue
        if item.kind != "ident":
            continue
        if item.text == "import":
            first = declaration_start(items, k)
            line_end = src.find("\n", item.end)
            line_end = len(src) if line_end < 0 else line_end
            rest = re.sub(r"//.*$|/\*.*?\*/", "", src[item.end:line_end]).strip()
            attributes = []
            for j in range(first, k):
                if items[j].kind == "attr" and items[j].text.startswith(KEPT_IMPORT_ATTRIBUTES):
                    attribute = items[j].text
                    if j + 1 < k and items[j + 1].kind == "group":
                        attribute += src[items[j + 1].start:items[j + 1].end]
                    attributes.append(attribute)
            imports.append((condition_of(stack), " ".join(attributes + ["import " + rest])))
            continue
        if item.text != "protocol" or k + 1 >= len(items) or items[k + 1].kind != "ident":
            continue
        if k > 0 and items[k - 1].kind == "ident" and items[k - 1].text == "import":
            continue  # `import protocol NIOCore.EventLoopGroup`
        first = declaration_start(items, k)
        modifiers = [i.text for i in items[first:k] if i.kind == "ident"]
        body = next((j for j in range(k + 2, len(items))
                     if items[j].kind == "group" and items[j].text == "{"), None)
        if body is None:
            continue
        # @Mocked goes before the first modifier (after the attributes).
        anchor = next((items[j] for j in range(first, k + 1)
                       if items[j].kind == "ident"), item)
        line_start = src.rfind("\n", 0, anchor.start) + 1
        indent = src[line_start:anchor.start]
        insertion = MOCKED + ("\n" + indent if not indent.strip() else " ")
        start, end = items[first].start, items[body].end
        protocols.append({
            "name": items[k + 1].text.strip("`"),
            "line": line_of(src, item.start),
            "condition": condition_of(stack),
            "public": "public" in modifiers or "open" in modifiers,
            "plain": drop_doc_comments(src, start, end, tokens, []),
            "mocked": drop_doc_comments(src, start, end, tokens, [(anchor.start, insertion)]),
        })
    return protocols, imports


# ---------------------------------------------------------------------------------------------------------
# The swift-mocking under test: a copy, so that one run tests one state of a checkout that may be edited
# while it runs
# ---------------------------------------------------------------------------------------------------------

def skipped(name):
    return name.startswith((".build", ".git", ".swiftpm")) or name == "Package.resolved"


def sync_tree(source, destination):
    """Makes destination a copy of source, writing only the files that differ (so that builds stay
    incremental) and deleting the ones source no longer has."""
    wanted = set()
    for directory, subdirectories, files in os.walk(source):
        subdirectories[:] = [d for d in subdirectories if not skipped(d)]
        relative = os.path.relpath(directory, source)
        os.makedirs(os.path.join(destination, relative), exist_ok=True)
        wanted.add(os.path.normpath(relative))
        for name in files:
            if skipped(name):
                continue
            a, b = os.path.join(directory, name), os.path.join(destination, relative, name)
            wanted.add(os.path.normpath(os.path.join(relative, name)))
            if not os.path.exists(b) or not filecmp.cmp(a, b, shallow=False):
                shutil.copyfile(a, b)
    for directory, subdirectories, files in os.walk(destination, topdown=False):
        relative = os.path.relpath(directory, destination)
        for name in files + subdirectories:
            path = os.path.normpath(os.path.join(relative, name))
            if path not in wanted and not skipped(name):
                full = os.path.join(destination, path)
                shutil.rmtree(full) if os.path.isdir(full) else os.remove(full)


def take_snapshot(args):
    """Copies --package-path's work tree (or --revision of it) to WORKDIR/swift-mocking; returns a
    description of what was copied."""
    if args.no_snapshot:
        args.mocking_dir = os.path.abspath(args.package_path)
        return f"{args.mocking_dir} ({git_describe(args.package_path)}), built in place"
    args.mocking_dir = os.path.join(args.workdir, "swift-mocking")
    if args.revision:
        export = os.path.join(args.workdir, ".export")
        shutil.rmtree(export, ignore_errors=True)
        os.makedirs(export)
        archive = subprocess.run(["git", "-C", args.package_path, "archive", args.revision],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", export], input=archive, check=True)
        sync_tree(export, args.mocking_dir)
        shutil.rmtree(export)
        commit = git(args.package_path, "rev-parse", "--short", args.revision).strip()
        return f"commit {commit} of {os.path.abspath(args.package_path)}"
    sync_tree(args.package_path, args.mocking_dir)
    return (f"the work tree of {os.path.abspath(args.package_path)} ({git_describe(args.package_path)}), "
            f"copied at {time.strftime('%H:%M:%S')}")


# ---------------------------------------------------------------------------------------------------------
# Packages
# ---------------------------------------------------------------------------------------------------------

def identity(url):
    return url.rstrip("/").split("/")[-1].removesuffix(".git").lower()


def mirror(url):
    owner, name = url.rstrip("/").removesuffix(".git").split("/")[-2:]
    for candidate in (f"{owner}/{name}.git", f"{owner.lower()}/{name.lower()}.git"):
        path = os.path.join(MIRRORS, candidate)
        if os.path.isdir(path):
            return path
    raise SystemExit(f"no local mirror of {url} under {MIRRORS}")


def git(repository, *arguments):
    return subprocess.run(["git", "-C", repository, *arguments], check=True, capture_output=True,
                          text=True, errors="replace").stdout


def load_package(entry):
    """Reads the package's modules at its version and returns its protocols (each a dict)."""
    repository = mirror(entry["url"])
    version = entry["version"]
    protocols = []
    for module in entry["modules"]:
        path = module.get("path", "Sources/" + module["name"])
        files = git(repository, "ls-tree", "-r", "--name-only", version, "--", path + "/").split("\n")
        for file in sorted(f for f in files if f.endswith(".swift")):
            src = git(repository, "show", f"{version}:{file}")
            found, imports = extract(src)
            imports = [(c, s) for c, s in imports if not re.fullmatch(r"(@\S+\s+)*import\s+" + module["name"], s)]
            for protocol in found:
                protocol.update(module=module["name"], file=file, imports=imports)
                protocols.append(protocol)
    return protocols


def target_name(entry):
    return "Corpus_" + re.sub(r"\W", "_", identity(entry["url"]))


def write_manifest(workdir, package_path, entries):
    """Package.swift of the scratch package (written only when it changes)."""
    mocking = os.path.basename(os.path.abspath(package_path))
    dependencies = [f'        .package(path: "{os.path.abspath(package_path)}"),']
    targets = []
    for entry in entries:
        dependencies.append(f'        .package(url: "{entry["url"]}", exact: "{entry["version"]}"),')
        products = sorted({m.get("product", m["name"]) for m in entry["modules"]})
        deps = [f'.product(name: "Mocking", package: "{mocking}")']
        deps += [f'.product(name: "{p}", package: "{identity(entry["url"])}")' for p in products]
        # The package's own settings that change what its declarations mean (availability macros such as
        # `@available(hummingbird 2.0, *)`, NonisolatedNonsendingByDefault), as Swift expressions.
        settings = "".join(f" + [{setting}]" for setting in entry.get("swiftSettings", []))
        targets.append(f'        .target(\n            name: "{target_name(entry)}",\n'
                       f'            dependencies: [{", ".join(deps)}],\n'
                       f'            swiftSettings: corpusSettings{settings}\n        ),')
    text = "\n".join([
        "// swift-tools-version: 6.0",
        "// Written by Benchmarks/Corpus/run.py of swift-mocking; rewritten on every run.",
        "import PackageDescription",
        "",
        "let corpusSettings: [SwiftSetting] = [",
        '    .unsafeFlags(["-diagnostic-style", "llvm", "-disable-batch-mode", "-continue-building-after-errors"])',
        "]",
        "",
        "let package = Package(",
        '    name: "swift-mocking-corpus",',
        "    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],",
        "    dependencies: [",
        *dependencies,
        "    ],",
        "    targets: [",
        *targets,
        "    ],",
        "    swiftLanguageModes: [.v6]",
        ")",
        "",
    ])
    path = os.path.join(workdir, "Package.swift")
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as f:
            f.write(text)


def file_name(protocol):
    return f"{protocol['module']}_{protocol['name']}{protocol.get('suffix', '')}.swift"


def protocol_file(entry, protocol, mocked):
    lines = [f"// {protocol['file']}:{protocol['line']} of {entry['url']} {entry['version']}, "
             f"copied by Benchmarks/Corpus/run.py of swift-mocking.",
             "import Mocking"]
    lines += [f"import {m['name']}" for m in entry["modules"]]
    for condition, statement in protocol["imports"]:
        lines += [f"#if {condition}", statement, "#endif"] if condition else [statement]
    lines.append("")
    text = protocol["mocked" if mocked else "plain"]
    if protocol["condition"]:
        lines.append(f"#if {protocol['condition']}")
    lines.append(text)
    protocol["check_line"] = None
    if mocked:  # "cannot find type" here if the macro wrote no mock
        lines.append("")
        protocol["check_line"] = len("\n".join(lines).split("\n")) + 1
        lines.append(f"extension {protocol['name']}Mock {{}}")
    if protocol["condition"]:
        lines += ["#else", f'#warning("{INACTIVE}")', "#endif"]
    return "\n".join(lines) + "\n"


def write_sources(workdir, entry, protocols, mocked):
    """Writes the target's files anew (so that every one is compiled again and reports again)."""
    directory = os.path.join(workdir, "Sources", target_name(entry))
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    for protocol in protocols:
        with open(os.path.join(directory, file_name(protocol)), "w") as f:
            f.write(protocol_file(entry, protocol, mocked))
    if not protocols:  # a target needs a source file
        with open(os.path.join(directory, "Empty.swift"), "w") as f:
            f.write("// No protocols left.\n")


# ---------------------------------------------------------------------------------------------------------
# Building and reading diagnostics
# ---------------------------------------------------------------------------------------------------------

DIAGNOSTIC = re.compile(r"^(?P<path>/[^:\n]*|[^\s:][^:\n]*):(?P<line>\d+):(?P<col>\d+): "
                        r"(?P<severity>error|warning|note): (?P<message>.*)$")
MACRO_MESSAGE = re.compile(r"@Mock|Mocked|Mockable|backing propert")


def build(workdir, lock, target, log):
    """`flock LOCK swift build --package-path WORKDIR --target TARGET`; returns the exit status, the output
    and the seconds the build took once it held the lock."""
    swift_build = ["swift", "build", "--package-path", workdir, "--target", target]
    # The shell notes when the lock is held, so that waiting for another build is not counted.
    command = ["flock", lock, "sh", "-c", 'echo "lock held at $(date +%s.%N)"; exec "$@"', "sh", *swift_build]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            errors="replace")
    ended = time.time()
    held = re.search(r"^lock held at ([\d.]+)", result.stdout, re.M)
    seconds = ended - float(held.group(1)) if held else 0.0
    with open(log, "w") as f:
        f.write(f"$ flock {lock} {' '.join(swift_build)}\n{result.stdout}\n"
                f"exit status {result.returncode}, {seconds:.0f} s holding the lock\n")
    return result.returncode, result.stdout, seconds


def diagnostics(output):
    """Errors and warnings, each with the notes that follow it, without duplicates. The compiler may print
    a diagnostic twice, its notes after one of the two only: a repeat's notes join the first's."""
    found, first, last = [], {}, None
    for line in output.splitlines():
        m = DIAGNOSTIC.match(line.strip())
        if not m:
            continue
        d = m.groupdict()
        d["line"], d["col"] = int(d["line"]), int(d["col"])
        if d["severity"] == "note":
            if last is not None and d not in last["notes"]:
                last["notes"].append(d)
            continue
        key = (d["path"], d["line"], d["col"], d["message"])
        if key in first:
            last = first[key]
            continue
        d["notes"] = []
        first[key] = d
        found.append(d)
        last = d
    return found


def is_expansion(path):
    return "@__swiftmacro_" in os.path.basename(path)


def attribute(diagnostic, by_file, by_name):
    """The protocol a diagnostic belongs to, and whether it is in expanded code."""
    path = diagnostic["path"]
    if not is_expansion(path):
        return by_file.get(os.path.realpath(path)), False
    for note in diagnostic["notes"]:
        if "in expansion of macro" in note["message"] and note["path"] in by_file:
            return by_file[note["path"]], True
    for note in diagnostic["notes"]:
        real = os.path.realpath(note["path"])
        if real in by_file:
            return by_file[real], True
    # @__swiftmacro_<len><Module><len><Protocol>6MockedfMp_.swift: the longest protocol name it spells.
    mangled = os.path.basename(path)
    matches = [p for name, p in by_name.items() if f"{len(name)}{name}" in mangled]
    return (max(matches, key=lambda p: len(p["name"])) if matches else None), True


def expansion_line(path, line):
    try:
        with open(path, errors="replace") as f:
            return f.read().splitlines()[line - 1].strip()
    except (OSError, IndexError):
        return None


def run_pass(args, entry, protocols, mocked, logs, label):
    write_sources(args.workdir, entry, protocols, mocked)
    workdir, target = args.workdir, target_name(entry)
    seconds = 0.0
    for attempt in range(1, args.retries + 2):
        mocking = os.path.realpath(args.mocking_dir) + os.sep
        status, output, took = build(workdir, args.lock, target, os.path.join(logs, f"{target}-{label}.log"))
        seconds += took
        # swift-mocking itself may be half-edited while this runs: wait for it, then build again.
        broken = next((describe(d) for d in diagnostics(output) if d["severity"] == "error"
                       and os.path.realpath(d["path"]).startswith(mocking)), None)
        broken = broken or next((line.strip() for line in output.splitlines()
                                 if line.startswith("error:") and mocking in line), None)
        if broken is None or attempt > args.retries:
            break
        print(f"    swift-mocking does not build ({broken}); copying it again in {args.retry_wait} s", flush=True)
        time.sleep(args.retry_wait)
        args.snapshots.append(take_snapshot(args))
    directory = os.path.realpath(os.path.join(workdir, "Sources", target))
    by_file = {os.path.join(directory, file_name(p)): p for p in protocols}
    by_name = {p["name"]: p for p in protocols}
    for p in protocols:
        p["errors"], p["warnings"], p["inactive"] = [], [], False
    stray = []
    for d in diagnostics(output):
        protocol, expanded = attribute(d, by_file, by_name)
        d["expanded"] = expanded
        if expanded:
            d["source"] = expansion_line(d["path"], d["line"])
        if protocol is None:
            if d["severity"] == "error":
                stray.append(d)
            continue
        if d["severity"] == "warning" and d["message"] == INACTIVE:
            protocol["inactive"] = True
        elif not expanded and d["line"] == protocol.get("check_line") and "cannot find type" not in d["message"]:
            continue  # the mock exists; the check only trips on it (it is unavailable, say)
        else:
            protocol["errors" if d["severity"] == "error" else "warnings"].append(d)
    return status, output, seconds, stray


def useful_notes(d):
    """The notes that say more than where the macro was expanded, e.g. which requirement is missing."""
    return [f"{os.path.basename(n['path'])}:{n['line']}: {n['message']}" for n in d["notes"]
            if "in expansion of macro" not in n["message"] and "add stubs" not in n["message"]]


def hint(d, mocked_names, own=None):
    """For "type 'PMock' does not conform to protocol 'Q'": whether Q is one of this target's @Mocked
    protocols, or a protocol the macro sees no requirements of (from another module, or the standard
    library)."""
    m = re.match(r"type '\w+Mock\b[^']*' does not conform to protocol '([\w.]+)'", d["message"])
    if not m:
        return None
    name = m.group(1)
    if name == own:
        return "the mock does not conform to its own protocol"
    for note in d["notes"]:
        shadowed = re.search(r"default type '.*' for associated type .* does not conform to '(\w+)'", note["message"])
        if shadowed and shadowed.group(1) in mocked_names:
            # The copy shadows the original protocol, but the original's concrete default type conforms
            # to the original: an artifact of the corpus, not a fault of the macro.
            return (f"refines @Mocked '{name}'; likely a corpus artifact: the default type of an associated "
                    f"type conforms to the original '{shadowed.group(1)}', not to its copy")
    return (f"refines @Mocked '{name}'" if name in mocked_names
            else f"refines '{name}', which is not @Mocked here")


def describe(d, source=True):
    """file:line:col: severity: message, and the generated line it points at (`source`)."""
    text = f"{os.path.basename(d['path'])}:{d['line']}:{d['col']}: {d['severity']}: {d['message']}"
    if source and d.get("source"):
        text += f"  [generated line: {d['source']}]"
    return text


MOCK_DECLARATION = re.compile(r"\b(class|actor)\s+\w+Mock\b")
NOT_CONFORMING = re.compile(r"type '([^']+)' does not conform to protocol '([\w.]+)'")
# The conformance checker's words on a candidate it rejected, naming the protocol or not.
REJECTED_CANDIDATE = re.compile(r"from those required by protocol '([\w.]+)'|cannot be satisfied by")
# Notes of the documented cases of a `@Mocked` parent: an associated type with no type (none fits, the
# child's generic parameter lacks the parent's constraints, a copy's default type), or a default that clashes.
DOCUMENTED_NOTES = ("protocol requires nested type", "possibly intended match", "default type", "multiple matching")


def conformance_kind(error, mocked_names, own):
    """For an error in expanded code: "parent" for the compiler's conformance error that troubleshooting.md
    documents (a parent the macro cannot see; a placeholder or an associated type that does not fit);
    "checker" for a candidate the conformance checker rejected and "consequence" for a `@Mocked` parent's
    conformance failing otherwise, both fine only beside a "parent"; None for anything else (a fault of the
    macro's)."""
    if not (error.get("source") and MOCK_DECLARATION.search(error["source"])):
        return None
    m = NOT_CONFORMING.search(error["message"])
    if m:
        subject, parent = m.groups()
        if subject == "Any" or subject.startswith("any "):
            return "parent"  # a placeholder that a protocol in between constrains further
        if parent == own:
            return None
        if parent not in mocked_names:
            return "parent"
        notes = " ".join(n["message"] for n in error["notes"])
        # Otherwise a `@Mocked` parent's conformance fails only as a consequence of another parent's.
        return "parent" if any(text in notes for text in DOCUMENTED_NOTES) else "consequence"
    m = REJECTED_CANDIDATE.search(error["message"])
    if m and m.group(1) not in mocked_names | {own}:
        return "checker"
    return None


def classify(protocol, mocked_names):
    errors = protocol["errors"]
    expanded = [e for e in errors if e["expanded"]]
    if expanded:
        kinds = [conformance_kind(e, mocked_names, protocol["name"]) for e in expanded]
        return "conformance" if None not in kinds and "parent" in kinds else "expanded-error"
    if any(MACRO_MESSAGE.search(e["message"]) for e in errors):
        return "diagnostic"
    if any(f"'{protocol['name']}Mock'" in e["message"] for e in errors):
        return "no-mock"
    if errors:
        return "other-error"
    return "ok"


def process(entry, args, logs, durations):
    """Runs the plain passes and the mocked pass of one package; returns its result."""
    protocols = load_package(entry)
    result = {"entry": entry, "found": len(protocols), "excluded": [], "protocols": [], "failure": None}
    kept, names = [], {}
    for p in protocols:
        if not p["public"]:
            continue  # `protocol` after `internal`/`package`: not part of the corpus
        others = names.setdefault(p["name"], [])
        if any(o["condition"] == p["condition"] for o in others):
            result["excluded"].append((p, "a protocol of the same name was copied already"))
            continue
        # The same name in another branch of an #if: a file of its own; the inactive one is excluded below.
        p["suffix"] = f"_{len(others) + 1}" if others else ""
        others.append(p)
        kept.append(p)
    result["found"] = len(kept) + len([e for e in result["excluded"]])
    target = target_name(entry)
    for attempt in range(1, 5):
        status, output, seconds, stray = run_pass(args, entry, kept, False, logs, f"plain{attempt}")
        durations.append((f"{target} plain {attempt}", seconds))
        failing = [p for p in kept if p["errors"] or p["inactive"]]
        for p in failing:
            reason = (f"#if {p['condition']} is false here" if p["inactive"]
                      else "does not compile without @Mocked: " + describe(p["errors"][0]))
            result["excluded"].append((p, reason))
        kept = [p for p in kept if p not in failing]
        if status != 0 and not failing:
            result["failure"] = ("the plain build failed: " + (describe(stray[0]) if stray else
                                 "\n".join(output.strip().splitlines()[-15:])))
            return result
        if status == 0:
            break
    status, output, seconds, stray = run_pass(args, entry, kept, True, logs, "mocked")
    durations.append((f"{target} mocked", seconds))
    for p in kept:
        p["class"] = classify(p, {q["name"] for q in kept})
    result["protocols"] = kept
    result["stray"] = stray
    if status != 0 and not any(p["errors"] for p in kept):
        result["failure"] = ("the mocked build failed outside the protocols: " + (describe(stray[0]) if stray
                             else "\n".join(output.strip().splitlines()[-15:])))
        for p in kept:
            p["class"] = "not built"
    return result


# ---------------------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------------------

CLASSES = ["ok", "diagnostic", "conformance", "expanded-error", "no-mock", "other-error"]


def table(results):
    header = ["package", "protocols", *CLASSES, "excluded"]
    rows, total = [], [0] * (len(header) - 1)
    for r in results:
        counts = [sum(1 for p in r["protocols"] if p["class"] == c) for c in CLASSES]
        row = [r["found"], *counts, len(r["excluded"])]
        total = [a + b for a, b in zip(total, row)]
        name = f"{identity(r['entry']['url'])} {r['entry']['version']}" + (" (FAILED)" if r["failure"] else "")
        rows.append([name, *row])
    rows.append(["total", *total])
    return header, rows


def markdown_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "| --- |" + " ---: |" * (len(header) - 1)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def text_table(header, rows):
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    fmt = lambda row: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                for i, (c, w) in enumerate(zip(row, widths)))
    return "\n".join([fmt(header), *[fmt(r) for r in rows]])


def report(results, durations, args, path):
    header, rows = table(results)
    out = ["# swift-mocking trial corpus", "",
           f"{time.strftime('%Y-%m-%d %H:%M')}, `python3 Benchmarks/Corpus/run.py`; swift-mocking tested: "
           + "; then ".join(args.snapshots) + ".", "",
           markdown_table(header, rows), ""]
    for cls in ["expanded-error", "conformance", "diagnostic", "no-mock", "other-error"]:
        failing = [(r, p) for r in results for p in r["protocols"] if p["class"] == cls]
        out += [f"## {cls} ({len(failing)})", ""]
        for r, p in failing:
            mocked_names = {q["name"] for q in r["protocols"]}
            out.append(f"- `{p['name']}` ({identity(r['entry']['url'])}, {p['file']}:{p['line']}), "
                       f"{len(p['errors'])} error(s):")
            seen = set()
            for e in sorted(p["errors"], key=lambda e: not e["expanded"]):
                if e["message"] in seen or len(seen) == 6:
                    continue
                seen.add(e["message"])
                tag = hint(e, mocked_names, p["name"])
                out.append(f"  - `{describe(e, source=False)}`" + (f" ({tag})" if tag else ""))
                if e.get("source"):
                    out.append(f"    - generated line: `{e['source']}`")
                out += [f"    - note: `{n}`" for n in useful_notes(e)[:3]]
        out.append("")
    warned = [(r, p, w) for r in results for p in r["protocols"] for w in p["warnings"] if w["expanded"]]
    out += [f"## Warnings in expanded code ({len(warned)})", ""]
    out += [f"- `{p['name']}` ({identity(r['entry']['url'])}): `{describe(w)}`" for r, p, w in warned]
    out += ["", f"## Excluded ({sum(len(r['excluded']) for r in results)})", ""]
    for r in results:
        for p, reason in r["excluded"]:
            out.append(f"- `{p['name']}` ({identity(r['entry']['url'])}, {p['file']}:{p['line']}): {reason}")
    failures = [r for r in results if r["failure"]]
    if failures:
        out += ["", "## Packages that did not build", ""]
        for r in failures:
            out += [f"- {identity(r['entry']['url'])}:", "", "```", r["failure"], "```"]
    out += ["", "## Builds", "", "| build | seconds |", "| --- | ---: |"]
    out += [f"| {name} | {seconds:.0f} |" for name, seconds in durations]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def git_describe(path):
    try:
        head = git(path, "rev-parse", "--short", "HEAD").strip()
        dirty = git(path, "status", "--porcelain", "--", "Sources").strip()
        return head + (", with uncommitted changes in Sources" if dirty else "")
    except subprocess.CalledProcessError:
        return "not a git checkout"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workdir", default="/tmp/swift-mocking-corpus", help="the scratch package")
    parser.add_argument("--package-path", default=ROOT, help="the swift-mocking checkout to test")
    parser.add_argument("--packages", default=os.path.join(HERE, "packages.json"))
    parser.add_argument("--only", help="comma-separated package names (the URL's last component)")
    parser.add_argument("--lock", default="/tmp/swift-build.lock", help="flock file every build holds")
    parser.add_argument("--revision", help="test this commit of --package-path instead of its work tree")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="build --package-path in place instead of a copy in WORKDIR/swift-mocking")
    parser.add_argument("--retries", type=int, default=5,
                        help="copies and builds again this many times while swift-mocking's own sources fail "
                             "to compile (it may be mid-edit)")
    parser.add_argument("--retry-wait", type=int, default=60, help="seconds to wait before copying it again")
    parser.add_argument("--extract-only", action="store_true", help="print the protocols found, build nothing")
    args = parser.parse_args()

    with open(args.packages) as f:
        entries = json.load(f)
    if args.only:
        wanted = {n.strip().lower() for n in args.only.split(",")}
        entries = [e for e in entries if identity(e["url"]) in wanted]

    if args.extract_only:
        for entry in entries:
            for p in load_package(entry):
                flags = ("" if p["public"] else " (not public)") + (f" #if {p['condition']}" if p["condition"] else "")
                print(f"{identity(entry['url'])}: {p['module']}.{p['name']} {p['file']}:{p['line']}{flags}")
        return 0

    os.makedirs(args.workdir, exist_ok=True)
    logs = os.path.join(args.workdir, "logs")
    os.makedirs(logs, exist_ok=True)
    # Sources of targets no longer listed would break the manifest's targets; start from the listed ones.
    shutil.rmtree(os.path.join(args.workdir, "Sources"), ignore_errors=True)
    for entry in entries:
        write_sources(args.workdir, entry, [], False)
    args.snapshots = [take_snapshot(args)]
    write_manifest(args.workdir, args.mocking_dir, entries)

    started = time.monotonic()
    results, durations = [], []
    for entry in entries:
        print(f"{identity(entry['url'])} {entry['version']} ...", flush=True)
        result = process(entry, args, logs, durations)
        results.append(result)
        counts = {c: sum(1 for p in result["protocols"] if p["class"] == c) for c in CLASSES}
        print(f"    {counts}, excluded {len(result['excluded'])}"
              + (f", FAILED: {result['failure'].splitlines()[0]}" if result["failure"] else ""), flush=True)
    elapsed = time.monotonic() - started

    header, rows = table(results)
    print()
    print(text_table(header, rows))
    path = os.path.join(args.workdir, "report.md")
    report(results, durations, args, path)
    print()
    expanded = [(r, p) for r in results for p in r["protocols"] if p["class"] == "expanded-error"]
    for r, p in expanded:
        first = next(e for e in p["errors"] if e["expanded"])
        note = next(iter(useful_notes(first)), None)
        tag = hint(first, {q["name"] for q in r["protocols"]}, p["name"])
        print(f"expanded-error: {p['name']} ({identity(r['entry']['url'])}): {describe(first, source=False)}"
              + (f" ({tag})" if tag else "") + (f"; note: {note}" if note else "")
              + (f"; generated line: {first['source']}" if first.get("source") else ""))
    conformance = sum(1 for r in results for p in r["protocols"] if p["class"] == "conformance")
    print(f"builds took {elapsed:.0f} s; details in {path}; build logs in {logs}")
    print(f"conformance errors at the mock: {conformance} protocol(s), each with its cause in {path}")
    print(f"expanded errors: {len(expanded)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
