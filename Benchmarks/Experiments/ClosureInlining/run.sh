#!/bin/bash
# Builds Recorder.swift as a library and main.swift against it, then lists, for each caller, the calls
# left in its machine code: a call to a "closure" means the lock's closure was not inlined.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
swiftc -O -parse-as-library -emit-module -emit-library -static -module-name Recorder Recorder.swift \
    -emit-module-path "$work/Recorder.swiftmodule" -o "$work/libRecorder.a"
swiftc -O main.swift -I "$work" -L "$work" -lRecorder -o "$work/main"
objdump -d --no-show-raw-insn "$work/main" | swift demangle --simplified > "$work/main.s"
for caller in 'capturing(_:_:)' 'passing(_:_:)' 'passingNotInlined(_:_:)'; do
    echo "$caller:"
    awk -v f="<$caller>:" 'index($0, f) { p = 1 } p && /call/ { sub(/.*call +[0-9a-f]+ /, "    "); print } p && /^$/ { exit }' \
        "$work/main.s" | grep -v -e syscall -e Slow -e gettid -e '_ContiguousArrayBuffer' -e isUniquelyReferenced || true
done
rm -rf "$work"
