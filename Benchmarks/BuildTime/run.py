#!/usr/bin/env python3
"""Build-time benchmark of swift-mocking.

Generates a package with K protocols of M mixed requirements each (default 40 x 8) in three variants,
each its own module: the protocols alone, the protocols with hand-written thread-safe mocks, and the
protocols marked @Mocked. With every dependency built once, it then measures each module's own rebuild
(its sources touched, `swift build --target`; the modules and a no-op build take turns, round after round),
median of --runs, minus the median no-op build, and counts the lines @Mocked generates
(`-dump-macro-expansions`).
It reports wall time and CPU time (user + system of every process the build waited for: the compiler,
the macro plugin, SwiftPM); CPU time varies less on a shared machine, wall time is what a developer waits.

    python3 Benchmarks/BuildTime/run.py [--protocols 40] [--requirements 8] [--runs 5] [--workdir DIR]
"""
import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Requirement shapes, cycled: (declaration, parameters [(label, name, type)], result, effects, kind).
SHAPES = [
    ("func fetch{j}(id: Int) -> String", [("id", "id", "Int")], "String", "", "method"),
    ("func store{j}(_ value: String, for key: Int) throws", [("_", "value", "String"), ("for", "key", "Int")], "Void", "throws", "method"),
    ("func load{j}(key: Int) async throws -> [String]", [("key", "key", "Int")], "[String]", "async throws", "method"),
    ("func clear{j}()", [], "Void", "", "method"),
    ("var count{j}: Int {{ get }}", [], "Int", "", "get"),
    ("var title{j}: String {{ get set }}", [], "String", "", "getset"),
    ("func find{j}(matching query: String, limit: Int) async -> Int?", [("matching", "query", "String"), ("limit", "limit", "Int")], "Int?", "async", "method"),
    ("static func make{j}(flag: Bool) -> Bool", [("flag", "flag", "Bool")], "Bool", "", "static"),
]


def requirement(j):
    decl, params, result, effects, kind = SHAPES[j % len(SHAPES)]
    name = re.search(r"(?:func|var) (\w+)", decl.format(j=j)).group(1)
    return decl.format(j=j), name, params, result, effects, kind


def protocol_source(i, m, attribute=""):
    lines = [f"{attribute}public protocol Service{i}: Sendable {{"]
    lines += ["    " + requirement(j)[0] for j in range(m)]
    lines.append("}")
    return "\n".join(lines) + "\n"


