#!/usr/bin/env bash
# Makes the profiles that optimised builds are compiled with (profile-guided
# optimisation, PGO), `<dir>/pgo/llvm-<N>.profdata`, <N> being rustc's LLVM
# major version, and prints the path.
#
#   bash benches/pgo.sh [tblgen|ir-opt]     (default: tblgen)
#
# - tblgen: `tblgen-core/pgo`, used for the `tblgen-core` crate and the
#   `tblgen` binary. An instrumented `tblgen` runs over this project's own
#   `.td` files (the records, the op docs and the Rust of each; none of the
#   upstream files that compare.sh times).
# - ir-opt: `ir-opt/pgo`, used for every other workspace crate in release
#   builds. An instrumented `ir-opt` runs over the upstream MLIR test files
#   kept in `ir-opt/tests/upstream` (each file split at its markers: printed,
#   printed in generic form, `--canonicalize`, `--cse`; none of the inputs
#   that compare.sh times).
#
# The profile written replaces the committed one; `cargo build --release`
# then uses it (through `.cargo/rustc-workspace-wrapper`). Run it again, and
# commit the profile, after larger changes: code changed since the profile
# was made builds as without one.
#
# Needs LLVM's profile tools for rustc's own LLVM version (rustup's
# `llvm-tools` component, added here when missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

what=${1:-tblgen}
case $what in
  tblgen) bin=tblgen dir=tblgen-core/pgo sparse= ;;
  # (Sparse: functions never run are left out, which keeps the profile of
  # the many dialect crates to a few MB.)
  ir-opt) bin=ir-opt dir=ir-opt/pgo sparse=--sparse ;;
  *) echo "usage: bash benches/pgo.sh [tblgen|ir-opt]" >&2; exit 2 ;;
esac

target=${CARGO_TARGET_DIR:-$PWD/target}
# (Empty when the tool is missing: `ls` fails, which must not end the script.)
profdata_tool() { ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-profdata 2>/dev/null | head -n 1 || true; }
tool=$(profdata_tool)
if [ -z "$tool" ]; then
  rustup component add llvm-tools >&2
  tool=$(profdata_tool)
fi
[ -n "$tool" ] || { echo "error: llvm-profdata is missing (rustup component add llvm-tools)" >&2; exit 1; }

# 1. The instrumented build (its profiles go to $raw; those that build
# scripts wrote while it built are dropped).
gen_target="$target/pgo-gen-$bin"
raw="$gen_target/raw"
RUSTFLAGS="-Cprofile-generate=$raw" CARGO_TARGET_DIR="$gen_target" \
  cargo build --release -q --bin "$bin"
rm -rf "$raw"

# 2. Training. (Inputs an action rejects are part of it: errors are work too.)
gen="$gen_target/release/$bin"
case $what in
  tblgen)
    find td tblgen-core tblgen-build toy-dialect ir benches -name '*.td' | sort | while read -r f; do
      for action in --print-records --gen-op-doc --gen-rust; do
        "$gen" "$action" -I td/include -I "$(dirname "$f")" "$f" >/dev/null 2>&1 || true
      done
    done
    ;;
  ir-opt)
    find ir-opt/tests/upstream/mlir -name '*.mlir' | sort | while read -r f; do
      for flags in "" --mlir-print-op-generic --canonicalize --cse; do
        # (No input runs long; the bound keeps a hang from stopping the script.)
        # shellcheck disable=SC2086
        timeout 60 "$gen" --split-input-file --allow-unregistered-dialect $flags "$f" \
          >/dev/null 2>&1 || true
      done
    done
    ;;
esac
llvm=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
out=$dir/llvm-$llvm.profdata
mkdir -p "$dir"
rm -f "$dir"/llvm-*.profdata
# shellcheck disable=SC2086
"$tool" merge $sparse -o "$out" "$raw"
echo "$out"
