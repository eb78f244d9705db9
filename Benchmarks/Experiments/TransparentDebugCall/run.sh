#!/bin/bash
# Builds Recorder.swift as a library and main.swift against it, both without optimization (as `swift test`
# builds), and prints callgrind's instructions per call of each shape of the call path, less the loop's own.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
swiftc -Onone -parse-as-library -emit-module -emit-library -static -module-name Recorder Recorder.swift \
    -emit-module-path "$work/Recorder.swiftmodule" -o "$work/libRecorder.a"
swiftc -Onone main.swift -I "$work" -L "$work" -lRecorder -o "$work/main"
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/main" "$1" 2>&1 | sed -n 's/.*Collected : //p'
}
loop=$(instructions loop)
for shape in concrete generic transparent open; do
    echo "$shape: $(( ($(instructions "$shape") - loop) / 200000 )) instructions per call"
done
rm -rf "$work"