def hand_written_mock(i, m):
    """A final class with one lock around each member's arguments log, returned values and closure."""
    out = [f"public final class Service{i}HandMock: Service{i}, @unchecked Sendable {{",
           "    private let lock = Mutex(())",
           "    private static let staticLock = Mutex(())",
           "    public init() {}"]
    for j in range(m):
        decl, name, params, result, effects, kind = requirement(j)
        args_type = "Void" if not params else params[0][2] if len(params) == 1 else "(" + ", ".join(f"{p[1]}: {p[2]}" for p in params) + ")"
        args_value = "()" if not params else params[0][1] if len(params) == 1 else "(" + ", ".join(f"{p[1]}: {p[1]}" for p in params) + ")"
        if kind in ("get", "getset"):
            out += [f"    private var {name}Gets = 0",
                    f"    public var {name}Getter: @Sendable () -> {result} = {{ fatalError(\"{name} has no getter\") }}",
                    f"    public var {name}GetCount: Int {{ lock.withLock {{ _ in {name}Gets }} }}"]
            if kind == "getset":
                out += [f"    private var {name}Sets: [{result}] = []",
                        f"    public var {name}SetValues: [{result}] {{ lock.withLock {{ _ in {name}Sets }} }}"]
            out += [f"    public var {name}: {result} {{",
                    "        get {",
                    f"            let getter = lock.withLock {{ _ in {name}Gets += 1; return {name}Getter }}",
                    "            return getter()",
                    "        }"]
            if kind == "getset":
                out += [f"        set {{ lock.withLock {{ _ in {name}Sets.append(newValue) }} }}"]
            out.append("    }")
            continue
        static = "static " if kind == "static" else ""
        lock = "staticLock" if kind == "static" else "lock"
        storage = "nonisolated(unsafe) static " if kind == "static" else ""
        closure_effects = (" " + effects) if effects else ""
        call_prefix = ("try " if "throws" in effects else "") + ("await " if "async" in effects else "")
        out += [f"    {storage}private var {name}Calls: [{args_type}] = []",
                f"    {storage}private var {name}Returned: [{result}] = []",
                f"    {storage}public var {name}Handler: @Sendable ({args_type}){closure_effects} -> {result} = {{ _ in fatalError(\"{name} has no handler\") }}",
                f"    public {static}var {name}CallCount: Int {{ {lock}.withLock {{ _ in {name}Calls.count }} }}",
                f"    public {static}var {name}LastArguments: {args_type}? {{ {lock}.withLock {{ _ in {name}Calls.last }} }}",
                f"    public {decl.replace('static ', static)} {{",
                f"        let handler = {lock}.withLock {{ _ in {name}Calls.append({args_value}); return {name}Handler }}",
                f"        let output = {call_prefix}handler({args_value})",
                f"        {lock}.withLock {{ _ in {name}Returned.append(output) }}",
                "        return output",
                "    }"]
    out.append("}")
    return "\n".join(out) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def generate(workdir, k, m):
    package_name = os.path.basename(ROOT)
    write(os.path.join(workdir, "Package.swift"), f"""// swift-tools-version: 6.0
import PackageDescription

let mocking = Target.Dependency.product(name: "Mocking", package: "{package_name}")
let package = Package(
    name: "BuildTimeBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "{ROOT}")],
    targets: [
        .target(name: "ProtocolsOnly", dependencies: [mocking]),
        .target(name: "HandWrittenMocks", dependencies: [mocking]),
        .target(name: "MockedProtocols", dependencies: [mocking]),
        .target(name: "SimpleMethod", dependencies: [mocking]),
    ],
    swiftLanguageModes: [.v6]
)
""")
    for i in range(k):
        write(os.path.join(workdir, "Sources/ProtocolsOnly", f"Service{i}.swift"), protocol_source(i, m))
        write(os.path.join(workdir, "Sources/HandWrittenMocks", f"Service{i}.swift"),
              "import Synchronization\n\n" + protocol_source(i, m) + "\n" + hand_written_mock(i, m))
        write(os.path.join(workdir, "Sources/MockedProtocols", f"Service{i}.swift"),
              "public import Mocking\n\n" + protocol_source(i, m, "@Mocked(compilationCondition: .none)\n"))
    write(os.path.join(workdir, "Sources/SimpleMethod/Simple.swift"),
          "public import Mocking\n\n@Mocked(compilationCondition: .none)\npublic protocol Simple {\n    func fetch(id: Int) -> String\n}\n")


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def swift_build(workdir, *arguments):
    """Wall time and CPU time of one `swift build`."""
    start, cpu_start = time.monotonic(), children_cpu()
    subprocess.run(["swift", "build", *arguments], cwd=workdir, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return time.monotonic() - start, children_cpu() - cpu_start


def touch(workdir, target):
    directory = os.path.join(workdir, "Sources", target)
    for name in os.listdir(directory):
        os.utime(os.path.join(directory, name))


def expansion_lines(workdir, target):
    """Non-blank lines of every @Mocked expansion in `target`: its sources are type-checked with the macro
    plugin the build made and `-dump-macro-expansions` (with `swiftc`, so the package's own build flags,
    and so its build, stay as they are). Expansions are counted once by their buffer name."""
    debug = os.path.join(workdir, ".build", "debug")
    sources = [os.path.join(workdir, "Sources", target, name) for name in sorted(os.listdir(os.path.join(workdir, "Sources", target)))]
    result = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", target, "-I", os.path.join(debug, "Modules"),
         "-load-plugin-executable", os.path.join(debug, "MockingMacros-tool") + "#MockingMacros",
         "-Xfrontend", "-dump-macro-expansions", *sources],
        cwd=workdir, check=True, capture_output=True, text=True)
    expansions = {}
    lines = (result.stdout + result.stderr).splitlines()
    index = 0
    while index < len(lines):
        name = lines[index]
        # Attached macros' buffers; not those of `#isolation` (`fMf_`), a default argument of the runtime's.
        if name.startswith("@__swiftmacro_") and "Mocked" in name and not name.endswith("fMf_.swift"):
            index += 2  # the name, then a line of dashes
            body = []
            while index < len(lines) and not lines[index].startswith("------"):
                body.append(lines[index])
                index += 1
            # A buffer is dumped again, blank but for the spot, where a macro inside it (`#isolation`) expands.
            expansions[name] = max(expansions.get(name, 0), sum(1 for line in body if line.strip()))
        index += 1
    return sum(expansions.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--protocols", type=int, default=40)
    parser.add_argument("--requirements", type=int, default=8)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--workdir", default="/tmp/swift-mocking-build-benchmark")
    args = parser.parse_args()
    k, m = args.protocols, args.requirements

    generate(args.workdir, k, m)
    print(f"Generated {k} protocols x {m} requirements in {args.workdir}; building dependencies…", file=sys.stderr)
    swift_build(args.workdir)  # everything, once: swift-syntax, the macro plugin, Mocking, the modules

    # The modules take turns with the no-op build, round after round, so that a slower spell of a shared
    # machine falls on all of them alike.
    targets = ["ProtocolsOnly", "HandWrittenMocks", "MockedProtocols"]
    times = {target: [] for target in targets}
    no_ops = []
    for _ in range(args.runs):
        no_ops.append(swift_build(args.workdir, "--target", "ProtocolsOnly"))
        for target in targets:
            touch(args.workdir, target)
            times[target].append(swift_build(args.workdir, "--target", target))
    no_op = statistics.median(wall for wall, _ in no_ops)
    no_op_cpu = statistics.median(cpu for _, cpu in no_ops)
    results = {target: statistics.median(wall for wall, _ in times[target]) for target in targets}
    cpu_results = {target: statistics.median(cpu for _, cpu in times[target]) for target in targets}
    # Each round's @Mocked ÷ hand-written CPU ratio, for the spread.
    round_ratios = [(mocked[1] - no_op_cpu) / (hand[1] - no_op_cpu)
                    for hand, mocked in zip(times["HandWrittenMocks"], times["MockedProtocols"])]

    total_lines = expansion_lines(args.workdir, "MockedProtocols")
    simple_lines = expansion_lines(args.workdir, "SimpleMethod")

    def own(target):
        return results[target] - no_op

    def own_cpu(target):
        return cpu_results[target] - no_op_cpu

    print(f"Module rebuild, {k} protocols x {m} requirements, debug, median of {args.runs}; "
          f"own time = rebuild - no-op build ({no_op:.2f} s wall, {no_op_cpu:.2f} s CPU)\n")
    print("| module | rebuild (s) | own time (s) | own time ÷ hand-written | own CPU time (s) | own CPU ÷ hand-written |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for target, label in [("ProtocolsOnly", "protocols only"), ("HandWrittenMocks", "protocols + hand-written mocks"),
                          ("MockedProtocols", "protocols + @Mocked")]:
        ratio = own(target) / own("HandWrittenMocks")
        cpu_ratio = own_cpu(target) / own_cpu("HandWrittenMocks")
        print(f"| {label} | {results[target]:.2f} | {own(target):.2f} | {ratio:.2f}× | "
              f"{own_cpu(target):.2f} | {cpu_ratio:.2f}× |")
    mocks_only = (own("MockedProtocols") - own("ProtocolsOnly")) / (own("HandWrittenMocks") - own("ProtocolsOnly"))
    mocks_only_cpu = ((own_cpu("MockedProtocols") - own_cpu("ProtocolsOnly"))
                      / (own_cpu("HandWrittenMocks") - own_cpu("ProtocolsOnly")))
    print(f"\nOwn CPU, @Mocked ÷ hand-written, round by round: "
          + ", ".join(f"{ratio:.2f}×" for ratio in round_ratios))
    print(f"Mocks alone (own time minus protocols only): @Mocked ÷ hand-written = {mocks_only:.2f}× wall, "
          f"{mocks_only_cpu:.2f}× CPU")
    print(f"Generated lines: {total_lines} for {k * m} requirements = {total_lines / (k * m):.1f} per requirement "
          f"(including each mock's wrapper); a protocol with one simple method: {simple_lines} lines")


if __name__ == "__main__":
    main()
