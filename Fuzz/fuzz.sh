#!/bin/sh
# Builds the JSON case reader's libFuzzer target (with AddressSanitizer) and runs it.
#
#   Fuzz/fuzz.sh [SECONDS] [libFuzzer flags…]      (300 seconds by default)
#
# The committed seed corpus (Fuzz/Corpus) is only read; inputs that reach new code are written to
# Fuzz/.work/corpus, and findings (crash-*, leak-*, timeout-*, oom-*) to Fuzz/.work/. Neither is
# committed. MORPH_FUZZ_SCRATCH and MORPH_FUZZ_WORK move the build folder and the work folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
scratch="${MORPH_FUZZ_SCRATCH:-$here/.build}"
work="${MORPH_FUZZ_WORK:-$here/.work}"
seconds="${1:-300}"
[ $# -gt 0 ] && shift

swift build --package-path "$here" -c release --scratch-path "$scratch" \
    --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

mkdir -p "$work/corpus"
exec "$scratch/release/CaseReaderFuzzer" "$work/corpus" "$here/Corpus" \
    -dict="$here/case-format.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/" -print_final_stats=1 "$@"
