#!/usr/bin/env python3
"""Copies upstream MLIR 19's test files into this folder and keeps what
`mlir-opt` 19 accepts and the project can run (see PROVENANCE.md).

    python3 ir-opt/tests/upstream/import.py /path/to/llvm-toolchain-19_19.1.7/mlir/test

For each selected file (SELECTION below):
- RUN lines (lit's: every `RUN:` to the end of its line, `\\` joining the
  next one) that run anything but `mlir-opt` (and the `FileCheck`/`count`
  that check its output), or a `-test-*` pass, are removed: the test
  dialect and test passes are out of the project's scope.
- Cases that use the `test` dialect (`test.` ops, attributes, types,
  outside comments) are removed: a chunk between `// -----` markers when a
  RUN line splits the file, otherwise a top-level item (an op with the
  comments right above it). Without RUN lines or cases left, the file goes.
- Every remaining RUN line is run with `mlir-opt` 19 (`not` honoured,
  FileCheck left out); split chunks it fails on are removed, and a RUN line
  that still fails is removed. Split chunks whose output differs between
  runs of a RUN line (upstream's hash orders) are removed too.
Kept files are byte-identical to upstream but for what was removed;
`dropped.patch` holds those removals, PROVENANCE.md lists them with reasons.
"""

import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEST = os.path.join(HERE, "mlir", "test")
MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-19/bin/mlir-opt")
MARKER = "// -----"

