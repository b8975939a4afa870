#!/usr/bin/env bash
# Side-by-side timings of this project's tools and LLVM 19's, in one run on
# the same inputs. Prints Markdown tables (paste them into BENCHMARKS.md).
#
#   bash benches/compare.sh [tblgen|docs|ir|core|passes|conversions|toy|drr|scaling|all]   (default: all)
#
# `tblgen` and `ir-opt` are the default release builds (`cargo build
# --release`), optimised with the committed profiles (see
# `.cargo/rustc-workspace-wrapper` and benches/pgo.sh); `tblgen` is linked
# statically.
#
# Needs LLVM 19 (`apt-get install -y llvm-19 libmlir-19-dev mlir-19-tools`),
# GNU time (`apt-get install -y time`) and python3. Wall times are the best
# of $RUNS runs (default 5); peak memory is the maximum resident set size.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

RUNS=${RUNS:-5}
LLVM=/usr/lib/llvm-19/bin
INC=(-I /usr/lib/llvm-19/include -I /usr/include/llvm-19)
what=${1:-all}
for tool in llvm-tblgen mlir-tblgen mlir-opt; do
  [ -x "$LLVM/$tool" ] || { echo "error: $LLVM/$tool is missing" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is missing" >&2; exit 1; }
command -v python3 >/dev/null || { echo "error: python3 is missing" >&2; exit 1; }

# (The binaries' directory as cargo reports it, wherever the target directory
# is: `CARGO_TARGET_DIR`, `--target`.)
BIN=$(cargo build --release -q --bin tblgen --bin ir-opt --bin toyc --bin bench-input \
  --message-format=json-render-diagnostics |
  python3 -c 'import json, os, sys
exes = [m["executable"] for m in map(json.loads, sys.stdin) if m.get("executable")]
print(os.path.dirname(exes[0]))')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# best_of CMD...: prints "seconds max_rss_kib" of the fastest of $RUNS runs.
best_of() {
  local best="" rss=0 t m
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    read -r t m <"$work/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
    [ "$m" -gt "$rss" ] && rss=$m
  done
  echo "$best $rss"
}
ratio() { awk "BEGIN{printf \"%.2f\", $1 / $2}"; }

corpus() { find /usr/lib/llvm-19/include/mlir /usr/include/llvm-19/llvm -name '*.td' | sort; }

# race LIST THEIRS OUR_FLAG THEIR_FLAG: "ours theirs", each the sum
# over LIST of the tool's fastest of $RUNS runs per file, each of our runs
# right after one of theirs (benches/race.py: processes spawned and timed
# directly, so that no shell's fork and exec is counted).
race() {
  python3 benches/race.py "$1" "$RUNS" /usr/lib/llvm-19/include /usr/include/llvm-19 \
    -- "$BIN/tblgen" "$3" -- "$2" "$4"
}

if [ "$what" = tblgen ] || [ "$what" = all ]; then
  echo "### TableGen: \`tblgen --print-records\` vs \`llvm-tblgen --print-records\`"
  echo
  echo "| input | tblgen (s) | llvm-tblgen (s) | ratio |"
  echo "|---|---|---|---|"
  corpus >"$work/corpus.list"
  read -r ours theirs < <(race "$work/corpus.list" "$LLVM/llvm-tblgen" --print-records --print-records)
  echo "| whole corpus ($(wc -l <"$work/corpus.list") files, each the best of $RUNS) | $ours | $theirs | $(ratio "$ours" "$theirs") |"
  for f in /usr/include/llvm-19/llvm/IR/Intrinsics.td /usr/include/llvm-19/llvm/Target/Target.td; do
    read -r o _ < <(best_of "$BIN/tblgen" --print-records "${INC[@]}" -I "${f%/*}" "$f")
    read -r l _ < <(best_of "$LLVM/llvm-tblgen" --print-records "${INC[@]}" -I "${f%/*}" "$f")
    echo "| \`${f#/usr/include/llvm-19/}\` (best of $RUNS) | $o | $l | $(ratio "$o" "$l") |"
  done
  # Many plain defs (issue 20): linear name tables.
  for n in 100000 1000000; do
    python3 -c "import sys; sys.stdout.write(''.join('def A%d;\\n' % i for i in range($n)))" >"$work/defs$n.td"
    read -r o om < <(best_of "$BIN/tblgen" --print-records "$work/defs$n.td")
    read -r l lm < <(best_of "$LLVM/llvm-tblgen" --print-records "$work/defs$n.td")
    echo "| $n \`def A<i>;\` (best of $RUNS; peak RSS $((om / 1024)) vs $((lm / 1024)) MiB) | $o | $l | $(ratio "$o" "$l") |"
  done
  echo
fi

if [ "$what" = docs ] || [ "$what" = all ]; then
  echo "### ODS docs: \`tblgen --gen-op-doc\` vs \`mlir-tblgen -gen-op-doc\`"
  echo
  files=$(for f in $(find /usr/lib/llvm-19/include/mlir -name '*.td' | sort); do
    if "$LLVM/mlir-tblgen" -gen-op-doc "${INC[@]}" -I "${f%/*}" "$f" >"$work/doc.md" 2>/dev/null &&
      grep -q '^### ' "$work/doc.md"; then
      echo "$f"
    fi
  done)
  echo "$files" >"$work/docs.list"
  read -r o l < <(race "$work/docs.list" "$LLVM/mlir-tblgen" --gen-op-doc -gen-op-doc)
  echo "| input | tblgen (s) | mlir-tblgen (s) | ratio |"
  echo "|---|---|---|---|"
  echo "| $(wc -l <"$work/docs.list") upstream files that define ops (each the best of $RUNS) | $o | $l | $(ratio "$o" "$l") |"
  echo
fi

if [ "$what" = ir ] || [ "$what" = all ]; then
  n=${IR_OPS:-200000}
  "$BIN/bench-input" mlir-generic "$n" >"$work/big.mlir"
  # The two tools must print the same bytes, or the timings compare different work.
  "$BIN/ir-opt" --allow-unregistered-dialect --mlir-print-op-generic "$work/big.mlir" >"$work/ours.mlir"
  "$LLVM/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic --mlir-disable-threading "$work/big.mlir" >"$work/theirs.mlir"
  if ! cmp -s "$work/ours.mlir" "$work/theirs.mlir"; then
    echo "error: ir-opt and mlir-opt print different text for the IR benchmark input:" >&2
    diff "$work/ours.mlir" "$work/theirs.mlir" | head -n 20 >&2
    exit 1
  fi
  echo "### IR: parse + verify + print of $n generic ops (best of $RUNS; outputs byte-identical)"
  echo
  echo "| tool | wall (s) | peak RSS (MiB) | bytes/op (RSS) |"
  echo "|---|---|---|---|"
  read -r o om < <(best_of "$BIN/ir-opt" --allow-unregistered-dialect --mlir-print-op-generic "$work/big.mlir")
  read -r l lm < <(best_of "$LLVM/mlir-opt" --allow-unregistered-dialect --mlir-print-op-generic --mlir-disable-threading "$work/big.mlir")
  echo "| ir-opt | $o | $((om / 1024)) | $((om * 1024 / n)) |"
  echo "| mlir-opt --mlir-disable-threading | $l | $((lm / 1024)) | $((lm * 1024 / n)) |"
  echo "| ratio | $(ratio "$o" "$l") | $(ratio "$om" "$lm") | |"
  echo
fi

if [ "$what" = core ] || [ "$what" = all ]; then
  # The core dialects (issue 25): parse + verify + print of a random
  # func/arith/scf/cf program in custom form, single-threaded.
  n=${CORE_OPS:-300000}
  "$BIN/bench-input" core "$n" >"$work/core.mlir"
  "$BIN/ir-opt" "$work/core.mlir" >"$work/ours.mlir"
  "$LLVM/mlir-opt" --mlir-disable-threading "$work/core.mlir" >"$work/theirs.mlir"
  if ! cmp -s "$work/ours.mlir" "$work/theirs.mlir"; then
    echo "error: ir-opt and mlir-opt print different text for the core dialects' input:" >&2
    diff "$work/ours.mlir" "$work/theirs.mlir" | head -n 20 >&2
    exit 1
  fi
  echo "### Core dialects: parse + verify + print of a random func/arith/scf/cf program, custom form ($(wc -c <"$work/core.mlir") bytes; best of $RUNS; outputs byte-identical)"
  echo
  echo "| tool | wall (s) | peak RSS (MiB) |"
  echo "|---|---|---|"
  read -r o om < <(best_of "$BIN/ir-opt" "$work/core.mlir")
  read -r l lm < <(best_of "$LLVM/mlir-opt" --mlir-disable-threading "$work/core.mlir")
  echo "| ir-opt | $o | $((om / 1024)) |"
  echo "| mlir-opt --mlir-disable-threading | $l | $((lm / 1024)) |"
  echo "| ratio | $(ratio "$o" "$l") | $(ratio "$om" "$lm") |"
  echo
fi

if [ "$what" = passes ] || [ "$what" = all ]; then
  # Passes (issue 24): --canonicalize and --cse on a generated func/arith
  # program, parse + pass (with verification) + print, single-threaded.
  n=${PASS_OPS:-300000}
  "$BIN/bench-input" func-arith "$n" >"$work/fa.mlir"
  echo "### Passes: $n func/arith ops (best of $RUNS; outputs byte-identical)"
  echo
  echo "| flag | ir-opt (s) | mlir-opt (s) | ratio | ir-opt (MiB) | mlir-opt (MiB) | ratio |"
  echo "|---|---|---|---|---|---|---|"
  for flag in --canonicalize --cse; do
    "$BIN/ir-opt" "$flag" "$work/fa.mlir" >"$work/ours.mlir"
    "$LLVM/mlir-opt" --mlir-disable-threading "$flag" "$work/fa.mlir" >"$work/theirs.mlir"
    if ! cmp -s "$work/ours.mlir" "$work/theirs.mlir"; then
      echo "error: ir-opt and mlir-opt print different text for $flag:" >&2
      diff "$work/ours.mlir" "$work/theirs.mlir" | head -n 20 >&2
      exit 1
    fi
    read -r o om < <(best_of "$BIN/ir-opt" "$flag" "$work/fa.mlir")
    read -r l lm < <(best_of "$LLVM/mlir-opt" --mlir-disable-threading "$flag" "$work/fa.mlir")
    echo "| \`$flag\` | $o | $l | $(ratio "$o" "$l") | $((om / 1024)) | $((lm / 1024)) | $(ratio "$om" "$lm") |"
  done
  echo
fi

if [ "$what" = conversions ] || [ "$what" = all ]; then
  # Conversions (issue 26), single-threaded: --convert-scf-to-cf, then with
  # --canonicalize, on N loops (scf.for holding scf.if and scf.while); and
  # --lower-affine, then --convert-scf-to-cf, then --canonicalize, on N
  # affine loop nests.
  # conversion_rows FILE FLAGS...: a table row per flag set (outputs checked
  # identical first).
  conversion_rows() {
    local file=$1 flags
    shift
    echo "| flags | ir-opt (s) | mlir-opt (s) | ratio | ir-opt (MiB) | mlir-opt (MiB) | ratio |"
    echo "|---|---|---|---|---|---|---|"
    for flags in "$@"; do
      # shellcheck disable=SC2086 # the flags are words
      "$BIN/ir-opt" $flags "$file" >"$work/ours.mlir"
      # shellcheck disable=SC2086
      "$LLVM/mlir-opt" --mlir-disable-threading $flags "$file" >"$work/theirs.mlir"
      if ! cmp -s "$work/ours.mlir" "$work/theirs.mlir"; then
        echo "error: ir-opt and mlir-opt print different text for $flags:" >&2
        diff "$work/ours.mlir" "$work/theirs.mlir" | head -n 20 >&2
        exit 1
      fi
      # shellcheck disable=SC2086
      read -r o om < <(best_of "$BIN/ir-opt" $flags "$file")
      # shellcheck disable=SC2086
      read -r l lm < <(best_of "$LLVM/mlir-opt" --mlir-disable-threading $flags "$file")
      echo "| \`$flags\` | $o | $l | $(ratio "$o" "$l") | $((om / 1024)) | $((lm / 1024)) | $(ratio "$om" "$lm") |"
    done
    echo
  }
  n=${SCF_LOOPS:-3000}
  "$BIN/bench-input" scf-loops "$n" >"$work/scf.mlir"
  echo "### Conversions: $n scf loops (best of $RUNS; outputs byte-identical)"
  echo
  conversion_rows "$work/scf.mlir" "--convert-scf-to-cf" "--convert-scf-to-cf --canonicalize"
  n=${AFFINE_NESTS:-2000}
  "$BIN/bench-input" affine-loops "$n" >"$work/affine.mlir"
  echo "### Conversions: $n affine loop nests (best of $RUNS; outputs byte-identical)"
  echo
  conversion_rows "$work/affine.mlir" "--lower-affine" "--lower-affine --convert-scf-to-cf" \
    "--lower-affine --convert-scf-to-cf --canonicalize"
fi

if [ "$what" = toy ] || [ "$what" = all ]; then
  n=${TOY_LINES:-100000}
  "$BIN/bench-input" toy "$n" >"$work/big.toy"
  echo "### Toy: \`toyc -emit=mlir\` on a generated $n-line program (best of $RUNS)"
  echo
  read -r o om < <(best_of "$BIN/toyc" "$work/big.toy" -emit=mlir)
  read -r a am < <(best_of "$BIN/toyc" "$work/big.toy" -emit=ast)
  echo "| action | wall (s) | peak RSS (MiB) |"
  echo "|---|---|---|"
  echo "| -emit=mlir | $o | $((om / 1024)) |"
  echo "| -emit=ast | $a | $((am / 1024)) |"
  echo
fi

if [ "$what" = scaling ] || [ "$what" = all ]; then
  # Issue 20's table: inputs that once cost more than linear time, at 10^5
  # and 10^6. CPU time (user + system: the waits of a busy machine left
  # out), the least of $RUNS runs, each of ours right after one of
  # mlir-opt's.
  best_cpu() {
    local best="" t u s
    for _ in $(seq "$RUNS"); do
      /usr/bin/time -f "%U %S" -o "$work/cpu" "$@" >/dev/null 2>&1 || true
      read -r u s <"$work/cpu"
      t=$(awk "BEGIN{printf \"%.2f\", $u + $s}")
      if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
    done
    echo "$best"
  }
  flags=(--allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo)
  echo "### Linear cost: parse + verify + print (generic form, locations) of issue 20's inputs (CPU seconds, best of $RUNS; outputs byte-identical)"
  echo
  echo "| input | n | ir-opt (s) | mlir-opt --mlir-disable-threading (s) | ratio |"
  echo "|---|---|---|---|---|"
  for kind in mlir-blocks mlir-line mlir-locs; do
    for n in 100000 1000000; do
      "$BIN/bench-input" "$kind" "$n" >"$work/scaling.mlir"
      "$BIN/ir-opt" "${flags[@]}" "$work/scaling.mlir" >"$work/ours.mlir"
      "$LLVM/mlir-opt" "${flags[@]}" --mlir-disable-threading "$work/scaling.mlir" >"$work/theirs.mlir"
      cmp -s "$work/ours.mlir" "$work/theirs.mlir" ||
        { echo "error: ir-opt and mlir-opt print different text for $kind $n" >&2; exit 1; }
      o=$(best_cpu "$BIN/ir-opt" "${flags[@]}" "$work/scaling.mlir")
      l=$(best_cpu "$LLVM/mlir-opt" "${flags[@]}" --mlir-disable-threading "$work/scaling.mlir")
      echo "| \`$kind\` | $n | $o | $l | $(ratio "$o" "$l") |"
    done
  done
  echo
  echo "| Toy input (\`toyc -emit=mlir\`) | n | toyc (s) |"
  echo "|---|---|---|"
  for kind in toy-line toy-params; do
    for n in 100000 1000000; do
      "$BIN/bench-input" "$kind" "$n" >"$work/scaling.toy"
      "$BIN/toyc" "$work/scaling.toy" -emit=mlir >/dev/null || { echo "error: toyc fails on $kind $n" >&2; exit 1; }
      echo "| \`$kind\` | $n | $(best_cpu "$BIN/toyc" "$work/scaling.toy" -emit=mlir) |"
    done
  done
  echo
fi

if [ "$what" = drr ] || [ "$what" = all ]; then
  # DRR (issue 7): (1) the generated `x + 0 → x` pattern against the same
  # rewrite written by hand; (2) parse + rewrite + print of $n such
  # rewrites against `mlir-opt --canonicalize` on the arith version.
  n=${DRR_ADDS:-200000}
  cargo build --release -q -p benches --bin drr-bench
  "$BIN/drr-bench" input "$n" dialect >"$work/drr.mlir"
  "$BIN/drr-bench" input "$n" arith >"$work/drr-arith.mlir"
  "$BIN/drr-bench" opt "$work/drr.mlir" | grep -q '"test.use"(%arg0)' ||
    { echo "error: drr-bench did not rewrite every add" >&2; exit 1; }
  "$LLVM/mlir-opt" --canonicalize --mlir-disable-threading "$work/drr-arith.mlir" | grep -q 'return %arg0' ||
    { echo "error: mlir-opt did not rewrite every add" >&2; exit 1; }
  # drr_best CMD...: "wall_s cpu_s" of the run with the least wall time, and the least CPU time (user + sys).
  drr_best() {
    local bw="" bc="" w u s
    for _ in $(seq "$RUNS"); do
      /usr/bin/time -f "%e %U %S" -o "$work/drr-time" "$@" >/dev/null 2>&1 || true
      read -r w u s <"$work/drr-time"
      c=$(awk "BEGIN{printf \"%.2f\", $u + $s}")
      if [ -z "$bw" ] || awk "BEGIN{exit !($w < $bw)}"; then bw=$w; fi
      if [ -z "$bc" ] || awk "BEGIN{exit !($c < $bc)}"; then bc=$c; fi
    done
    echo "$bw $bc"
  }
  echo "### DRR: $n rewrites of \`x + 0 → x\`"
  echo
  echo "(1) The generated \`AddZero\` against the same pattern written by hand in Rust (greedy driver only, 20,000 adds, best of 31 interleaved runs):"
  echo
  echo "| rewrites | DRR (ms) | hand-written (ms) | ratio |"
  echo "|---|---|---|---|"
  "$BIN/drr-bench" pattern 20000
  echo
  echo "(2) Parse + rewrite + print, against \`mlir-opt --canonicalize --mlir-disable-threading\` on the program with \`arith.addi\` / \`arith.constant 0\` (best of $RUNS, interleaved):"
  echo
  echo "| tool | wall (s) | CPU user+sys (s) |"
  echo "|---|---|---|"
  ow="" oc="" lw="" lc=""
  for _ in $(seq "$RUNS"); do
    read -r w c < <(RUNS=1 drr_best "$BIN/drr-bench" opt "$work/drr.mlir")
    if [ -z "$ow" ] || awk "BEGIN{exit !($w < $ow)}"; then ow=$w; fi
    if [ -z "$oc" ] || awk "BEGIN{exit !($c < $oc)}"; then oc=$c; fi
    read -r w c < <(RUNS=1 drr_best "$LLVM/mlir-opt" --canonicalize --mlir-disable-threading "$work/drr-arith.mlir")
    if [ -z "$lw" ] || awk "BEGIN{exit !($w < $lw)}"; then lw=$w; fi
    if [ -z "$lc" ] || awk "BEGIN{exit !($c < $lc)}"; then lc=$c; fi
  done
  echo "| drr-bench opt (generated AddZero) | $ow | $oc |"
  echo "| mlir-opt --canonicalize --mlir-disable-threading | $lw | $lc |"
  echo "| ratio | $(ratio "$ow" "$lw") | $(ratio "$oc" "$lc") |"
  "$BIN/drr-bench" opt "$work/drr.mlir" --phases 2>&1 >/dev/null | sed 's/^/\nPhases of one drr-bench run: /'
  echo
fi
