#!/usr/bin/env python3
"""The build benchmark's modules with the macro plugin users get from SwiftPM's prebuilt swift-syntax.

Since Swift 6.2, SwiftPM links a macro plugin against a prebuilt, optimized swift-syntax where one is
published for the platform and the resolved swift-syntax version; a machine without network access (or
with `--disable-experimental-prebuilts`) builds swift-syntax from source, unoptimized in a debug build, which
is what `run.py` measures. This script links the plugin the prebuilt way: the package's generator compiled
unoptimized, as in a debug build, against swift-syntax from a release build of the package.

It needs `run.py`'s work directory, built (run `run.py` first), and a release build of the plugin (the
runtime benchmark's: `swift build -c release --package-path Benchmarks --product RuntimeBenchmark`). For the
hand-written module and the `@Mocked` one it takes the compiler command `swift build -v` runs and runs it
again round after round (the whole module, not incrementally), the `@Mocked` module once with the plugin
the debug build made and once with the prebuilt-style one, and reports the median CPU time (user + system of
the compiler and the plugin) of the rounds.

    python3 Benchmarks/BuildTime/prebuilt_syntax.py [--workdir DIR] [--runs 5] [--release-build DIR]
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys

from run import children_cpu, touch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The package's `swiftSettings` (Package.swift), which the generator's sources need.
SWIFT_SETTINGS = ["-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
                  "-enable-upcoming-feature", "InternalImportsByDefault"]


def compile_module(name, sources, out, release, shims, extra_includes=()):
    """Compiles `sources` unoptimized into objects in `out/name` and a module in `out/modules`."""
    objects = os.path.join(out, name)
    os.makedirs(objects, exist_ok=True)
    modules = os.path.join(out, "modules")
    os.makedirs(modules, exist_ok=True)
    includes = [flag for path in [modules, *extra_includes, os.path.join(release, "Modules-tool")]
                for flag in ("-I", path)]
    subprocess.run(
        ["swiftc", "-Onone", *SWIFT_SETTINGS, "-parse-as-library", "-module-name", name, "-emit-module",
         "-emit-module-path", os.path.join(modules, name + ".swiftmodule"), *includes,
         "-Xcc", "-I", "-Xcc", shims, "-c", *sources],
        cwd=objects, check=True)
    return sorted(glob.glob(os.path.join(objects, "*.o")))


def link_plugin(release, out):
    """The plugin: the generator and the macro target unoptimized, swift-syntax from `release`."""
    shims = os.path.join(os.path.dirname(release), "checkouts", "swift-syntax", "Sources", "_SwiftSyntaxCShims",
                         "include")
    sources = lambda target: sorted(glob.glob(os.path.join(ROOT, "Sources", target, "**", "*.swift"), recursive=True))
    objects = compile_module("MockGenerator", sources("MockGenerator"), out, release, shims)
    objects += compile_module("MockingMacros", sources("MockingMacros"), out, release, shims)
    with open(os.path.join(release, "MockingMacros-tool.product", "Objects.LinkFileList")) as f:
        listed = [line.strip().strip("'") for line in f if line.strip()]
    syntax = [path for path in listed
              if "/MockGenerator-tool.build/" not in path and "/MockingMacros-tool.build/" not in path]
    plugin = os.path.join(out, "MockingMacros-tool")
    subprocess.run(["swiftc", "-o", plugin, *objects, *syntax], check=True)
    return plugin


def compiler_command(workdir, target):
    """The command `swift build` runs to compile `target`, made to rebuild the whole module."""
    touch(workdir, target)
    output = subprocess.run(["swift", "build", "--target", target, "-v"], cwd=workdir, check=True,
                            capture_output=True, text=True).stdout
    command = next(line for line in output.splitlines()
                   if "swiftc" in line.split(" ")[0] and f"-module-name {target} " in line)
    return command.replace(" -incremental", "")


def cpu_of(command, workdir):
    start = children_cpu()
    subprocess.run(["bash", "-c", command], cwd=workdir, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return children_cpu() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workdir", default="/tmp/swift-mocking-build-benchmark")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--release-build", default=os.path.join(ROOT, "Benchmarks", ".build", "release"))
    args = parser.parse_args()

    out = os.path.join(args.workdir, ".prebuilt-syntax-plugin")
    print("Linking the plugin against release swift-syntax…", file=sys.stderr)
    plugin = link_plugin(args.release_build, out)
    hand = compiler_command(args.workdir, "HandWrittenMocks")
    mocked = compiler_command(args.workdir, "MockedProtocols")
    built_plugin = next(part for part in mocked.split(" ") if part.endswith("MockingMacros-tool#MockingMacros"))
    variants = {
        "protocols + hand-written mocks": hand,
        "protocols + @Mocked, swift-syntax built from source (debug)": mocked,
        "protocols + @Mocked, swift-syntax prebuilt (release)": mocked.replace(built_plugin,
                                                                               plugin + "#MockingMacros"),
    }
    times = {name: [] for name in variants}
    for _ in range(args.runs):
        for name, command in variants.items():
            times[name].append(cpu_of(command, args.workdir))
    base = statistics.median(times["protocols + hand-written mocks"])
    print(f"Compiler CPU time of each module, whole-module rebuild as `swift build` runs it, median of {args.runs}\n")
    print("| module | CPU time (s) | ÷ hand-written |\n| --- | ---: | ---: |")
    for name in variants:
        median = statistics.median(times[name])
        print(f"| {name} | {median:.2f} | {median / base:.2f}× |")


if __name__ == "__main__":
    main()