DIALECT_FILES = {
    "Arith": ["value-bounds-op-interface-impl.mlir",
              "ops.mlir", "invalid.mlir", "canonicalize.mlir", "int-range-opts.mlir",
              "int-range-interface.mlir", "unsigned-when-equivalent.mlir", "expand-ops.mlir",
              "emulate-unsupported-floats.mlir", "vscale_constants.mlir",
              "emulate-wide-int.mlir", "emulate-wide-int-canonicalization.mlir",
              "emulate-wide-int-very-wide.mlir", "int-narrowing.mlir",
              "int-narrowing-invalid-options.mlir", "bufferize.mlir",
              "one-shot-bufferize-memory-space-invalid.mlir", "one-shot-bufferize.mlir"],
    "Builtin": ["canonicalize.mlir", "invalid.mlir", "ops.mlir", "types.mlir"],
    "Func": ["invalid.mlir", "duplicate-function-elimination.mlir"],
    "MPI": ["ops.mlir"],
    "OpenMP": ["ops.mlir", "invalid.mlir", "attr.mlir", "canonicalize.mlir"],
    "Async": ["ops.mlir", "verify.mlir", "coro.mlir", "runtime.mlir",
              "async-runtime-ref-counting.mlir", "async-runtime-ref-counting-opt.mlir",
              "async-runtime-policy-based-ref-counting.mlir"],
    "NVGPU": ["roundtrip.mlir", "invalid.mlir", "canonicalization.mlir", "optimize-shared-memory.mlir"],
    "AMDGPU": ["ops.mlir", "invalid.mlir", "canonicalize.mlir"],
    "AMX": ["roundtrip.mlir", "invalid.mlir"],
    "ArmNeon": ["roundtrip.mlir", "invalid.mlir"],
    "ArmSVE": ["roundtrip.mlir", "invalid.mlir"],
    "X86Vector": ["roundtrip.mlir"],
    "Quant": ["canonicalize.mlir", "parse-any.mlir", "parse-any-invalid.mlir",
              "parse-calibrated.mlir", "parse-calibrated-invalid.mlir",
              "parse-uniform.mlir", "parse-uniform-invalid.mlir"],
    # quant-test needs a test pass.
    "Tosa": ["ops.mlir", "invalid.mlir", "canonicalize.mlir",
             "fold_concats.mlir", "transpose-fold.mlir", "inlining.mlir", "variables.mlir",
             "constrained_shapes.mlir", "constant-op-fold.mlir",
             "constant-reciprocal-fold.mlir", "tosa-infer-shapes.mlir", "broadcast.mlir",
             "tosa-decompose-conv2d.mlir", "tosa-decompose-depthwise.mlir",
             "tosa-decompose-transpose-conv.mlir", "level_check.mlir"],
    # bufferize needs the bufferization models of the shape ops;
    # arg_with_shape and outline-shape-computation their pass.
    "Shape": ["ops.mlir", "invalid.mlir", "canonicalize.mlir",
              "remove-shape-constraints.mlir", "shape-to-shape.mlir",
              "unranked-tensor-lowering.mlir"],
    "MLProgram": ["ops.mlir", "invalid.mlir", "attrs.mlir", "inlining.mlir",
                  "pipeline-globals.mlir", "one-shot-bufferize.mlir"],
    "ControlFlow": ["ops.mlir", "invalid.mlir", "canonicalize.mlir", "one-shot-bufferize.mlir",
                    "one-shot-bufferize-analysis.mlir", "one-shot-bufferize-invalid.mlir"],
    "SCF": ["value-bounds-op-interface-impl.mlir",
            "ops.mlir", "bufferize.mlir", "invalid.mlir", "canonicalize.mlir", "forall-to-for.mlir",
            "forall-to-parallel.mlir", "for-loop-to-while-loop.mlir", "loop-range.mlir",
            "control-flow-sink.mlir", "for-loop-specialization.mlir",
            "parallel-loop-specialization.mlir", "parallel-loop-tiling.mlir",
            "parallel-loop-tiling-inbound-check.mlir", "parallel-loop-invalid.mlir", "parallel-loop-fusion.mlir",
            "for-loop-canonicalization.mlir", "for-loop-peeling.mlir", "for-loop-peeling-front.mlir",
            "buffer-deallocation.mlir", "one-shot-bufferize.mlir", "one-shot-bufferize-analysis.mlir",
            "one-shot-bufferize-allow-return-allocs-no-deallocs.mlir",
            "one-shot-bufferize-invalid.mlir",
            "transform-ops.mlir", "transform-ops-invalid.mlir", "transform-op-coalesce.mlir",
            "transform-op-forall-to-for.mlir", "transform-op-forall-to-parallel.mlir",
            "transform-op-take-assumed-branch.mlir", "transform-loop-fuse-sibling.mlir"],
    "Index": ["index-ops.mlir", "index-errors.mlir", "index-canonicalize.mlir",
              "int-range-inference.mlir"],
    "UB": ["ops.mlir", "canonicalize.mlir", "inlining.mlir"],
    "Math": ["ops.mlir", "canonicalize.mlir", "canonicalize_ipowi.mlir", "depends-on-arith.mlir",
             "legalize-to-f32.mlir", "uplift-to-fma.mlir"],
    "MemRef": ["value-bounds-op-interface-impl.mlir",
               "ops.mlir", "invalid.mlir", "canonicalize.mlir", "resolve-dim-ops.mlir",
               "expand-ops.mlir", "expand-strided-metadata.mlir", "expand-realloc.mlir",
               "fold-memref-alias-ops.mlir", "subview.mlir", "mem2reg.mlir",
               "mem2reg-statistics.mlir", "sroa.mlir", "emulate-wide-int.mlir"],
    "Tensor": ["value-bounds-op-interface-impl.mlir",
               "ops.mlir", "invalid.mlir", "canonicalize.mlir",
               "resolve-shaped-type-result-dims.mlir", "fold-tensor-subset-ops.mlir",
               "bufferize.mlir", "one-shot-bufferize.mlir"],
    "Affine": ["value-bounds-op-interface-impl.mlir", "value-bounds-reification.mlir",
               "ops.mlir", "invalid.mlir", "load-store.mlir", "load-store-invalid.mlir",
               "dma.mlir", "canonicalize.mlir", "constant-fold.mlir", "inlining.mlir", "affine-loop-invariant-code-motion.mlir", "affine-loop-normalize.mlir",
               "affine-expand-index-ops.mlir", "unroll.mlir", "unroll-jam.mlir", "simplify-structures.mlir", "parallelize.mlir", "scalrep.mlir",
               "loop-tiling.mlir", "loop-tiling-validity.mlir", "loop-coalescing.mlir"],
    "Vector": ["value-bounds-op-interface-impl.mlir", "test-scalable-bounds.mlir",
               "ops.mlir", "invalid.mlir", "canonicalize.mlir", "constant-fold.mlir", "inlining.mlir",
               "lower-vector-mask.mlir", "vector-multi-reduction-pass-lowering.mlir",
               "bufferize.mlir", "bufferize-invalid.mlir", "one-shot-bufferize.mlir"],
    "Complex": ["ops.mlir", "invalid.mlir", "canonicalize.mlir", "attribute.mlir"],
    "Bufferization": ["ops.mlir", "invalid.mlir", "canonicalize.mlir", "inlining.mlir",
                      "Transforms/buffer-hoisting.mlir", "Transforms/finalizing-bufferize.mlir", "Transforms/buffer-loop-hoisting.mlir",
                      "Transforms/lower-deallocations.mlir", "Transforms/lower-deallocations-func.mlir",
                      "Transforms/buffer-deallocation-simplification.mlir",
                      "Transforms/one-shot-bufferize.mlir", "Transforms/one-shot-bufferize-analysis.mlir",
                      "Transforms/one-shot-bufferize-compat.mlir",
                      "Transforms/one-shot-bufferize-memory-space-invalid.mlir",
                      "Transforms/one-shot-bufferize-partial.mlir",
                      "Transforms/one-shot-bufferize-allow-return-allocs.mlir",
                      "Transforms/one-shot-bufferize-analysis-bottom-up-from-terminators.mlir",
                      "Transforms/one-shot-module-bufferize.mlir",
                      "Transforms/one-shot-module-bufferize-allow-return-allocs.mlir",
                      "Transforms/one-shot-module-bufferize-analysis.mlir",
                      "Transforms/one-shot-module-bufferize-force-copy-before-write.mlir",
                      "Transforms/one-shot-module-bufferize-invalid.mlir",
                      "Transforms/one-shot-module-bufferize-out-params.mlir",
                      "Transforms/one-shot-bufferize-empty-tensor-elimination.mlir",
                      "Transforms/one-shot-bufferize-analysis-empty-tensor-elimination.mlir"] +
                     [f"Transforms/OwnershipBasedBufferDeallocation/{n}.mlir" for n in [
                         "dealloc-branchop-interface", "dealloc-callop-interface",
                         "dealloc-existing-deallocs", "dealloc-function-boundaries",
                         "dealloc-helper-function-invalid", "dealloc-helper-function",
                         "dealloc-loops", "dealloc-memoryeffect-interface", "dealloc-other",
                         "dealloc-region-branchop-interface", "dealloc-subviews",
                         "invalid-buffer-deallocation", "misc-other"]],
    "EmitC": ["ops.mlir", "invalid_ops.mlir", "invalid_types.mlir", "types.mlir", "attrs.mlir",
              "transforms.mlir"],
    "GPU": ["ops.mlir", "invalid.mlir", "canonicalize.mlir", "sparse-roundtrip.mlir", "int-range-interface.mlir", "mapping.mlir",
            "outlining.mlir", "bufferization-buffer-deallocation.mlir", "sink-ops.mlir",
            "multiple-all-reduce.mlir", "decompose-memrefs.mlir"],
    "LLVMIR": ["types.mlir", "types-invalid.mlir", "func.mlir", "global.mlir",
               "roundtrip.mlir", "invalid.mlir", "canonicalize.mlir",
               "constant-folding.mlir", "terminator.mlir", "opaque-ptr.mlir",
               "dynamic-gep-index.mlir", "comdat.mlir",
               "parameter-attrs-invalid.mlir", "call-location.mlir",
               "invalid-call-location.mlir", "request-c-wrappers.mlir",
               "add-linkonce-comdat.mlir", "legalize-for-export.mlir",
               "nvvm.mlir", "optimize-for-nvvm.mlir", "rocdl.mlir",
               "mem2reg.mlir", "mem2reg-intrinsics.mlir", "sroa.mlir",
               "sroa-intrinsics.mlir", "inlining.mlir", "inline-byval-huge.mlir",
               "tbaa-roundtrip.mlir", "tbaa-invalid.mlir", "loop-metadata.mlir",
               "debuginfo.mlir", "add-debuginfo-func-scope.mlir",
               "inlining-alias-scopes.mlir", "inlining-loop-annotation.mlir",
               "mem2reg-dbginfo.mlir", "di-expression-legalization.mlir"],
    "IRDL": ["attributes-op.irdl.mlir", "cmath.irdl.mlir", "cpred.irdl.mlir",
             "cyclic-types.irdl.mlir", "cyclic-types.mlir", "invalid.irdl.mlir",
             "regions-ops.irdl.mlir", "test-cmath.mlir", "test-type.irdl.mlir",
             "test-type.mlir", "testd.irdl.mlir", "testd.mlir",
             "variadics-error.irdl.mlir", "variadics.irdl.mlir", "variadics.mlir"],
    "DLTI": ["roundtrip.mlir", "valid.mlir", "invalid.mlir"],
    "PDL": ["ops.mlir", "invalid.mlir", "invalid-types.mlir", "canonicalize.mlir"],
    "Linalg": ["value-bounds-op-interface-impl.mlir",
               "roundtrip.mlir", "named-ops.mlir", "invalid.mlir", "canonicalize.mlir",
               "loops.mlir", "affine.mlir", "parallel-loops.mlir", "generalize-named-ops.mlir",
               "generalize-named-polymorphic-ops.mlir", "inline-scalar-operands.mlir",
               "convert-elementwise-to-linalg.mlir", "namedop_conversion.mlir", "inlining.mlir",
               "bufferize.mlir", "one-shot-bufferize.mlir", "one-shot-bufferize-analysis.mlir",
               "one-shot-bufferize-analysis-2fill-extract-matmul-all-perms.mlir",
               "resolve-shaped-type-result-dims.mlir", "int-narrowing.mlir",
               "named-ops-fail.mlir", "specialize-generic-ops.mlir", "library-calls.mlir", "standard.mlir",
               "detensorize_0d.mlir", "detensorize_br_operands.mlir", "detensorize_entry_block.mlir",
               "detensorize_if.mlir", "detensorize_trivial.mlir", "detensorize_while.mlir",
               "detensorize_while_impure_cf.mlir", "detensorize_while_pure_cf.mlir",
               "roundtrip-linalg-named-ops.mlir",
               "tile-tensors.mlir", "tile-indexed.mlir", "tile-conv.mlir", "tile-to-forall.mlir",
               "transform-op-tile.mlir", "tile-softmax.mlir"],
    "Transform": ["ops.mlir", "ops-invalid.mlir", "interpreter.mlir", "interpreter-entry-point.mlir",
                  "foreach-match.mlir", "apply-foreach-nested.mlir", "expensive-checks.mlir",
                  "multi-arg-top-level-ops.mlir", "multi-arg-top-level-params.mlir",
                  "test-interpreter-debug.mlir", "test-interpreter.mlir", "test-pdl-extension.mlir"],
}
# Linalg vectorization (session 29's `vectorize`).
DIALECT_FILES["Linalg"] += ["vectorization.mlir", "vectorization-with-patterns.mlir",
                            "vectorization-scalable.mlir", "vectorization-unsupported.mlir",
                            "vectorize-tensor-extract.mlir", "vectorize-tensor-extract-masked.mlir",
                            "vectorize-conv-masked-and-scalable.mlir",
                            "vectorize-convolution-flatten.mlir", "transform-op-vectorize.mlir",
                            "transform-op-peel-and-vectorize.mlir"]
