#!/usr/bin/env bash
# Makes the profile that optimised builds of `tblgen` are compiled with
# (profile-guided optimisation, PGO), `tblgen-core/pgo/llvm-<N>.profdata`,
# <N> being rustc's LLVM major version, and prints its path.
#
#   bash benches/pgo.sh
#
# An instrumented `tblgen` runs over this project's own `.td` files (the
# training set: the records, the op docs and the Rust of each; none of the
# upstream files that compare.sh times); the profile it writes replaces the
# committed one. `cargo build --release` then uses it (through
# `.cargo/rustc-workspace-wrapper`). Run it again, and commit the profile,
# after larger changes to the front end or the backends: code changed since
# the profile was made builds as without one.
#
# Needs LLVM's profile tools for rustc's own LLVM version (rustup's
# `llvm-tools` component, added here when missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

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
# scripts and proc macros wrote while it built are dropped).
raw="$target/pgo-gen/raw"
RUSTFLAGS="-Cprofile-generate=$raw" CARGO_TARGET_DIR="$target/pgo-gen" \
  cargo build --release -q --bin tblgen
rm -rf "$raw"

# 2. Training. (Inputs an action rejects are part of it: errors are work too.)
gen="$target/pgo-gen/release/tblgen"
find td tblgen-core tblgen-build toy-dialect ir benches -name '*.td' | sort | while read -r f; do
  for action in --print-records --gen-op-doc --gen-rust; do
    "$gen" "$action" -I td/include -I "$(dirname "$f")" "$f" >/dev/null 2>&1 || true
  done
done
llvm=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
out=tblgen-core/pgo/llvm-$llvm.profdata
mkdir -p tblgen-core/pgo
rm -f tblgen-core/pgo/llvm-*.profdata
"$tool" merge -o "$out" "$raw"
echo "$out"
