#!/usr/bin/env bash
# Builds `tblgen` with profile-guided optimisation (PGO) and prints the
# binary's path (`<target dir>/pgo/release/tblgen`).
#
#   bash benches/pgo.sh
#
# An instrumented build runs over this project's own `.td` files (the
# training set: the records, the op docs and the Rust of each; none of the
# upstream files that compare.sh times), then the release build is compiled
# again with the profile it wrote. Both builds have target directories of
# their own, so the default `cargo build --release` is left as it is.
#
# Needs LLVM's profile tools for rustc's own LLVM version (rustup's
# `llvm-tools` component, added here when missing).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target=${CARGO_TARGET_DIR:-$PWD/target}
profdata_tool() { ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-profdata 2>/dev/null | head -n 1; }
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
mkdir -p "$target/pgo"
"$tool" merge -o "$target/pgo/merged.profdata" "$raw"

# 3. The optimised build. The profile's name carries its content's hash:
# cargo rebuilds when the flags change, not when a file they name does.
# (Earlier runs' profiles are removed: only the newest is used.)
sum=$(sha256sum "$target/pgo/merged.profdata" | cut -c1-16)
profile="$target/pgo/tblgen-$sum.profdata"
find "$target/pgo" -maxdepth 1 -name 'tblgen-*.profdata' ! -name "${profile##*/}" -delete
mv "$target/pgo/merged.profdata" "$profile"
RUSTFLAGS="-Cprofile-use=$profile" CARGO_TARGET_DIR="$target/pgo" \
  cargo build --release -q --bin tblgen
echo "$target/pgo/release/tblgen"