# Loop interchange (session 29, lead).
DIALECT_FILES["Linalg"] += ["transform-op-interchange.mlir"]
TRANSFORMS = r"^(cse|canonicalize.*|inlining.*|sccp.*|test-symbol-dce|strip-debuginfo|" \
             r"loop-invariant-code-motion|constant-fold.*|control-flow-sink|print-op-graph.*|" \
             r"remove-dead-values|promote-buffers-to-stack|gh-77420|test-canonicalize-merge-large-blocks|" \
             r"test-symbol-privatize)\.mlir$"
# Linalg tiling and fusion (session 29's `fusion`).
DIALECT_FILES["Linalg"] += ["transform-op-fuse-into-containing.mlir", "transform-op-fuse.mlir",
                            "transform-tile-and-fuse.mlir"]


def selection(src):
    files = []
    for d, names in DIALECT_FILES.items():
        files += [f"Dialect/{d}/{n}" for n in names]
    for d, pattern in [("IR", r"\.mlir$"), ("Transforms", TRANSFORMS),
                       ("Conversion/AffineToStandard", r"\.mlir$"),
                       ("Conversion/SCFToControlFlow", r"\.mlir$"),
                       ("Conversion/ControlFlowToSCF", r"\.mlir$"),
                       ("Conversion/MathToFuncs", r"\.mlir$"),
                       ("Conversion/MathToLibm", r"\.mlir$"),
                       ("Conversion/MathToROCDL", r"\.mlir$"),
                       ("Conversion/BufferizationToMemRef", r"\.mlir$"),
                       ("Conversion/ComplexToLibm", r"\.mlir$"),
                       ("Conversion/ComplexToStandard", r"\.mlir$"),
                       ("Conversion/ReconcileUnrealizedCasts", r"\.mlir$"),
                       ("Conversion/ArithToEmitC", r"\.mlir$"),
                       ("Conversion/FuncToEmitC", r"\.mlir$"),
                       ("Conversion/SCFToEmitC", r"\.mlir$"),
                       ("Conversion/MemRefToEmitC", r"\.mlir$"),
                       ("Conversion/ArithToLLVM", r"\.mlir$"),
                       ("Conversion/IndexToLLVM", r"\.mlir$"),
                       ("Conversion/UBToLLVM", r"\.mlir$"),
                       ("Conversion/TosaToArith", r"\.mlir$"),
                       ("Conversion/TosaToTensor", r"\.mlir$"),
                       ("Conversion/TosaToLinalg", r"\.mlir$"),
                       ("Conversion/TosaToSCF", r"\.mlir$"),
                       ("Conversion/TosaToMLProgram", r"\.mlir$"),
                       ("Conversion/ControlFlowToLLVM", r"\.mlir$"),
                       ("Conversion/MathToLLVM", r"\.mlir$"),
                       ("Conversion/ComplexToLLVM", r"\.mlir$"),
                       ("Conversion/FuncToLLVM", r"\.mlir$"),
                       ("Conversion/MemRefToLLVM", r"\.mlir$"),
                       ("Conversion/VectorToLLVM", r"\.mlir$"),
                       ("Conversion/VectorToSCF", r"\.mlir$"),
                       ("Conversion/GPUToNVVM", r"\.mlir$"),
                       ("Conversion/GPUToROCDL", r"\.mlir$"),
                       ("Conversion/GPUCommon", r"^(memory-attrbution|lower-memory-space-attrs|"
                        r"memref-arg-attrs|memref-arg-noalias-attrs|memref-arg-noalias-warning)\.mlir$")]:
        files += [f"{d}/{n}" for n in sorted(os.listdir(os.path.join(src, d)))
                  if re.search(pattern, n)]
    return files


