#!/bin/sh
# Times `tblgen --print-records` and `llvm-tblgen --print-records` side by
# side, one process per corpus file, over the MLIR and LLVM .td trees.
#
#   tblgen-core/scripts/time_vs_llvm.sh [path/to/tblgen] [path/to/llvm-tblgen]
#
# Build first: cargo build --release -p tblgen-core --bin tblgen
set -eu
OURS=${1:-${CARGO_TARGET_DIR:-target}/release/tblgen}
LLVM=${2:-/usr/lib/llvm-19/bin/llvm-tblgen}
LIST=$(mktemp)
trap 'rm -f "$LIST"' EXIT
find /usr/lib/llvm-19/include/mlir /usr/include/llvm-19/llvm -name '*.td' | sort > "$LIST"

run_all() {
    tool=$1
    start=$(date +%s%N)
    while read -r f; do
        "$tool" --print-records -I /usr/lib/llvm-19/include -I /usr/include/llvm-19 -I "$(dirname "$f")" "$f" \
            > /dev/null 2>&1 || true
    done < "$LIST"
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

one() {
    tool=$1; f=$2
    start=$(date +%s%N)
    "$tool" --print-records -I /usr/lib/llvm-19/include -I /usr/include/llvm-19 -I "$(dirname "$f")" "$f" > /dev/null 2>&1 || true
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}

n=$(wc -l < "$LIST")
l=$(run_all "$LLVM")
o=$(run_all "$OURS")
echo "corpus ($n files): llvm-tblgen ${l} ms, tblgen ${o} ms, ratio tblgen/llvm-tblgen = $(awk "BEGIN { printf \"%.2f\", $o / $l }")"
for f in /usr/include/llvm-19/llvm/IR/Intrinsics.td /usr/include/llvm-19/llvm/Target/Target.td; do
    l=$(one "$LLVM" "$f"); o=$(one "$OURS" "$f")
    echo "$(basename "$f"): llvm-tblgen ${l} ms, tblgen ${o} ms, ratio $(awk "BEGIN { printf \"%.2f\", $o / $l }")"
done
