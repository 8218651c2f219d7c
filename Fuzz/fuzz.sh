#!/bin/sh
# Builds Morph's libFuzzer targets (with AddressSanitizer) and runs one, or each in turn.
#
#   Fuzz/fuzz.sh [TARGET] [SECONDS] [libFuzzer flags…]
#
# TARGET is case-reader (the default), png, jpeg, text, or all (each for SECONDS); SECONDS is
# 300 by default. For backward compatibility a first argument that is a number is the seconds
# of the case reader. The committed seed corpora (Fuzz/Corpus/<Target>) are only read; inputs
# that reach new code are written to Fuzz/.work/<Target>/corpus, findings (crash-*, leak-*,
# timeout-*, oom-*) to Fuzz/.work/<Target>/. Neither is committed. MORPH_FUZZ_SCRATCH and
# MORPH_FUZZ_WORK move the build folder and the work folder. Exits non-zero on a finding.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
scratch="${MORPH_FUZZ_SCRATCH:-$here/.build}"
work="${MORPH_FUZZ_WORK:-$here/.work}"
target="case-reader"
case "${1:-}" in
    case-reader|png|jpeg|text|all) target="$1"; shift ;;
esac
seconds="${1:-300}"
[ $# -gt 0 ] && shift

swift build --package-path "$here" -c release --scratch-path "$scratch" \
    --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp

# Runs one target: its executable, corpus folder, dictionary and extra limits.
run() {
    name=$1 corpus=$2 dictionary=$3
    shift 3
    mkdir -p "$work/$corpus/corpus"
    echo "fuzz.sh: $name for $seconds s"
    "$scratch/release/$name" "$work/$corpus/corpus" "$here/Corpus/$corpus" \
        ${dictionary:+-dict="$here/$dictionary"} -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$work/$corpus/" -print_final_stats=1 "$@"
}

# The image targets decode with a 4 Mi-pixel limit (16 MiB of pixels, as much again for a
# progressive file's coefficients, 32 MiB for libjpeg's rows): one allocation above 128 MiB
# means a limit was not kept.
case "$target" in
    case-reader) run CaseReaderFuzzer CaseReader case-format.dict "$@" ;;
    png) run PNGDecoderFuzzer PNG png.dict -malloc_limit_mb=128 "$@" ;;
    jpeg) run JPEGDecoderFuzzer JPEG jpeg.dict -malloc_limit_mb=128 "$@" ;;
    text) run TextLayoutFuzzer TextLayout "" -max_len=4096 "$@" ;;
    all)
        # Every target runs its budget even after another one's finding; the run fails at the end.
        failed=""
        run CaseReaderFuzzer CaseReader case-format.dict "$@" || failed="$failed case-reader"
        run PNGDecoderFuzzer PNG png.dict -malloc_limit_mb=128 "$@" || failed="$failed png"
        run JPEGDecoderFuzzer JPEG jpeg.dict -malloc_limit_mb=128 "$@" || failed="$failed jpeg"
        run TextLayoutFuzzer TextLayout "" -max_len=4096 "$@" || failed="$failed text"
        if [ -n "$failed" ]; then
            echo "fuzz.sh: findings in:$failed (see $work/<Target>/)" >&2
            exit 1
        fi
        echo "fuzz.sh: no findings"
        ;;
esac