# ----- lit's RUN lines -----

def run_lines(text):
    """(line number, command, [source line numbers]) as lit joins them."""
    out = []
    for m in re.finditer(r"RUN:(.*)\n", text if text.endswith("\n") else text + "\n"):
        n = text.count("\n", 0, m.start()) + 1
        cmd = m.group(1).rstrip("\r").rstrip()
        if out and out[-1][1].endswith("\\"):
            out[-1] = (out[-1][0], out[-1][1][:-1] + cmd, out[-1][2] + [n])
        else:
            out.append((n, cmd, [n]))
    return out


def pipeline(cmd, path, source_dir=None):
    """The RUN line as [(negated, argv, merge_stderr)], FileCheck and count
    left out; None when it runs another tool. lit's `%S` is `source_dir`
    (the upstream file's folder: files a RUN line loads, such as
    `--irdl-file=%S/x.irdl.mlir`, are read there), else `path`'s."""
    cmd = cmd.replace("%S", source_dir or os.path.dirname(path))
    cmd = cmd.replace("%s", path)
    lex = shlex.shlex(cmd, posix=True, punctuation_chars="|&;<>")
    lex.whitespace_split = True
    tokens = list(lex)
    stages, cur = [], []
    for t in tokens:
        if t == "|":
            stages.append(cur)
            cur = []
        else:
            cur.append(t)
    stages.append(cur)
    result = []
    for s in stages:
        neg = False
        while s and s[0] == "not":
            neg, s = not neg, s[1:]
        if not s:
            return None
        if s[0] in ("FileCheck", "count"):
            continue
        if s[0] != "mlir-opt":
            return None
        merge = False
        args = []
        stdin = None
        i = 1
        while i < len(s):
            if s[i] == "2" and i + 2 < len(s) and s[i + 1] == ">&" and s[i + 2] == "1":
                merge, i = True, i + 3
                continue
            if s[i] == "<" and i + 1 < len(s):
                stdin, i = s[i + 1], i + 2
                continue
            args.append(s[i])
            i += 1
        result.append((neg, args, merge, stdin))
    return result


# The test passes ir-opt has, with the test dialect's ops they read
# (`value-bounds`: `test.reify_bound`, `test.compare`, and unregistered
# `test.` ops, which the test dialect allows): a file whose RUN lines run
# one keeps those lines and its cases that use the test dialect.
SUPPORTED_TEST_PASSES = ("test-affine-reify-value-bounds",)


def uses_supported_test_pass(stages):
    return any(a.lstrip("-").split("=", 1)[0] in SUPPORTED_TEST_PASSES
               for _, args, _, _ in stages for a in args)


def uses_test_pass(stages):
    return any((a.startswith("-test-") or a.startswith("--test-") or
                re.search(r"pipeline=.*[(,]\s*test-", a)) and
               a.lstrip("-").split("=", 1)[0] not in SUPPORTED_TEST_PASSES
               for _, args, _, _ in stages for a in args)


def run_pipeline(stages, cwd):
    """Whether lit (pipefail, `not`) would see the pipeline succeed, and the
    first stage's stderr."""
    data, ok, first_err = None, True, b""
    for i, (neg, args, merge, stdin) in enumerate(stages):
        if stdin is not None:
            with open(os.path.join(cwd, stdin), "rb") as f:
                data = f.read()
        p = subprocess.run([MLIR_OPT] + args, input=data, cwd=cwd, capture_output=True, timeout=300)
        if i == 0:
            first_err = p.stderr
        data = p.stdout + (p.stderr if merge else b"")
        failed = p.returncode != 0
        if failed != neg:
            ok = False
    return ok, first_err.decode("utf-8", "replace")


def pipeline_output(stages, cwd):
    """The standard output of the pipeline's last command."""
    data = None
    for neg, args, merge, stdin in stages:
        if stdin is not None:
            with open(os.path.join(cwd, stdin), "rb") as f:
                data = f.read()
        p = subprocess.run([MLIR_OPT] + args, input=data, cwd=cwd, capture_output=True, timeout=300)
        data = p.stdout + (p.stderr if merge else b"")
    return data


# How many times a split RUN line runs to find the chunks whose output
# changes from run to run (hash orders of pointers, as SROA's field order).
NONDETERMINISM_RUNS = 3


def unstable_chunks(stages, cwd, count):
    """The chunks (by index) whose part of the RUN line's output is not the
    same in every one of NONDETERMINISM_RUNS runs."""
    outputs = []
    for _ in range(NONDETERMINISM_RUNS):
        parts = pipeline_output(stages, cwd).split(MARKER.encode() + b"\n")
        if len(parts) != count:
            return []
        outputs.append(parts)
    return [k for k in range(count) if any(o[k] != outputs[0][k] for o in outputs)]


# ----- cases -----

def split_chunks(text):
    """The chunks of `--split-input-file` (marker lines belong to the chunk
    after them), as (start, end) offsets; upstream's quirks do not arise in
    the selected files (checked: no near misses)."""
    bounds, start = [], 0
    while True:
        i = text.find(MARKER, start)
        if i < 0:
            break
        bounds.append(i)
        start = i + len(MARKER)
    edges = [0] + bounds + [len(text)]
    return [(edges[k], edges[k + 1]) for k in range(len(edges) - 1)]


def code_of(text):
    """The text without `//` comments (strings are not told apart)."""
    return "\n".join(line.split("//", 1)[0] for line in text.split("\n"))


# `test.` starting a name, but not the file names `"test.h"` (EmitC's
# `emitc.include "test.h"`), `"test.ll"` and `"test.mlir"` (the LLVMIR
# files' `#llvm.di_file`s and locations).
TEST_DIALECT = re.compile(r"(?<![A-Za-z0-9_$.%@^-])test\.(?!(h|ll|mlir)\")")


# The test dialect's extension of the transform dialect: `transform.test_*`
# ops, also spelled without the prefix inside transform regions.
TEST_TRANSFORM_OPS = re.compile(r"(?<![A-Za-z0-9_$%@^-])transform\.test_\w+|"
                                r"^\s*(?:%[^=\n]*=\s*)?test_\w+\b", re.M)


def uses_test_dialect(text):
    code = code_of(text)
    return TEST_DIALECT.search(code) is not None or TEST_TRANSFORM_OPS.search(code) is not None


def top_level_items(text):
    """Top-level items of an unsplit file as (start, end) offsets: each
    starts at an unindented line of code outside every bracket, and takes
    the comment lines right above it (not RUN lines)."""
    lines = text.split("\n")
    depth, starts, in_string = 0, [], False
    for i, line in enumerate(lines):
        code = line.strip()
        if (depth == 0 and not in_string and code and not line[0].isspace()
                and not code.startswith("//") and code[0] not in "}])"):
            j = i
            while j > 0 and lines[j - 1].lstrip().startswith("//") and "RUN:" not in lines[j - 1]:
                j -= 1
            starts.append(j)
        k = 0
        while k < len(line):
            c = line[k]
            if in_string:
                if c == "\\":
                    k += 1
                elif c == '"':
                    in_string = False
            elif c == '"':
                in_string = True
            elif line.startswith("//", k):
                break
            elif c in "{([":
                depth += 1
            elif c in "})]":
                depth -= 1
            k += 1
    offs, o = [], 0
    for l in lines:
        offs.append(o)
        o += len(l) + 1
    offs.append(len(text))
    return [(offs[s], offs[starts[k + 1]] if k + 1 < len(starts) else len(text))
            for k, s in enumerate(starts)]


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def original_line(original, piece):
    """The line of the upstream file where `piece` (a case, maybe with RUN
    lines moved into it) has its first code line."""
    lines = piece.split("\n")
    for k, l in enumerate(lines):
        if l.strip() and not l.lstrip().startswith("//"):
            # The line with what follows it, to tell repeated lines apart.
            i = original.find("\n".join(lines[k:k + 3]))
            return line_of(original, i) if i >= 0 else "?"
    return "?"


def remove_ranges(text, ranges, keep_run_lines):
    """Removes the ranges; RUN lines inside them stay (moved to where the
    range was)."""
    out, last = [], 0
    for s, e in sorted(ranges):
        out.append(text[last:s])
        if keep_run_lines:
            kept = [l + "\n" for l in text[s:e].split("\n") if "RUN:" in l]
            out.append("".join(kept))
        last = e
    out.append(text[last:])
    return "".join(out)


def drop_chunks(text, drop):
    """Removes chunks (by index): a chunk with the marker before it; the
    first chunk with the marker after it, keeping its RUN lines."""
    chunks = split_chunks(text)
    ranges = []
    for k in drop:
        s, e = chunks[k]
        if k == 0 and len(chunks) > 1:
            e = chunks[1][0] + len(MARKER)
        ranges.append((s, e))
    return remove_ranges(text, ranges, keep_run_lines=True)


def remove_run_lines(text, line_numbers):
    lines = text.split("\n")
    return "\n".join(l for i, l in enumerate(lines) if i + 1 not in line_numbers)


# ----- one file -----

def import_file(src_root, rel, log):
    original = open(os.path.join(src_root, rel), encoding="utf-8", errors="surrogateescape").read()
    text = original
    notes = []
    runs = run_lines(text)
    drop_lines = set()
    for n, cmd, src_lines in runs:
        st = pipeline(cmd, "%s")
        if st is None:
            notes.append(f"RUN line {n} removed: runs a tool other than mlir-opt: `{cmd.strip()}`")
            drop_lines.update(src_lines)
        elif uses_test_pass(st):
            notes.append(f"RUN line {n} removed: uses a test pass: `{cmd.strip()}`")
            drop_lines.update(src_lines)
    text = remove_run_lines(text, drop_lines)
    runs = run_lines(text)
    if not runs:
        return None, notes + ["file dropped: no RUN line left"], 0, 0
    keeps_test_dialect = any((st := pipeline(cmd, "%s")) is not None and uses_supported_test_pass(st)
                             for _, cmd, _ in runs)
    split = any("split-input-file" in cmd for _, cmd, _ in runs)
    items_removed = False
    dropped_cases = 0
    total_cases = len(split_chunks(text)) if split else 1
    if split:
        chunks = split_chunks(text)
        bad = [k for k, (s, e) in enumerate(chunks)
               if not keeps_test_dialect and uses_test_dialect(text[s:e])]
        if bad:
            for k in bad:
                notes.append(f"case at line {original_line(original, text[chunks[k][0]:chunks[k][1]])}"
                             f" removed: uses the test dialect")
            dropped_cases += len(bad)
            if len(bad) == len(chunks):
                return None, notes + ["file dropped: every case uses the test dialect"], total_cases, dropped_cases
            text = drop_chunks(text, bad)
    else:
        items = [r for r in top_level_items(text)
                 if not keeps_test_dialect and uses_test_dialect(text[r[0]:r[1]])]
        if items:
            for s, e in items:
                notes.append(f"top-level item at line {original_line(original, text[s:e])} removed: "
                             f"uses the test dialect")
            text = remove_ranges(text, items, keep_run_lines=True)
            if not code_of(text).strip():
                return None, notes + ["file dropped: every top-level item uses the test dialect"], 1, 1
            items_removed = True
    # What mlir-opt 19 accepts.
    source_dir = os.path.dirname(os.path.join(src_root, rel))
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(20):
            path = os.path.join(tmp, os.path.basename(rel))
            open(path, "w", encoding="utf-8", errors="surrogateescape").write(text)
            failing = []
            for n, cmd, src_lines in run_lines(text):
                st = pipeline(cmd, path, source_dir)
                ok, err = run_pipeline(st, tmp)
                if "near miss with file split marker" in err:
                    raise SystemExit(f"{rel}: near miss of the split marker, not handled here")
                if not ok:
                    failing.append((n, cmd, src_lines, err))
            if not failing:
                break
            n, cmd, src_lines, err = failing[0]
            chunk_lines = sorted({int(m) for m in re.findall(r"within split at (?:" + re.escape(path) + r"|<stdin>):(\d+) offset", err)})
            if split and "split-input-file" in cmd and chunk_lines:
                chunks = split_chunks(text)
                starts = [line_of(text, s + (len(MARKER) if k else 0)) for k, (s, e) in enumerate(chunks)]
                bad = [k for k, st_line in enumerate(starts) if st_line in chunk_lines]
                for k in bad:
                    s, e = chunks[k]
                    notes.append(f"case at line {original_line(original, text[s:e])} removed: "
                                 f"mlir-opt 19 fails on it (RUN line {n})")
                dropped_cases += len(bad)
                text = drop_chunks(text, bad)
            elif items_removed:
                # An item that needed a removed one (a call, a symbol): it
                # goes too.
                first = err.strip().split("\n")[0].replace(path, rel)
                m = re.match(re.escape(path) + r":(\d+):", err.strip())
                bad = [r for r in top_level_items(text)
                       if m and line_of(text, r[0]) <= int(m.group(1)) < line_of(text, r[1])]
                if not bad:
                    return None, notes + [f"file dropped: mlir-opt 19 rejects it without those items: {first}"], 1, 1
                notes.append(f"top-level item at line {original_line(original, text[bad[0][0]:bad[0][1]])} "
                             f"removed: mlir-opt 19 rejects it without the items above: {first}")
                text = remove_ranges(text, bad, keep_run_lines=True)
            else:
                first = err.strip().split("\n")[0].replace(path, rel) if err.strip() else "(no output)"
                notes.append(f"RUN line {n} removed: fails under mlir-opt 19: {first}")
                text = remove_run_lines(text, set(src_lines))
                if not run_lines(text):
                    return None, notes + ["file dropped: no RUN line left"], total_cases, dropped_cases
        else:
            raise SystemExit(f"{rel}: does not settle")
        # What mlir-opt 19 prints the same way every time: the output of a
        # chunk that changes from run to run cannot be compared.
        if split:
            path = os.path.join(tmp, os.path.basename(rel))
            bad = set()
            for n, cmd, src_lines in run_lines(text):
                st = pipeline(cmd, path, source_dir)
                if all("split-input-file" in " ".join(args) for _, args, _, _ in st):
                    bad.update(unstable_chunks(st, tmp, len(split_chunks(text))))
            if bad:
                chunks = split_chunks(text)
                for k in sorted(bad):
                    s, e = chunks[k]
                    notes.append(f"case at line {original_line(original, text[s:e])} removed: "
                                 f"mlir-opt 19's output of it differs from run to run")
                dropped_cases += len(bad)
                text = drop_chunks(text, sorted(bad))
    return text, notes, total_cases, dropped_cases


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    src = sys.argv[1]
    log = []
    patch = []
    rows = []
    for rel in selection(src):
        text, notes, total, dropped = import_file(src, rel, log)
        original = open(os.path.join(src, rel), encoding="utf-8", errors="surrogateescape").read()
        dest = os.path.join(DEST, rel)
        if text is None:
            if os.path.exists(dest):
                os.remove(dest)
            rows.append((rel, "dropped", total, dropped, notes))
            print(f"drop {rel}: {notes[-1]}")
            continue
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        open(dest, "w", encoding="utf-8", errors="surrogateescape").write(text)
        if text != original:
            patch += difflib.unified_diff(original.splitlines(True), text.splitlines(True),
                                          f"a/mlir/test/{rel}", f"b/mlir/test/{rel}")
        rows.append((rel, "kept", total, dropped, notes))
        print(f"keep {rel}: {total - dropped}/{total} cases" + (f" ({len(notes)} removals)" if notes else ""))
    with open(os.path.join(HERE, "dropped.patch"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.writelines(patch)
    write_provenance(rows)


PROVENANCE_HEAD = """# Upstream MLIR tests: provenance

`mlir/test/` here holds files of MLIR's own test suite, run by
`../upstream.rs` through `ir-opt` and `mlir-opt` 19 with their RUN lines'
flags (see `../upstream.rs` for how outcomes are compared and counted).

- **Source:** LLVM 19.1.7, from Debian's `llvm-toolchain-19` package
  1:19.1.7-3~deb12u1, its orig tarball
  (`llvm-toolchain-19_19.1.7.orig.tar.xz`), folder `mlir/test/`; the paths
  below `mlir/test/` here are upstream's.
- **License:** Apache-2.0 WITH LLVM-exception (the LLVM Project's, as this
  repository's).
- **Selection and changes:** made by `import.py` (this folder; its
  docstring says what it keeps and why). Kept files are byte-identical to
  upstream except for the removals listed below, which `dropped.patch`
  holds as a unified diff against upstream. Run `import.py` again with the
  same sources to check or redo them (it needs `mlir-opt` 19).
- **Cases:** a chunk between `// -----` markers when a RUN line of the file
  has `--split-input-file`, the whole file otherwise. An unsplit file whose
  top-level items (ops, mostly `func.func`) use the test dialect loses
  those items; its single case is counted as kept.

Why cases go: the `test` dialect and the `-test-*` passes are MLIR's own
testing aids, outside the project's scope (Debian's `mlir-opt` has them);
RUN lines of other tools (`mlir-translate`, ...) are outside it too. Every
kept RUN line passes under `mlir-opt` 19 (with `not` honoured; FileCheck
is left out, since outputs are compared with `mlir-opt`'s own).
"""


def write_provenance(rows):
    dirs = {}
    for rel, state, total, dropped, notes in rows:
        d = os.path.dirname(rel)
        t = dirs.setdefault(d, [0, 0, 0, 0])
        t[0] += 1
        t[1] += state == "kept"
        t[2] += total
        t[3] += total - dropped if state == "kept" else 0
    out = [PROVENANCE_HEAD, "\n## Totals\n\n",
           "| directory | files | files kept | upstream cases | cases kept |\n|---|---:|---:|---:|---:|\n"]
    sums = [0, 0, 0, 0]
    for d in sorted(dirs):
        t = dirs[d]
        sums = [a + b for a, b in zip(sums, t)]
        out.append(f"| {d} | {t[0]} | {t[1]} | {t[2]} | {t[3]} |\n")
    out.append(f"| **all** | {sums[0]} | {sums[1]} | {sums[2]} | {sums[3]} |\n")
    out.append("\n(Upstream cases of a file dropped for its RUN lines are not counted: "
               "they were never split.)\n\n## Files\n\n")
    for rel, state, total, dropped, notes in rows:
        kept = total - dropped if state == "kept" else 0
        out.append(f"- `{rel}`: {state}, {kept} of {total} cases\n")
        for n in notes:
            out.append(f"  - {n}\n")
    with open(os.path.join(HERE, "PROVENANCE.md"), "w") as f:
        f.writelines(out)


if __name__ == "__main__":
    main()
