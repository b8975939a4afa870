//! Every op interface of the `td` library, listed by an op of `Ops.td`: its
//! methods are dispatched from an opaque operation to the op's hooks (or
//! to the defaults and generated accessors), and each interface verifier
//! upstream has rejects a bad op with upstream's message, in upstream's
//! order (with the traits, in the order the op lists them, or after the
//! nested operations for `verifyWithRegions`).

use iface::register;
use ir::interfaces::*;
use ir::{Context, OpBuilder, Operation};

const FILE: &str = "in.mlir";

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    register(&mut ctx);
    ctx
}

/// Parses and verifies `src`: the module, or the first diagnostic's first
/// line as `mlir-opt` prints it (`in.mlir:L:C: error: ...`).
fn check(ctx: &mut Context, src: &str) -> Result<Operation, String> {
    let m = ir::parse_source(ctx, src, FILE).map_err(|e| e.render(FILE, src))?;
    ir::verify(ctx, m).map_err(|d| d.render(ctx, &[(FILE, src)]))?;
    Ok(m)
}

/// The first error line of verifying `src`.
fn error(src: &str) -> String {
    let mut ctx = context();
    let e = check(&mut ctx, src).expect_err("the verifier rejects it");
    e.lines().next().unwrap_or_default().to_string()
}

/// The op named `name` in the module `src` (which must verify).
fn find(ctx: &mut Context, src: &str, name: &str) -> Operation {
    let m = check(ctx, src).unwrap_or_else(|e| panic!("{e}"));
    let found = ctx
        .walk_preorder(m)
        .into_iter()
        .find(|&op| ctx.op_is(op, name));
    found.unwrap_or_else(|| panic!("no {name}"))
}

const CAST: &str = r#"
%0 = "test.source"() : () -> f16
%1 = "iface.cast"(%0) : (f16) -> f32
"#;

#[test]
fn cast_op_interface() {
    let mut ctx = context();
    let op = find(&mut ctx, CAST, "iface.cast");
    let cast = CastOpInterfaceRef::get(&ctx, op).expect("cast");
    let (f16, f32, i8, i32) = (ctx.f16(), ctx.f32(), ctx.i8(), ctx.i32());
    assert!(cast.are_cast_compatible(&ctx, &[f16], &[f32]));
    assert!(!cast.are_cast_compatible(&ctx, &[f32], &[f16]));
    assert!(cast.are_cast_compatible(&ctx, &[i8], &[i32]));
    assert!(!cast.are_cast_compatible(&ctx, &[i8], &[f32]));
    assert_eq!(
        error(r#"%0 = "test.source"() : () -> f32
%1 = "iface.cast"(%0) : (f32) -> f16"#),
        "in.mlir:2:6: error: 'iface.cast' op operand type 'f32' and result type 'f16' are cast incompatible"
    );
}

#[test]
fn interface_verifiers_run_in_the_order_the_op_lists_them() {
    // `CastOpInterface` is listed before `SameOperandsAndResultShape`:
    // both fail, the interface's message comes first (upstream's
    // `verifyTraits` order).
    assert_eq!(
        error(r#"%0 = "test.source"() : () -> tensor<4xf32>
%1 = "iface.cast"(%0) : (tensor<4xf32>) -> tensor<8xf16>"#),
        "in.mlir:2:6: error: 'iface.cast' op operand type 'tensor<4xf32>' and result type 'tensor<8xf16>' are cast incompatible"
    );
    // The ODS invariants come before both.
    assert_eq!(
        error(r#"%0 = "test.source"() : () -> f32
"iface.cast"(%0) : (f32) -> ()"#),
        "in.mlir:2:1: error: 'iface.cast' op requires one result"
    );
}

#[test]
fn infer_type_op_interface() {
    let mut ctx = context();
    let src = r#"
%0 = "test.source"() : () -> i32
%1 = "iface.infer"(%0, %0) : (i32, i32) -> i32
"#;
    let op = find(&mut ctx, src, "iface.infer");
    let infer = InferTypeOpInterfaceRef::get(&ctx, op).expect("infer");
    let mut state = ir::OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op).to_vec();
    let mut types = Vec::new();
    infer
        .infer_return_types(&ctx, &state, &mut types)
        .expect("inferred");
    assert_eq!(types, vec![ctx.i32()]);
    assert_eq!(
        error(r#"%0 = "test.source"() : () -> i32
%1 = "iface.infer"(%0, %0) : (i32, i32) -> i64"#),
        "in.mlir:2:6: error: 'iface.infer' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'"
    );
}

#[test]
fn range_speculation_effects_unrolling_and_result_names() {
    let mut ctx = context();
    let src = r#"%0 = "iface.range"() <{hi = 9 : i64, lo = 2 : i64}> : () -> index
%1 = "iface.range"() <{hi = 1 : i64, lo = 0 : i64, may_trap}> : () -> index
"#;
    let safe = find(&mut ctx, src, "iface.range");
    let trapping_op = ctx.next_op(safe).expect("second op");
    let range = InferIntRangeInterfaceRef::get(&ctx, safe).expect("ranges");
    let mut got = Vec::new();
    range.infer_result_ranges(&ctx, &[], &mut |v, r| got.push((v, r)));
    assert_eq!(
        got,
        vec![(ctx.result(safe, 0), ConstantIntRanges::from_signed(64, 2, 9))]
    );
    let unroll = VectorUnrollOpInterfaceRef::get(&ctx, safe).expect("unroll");
    assert_eq!(unroll.get_shape_for_unroll(&ctx), Some(vec![8]));
    let spec = |op| {
        ConditionallySpeculatableRef::get(&ctx, op)
            .expect("speculatable")
            .get_speculatability(&ctx)
    };
    assert_eq!(spec(safe), Speculatability::Speculatable);
    assert_eq!(spec(trapping_op), Speculatability::NotSpeculatable);
    assert!(side_effects::is_speculatable(&ctx, safe));
    assert!(!side_effects::is_speculatable(&ctx, trapping_op));
    let mut effects = Vec::new();
    MemoryEffectOpInterfaceRef::get(&ctx, safe)
        .expect("effects")
        .get_effects(&ctx, &mut effects);
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].effect(), effects::MemoryEffect::Read);
    assert!(!side_effects::is_memory_effect_free(&ctx, safe));
    // A read has no effect on what stays: an unused range is dead.
    assert!(side_effects::would_op_be_trivially_dead(&ctx, safe));
    // `getAsmResultNames` names the results in the printed form.
    let m = ctx.op_parent_op(safe).expect("module");
    let text = ir::print_operation(&ctx, m, &ir::PrintOptions::default());
    assert!(text.contains("%range = \"iface.range\""), "{text}");
    assert!(text.contains("%range_0 = \"iface.range\""), "{text}");
    assert!(OpAsmOpInterfaceRef::get(&ctx, safe).is_some());
}

#[test]
fn branch_op_interface() {
    let mut ctx = context();
    let src = r#"
"test.region"() ({
^bb0(%a: i32):
  "iface.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let br = find(&mut ctx, src, "iface.br");
    let branch = BranchOpInterfaceRef::get(&ctx, br).expect("branch");
    assert_eq!(
        branch.get_successor_operands(&ctx, 0),
        SuccessorOperands::new(0..1)
    );
    assert_eq!(
        error(
            r#""test.region"() ({
^bb0(%a: i32):
  "iface.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
}) : () -> ()"#
        ),
        "in.mlir:3:3: error: branch has 2 operands for successor #0, but target block has 1"
    );
    assert_eq!(
        error(
            r#""test.region"() ({
^bb0(%a: i32):
  "iface.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  "test.end"() : () -> ()
}) : () -> ()"#
        ),
        "in.mlir:3:3: error: type mismatch for bb argument #0 of successor #0"
    );
}

#[test]
fn region_branch_op_interfaces() {
    let mut ctx = context();
    let src = r#"
%0 = "iface.if"() ({
  %c = "test.source"() : () -> i32
  "iface.yield"(%c) : (i32) -> ()
}) : () -> i32
"#;
    let op = find(&mut ctx, src, "iface.if");
    let branch = RegionBranchOpInterfaceRef::get(&ctx, op).expect("region branch");
    let mut succ = Vec::new();
    branch.get_successor_regions(&ctx, RegionBranchPoint::Parent, &mut succ);
    assert_eq!(succ.len(), 1);
    assert_eq!(succ[0].successor(), Some(ctx.op_region(op, 0)));
    let block = ctx.region_blocks(ctx.op_region(op, 0))[0];
    let yield_op = ctx.block_last_op(block).expect("yield");
    let term = RegionBranchTerminatorOpInterfaceRef::get(&ctx, yield_op).expect("terminator");
    assert_eq!(
        term.get_mutable_successor_operands(&ctx, RegionBranchPoint::Parent),
        0..1
    );
    // Checked after the nested ops (`verifyWithRegions`).
    assert_eq!(
        error(
            r#"%0 = "iface.if"() ({
  %c = "test.source"() : () -> i64
  "iface.yield"(%c) : (i64) -> ()
}) : () -> i32"#
        ),
        "in.mlir:1:6: error: 'iface.if' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'"
    );
    assert_eq!(
        error(
            r#"%0 = "iface.if"() ({
  "iface.yield"() : () -> ()
}) : () -> i32"#
        ),
        "in.mlir:1:6: error: 'iface.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1"
    );
}

const FUNCS: &str = r#"
"iface.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "iface.call"(%a) <{callee = @f}> : (i32) -> i32
  "iface.yield"(%0) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn call_callable_symbol_and_function_interfaces() {
    let mut ctx = context();
    let call = find(&mut ctx, FUNCS, "iface.call");
    let func = ctx.op_parent_op(call).expect("func");
    let c = CallOpInterfaceRef::get(&ctx, call).expect("call");
    assert_eq!(c.get_arg_operands(&ctx), ctx.operands(call).to_vec());
    assert_eq!(
        resolve_callable(&ctx, c.get_callable_for_callee(&ctx), call),
        Some(func)
    );
    let callable = CallableOpInterfaceRef::get(&ctx, func).expect("callable");
    assert_eq!(callable.get_argument_types(&ctx), vec![ctx.i32()]);
    assert_eq!(callable.get_result_types(&ctx), vec![ctx.i32()]);
    assert_eq!(
        callable.get_callable_region(&ctx),
        Some(ctx.op_region(func, 0))
    );
    let symbol = SymbolOpInterfaceRef::get(&ctx, func).expect("symbol");
    let name = symbol.get_name_attr(&ctx);
    assert_eq!(ctx.attr_as_str(name), Some("f"));
    assert!(FunctionOpInterfaceRef::get(&ctx, func).is_some());
    assert!(SymbolUserOpInterfaceRef::get(&ctx, call).is_some());
    // SymbolOpInterface's verifier.
    assert_eq!(
        error(r#""iface.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
}) : () -> ()"#),
        r#"in.mlir:1:1: error: 'iface.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden""#
    );
    // FunctionOpInterface's verifier: run with the traits, before the
    // nested ops (the bad cast), as upstream's.
    assert_eq!(
        error(r#""iface.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "iface.cast"(%a) : (f32) -> f16
  "iface.yield"() : () -> ()
}) : () -> ()"#),
        "in.mlir:1:1: error: 'iface.func' op entry block must have 1 arguments to match function signature"
    );
    // Its `verifyType`, the op's own.
    assert_eq!(
        error(r#""iface.func"() <{function_type = (i1, i1, i1, i1, i1) -> (), sym_name = "f"}> ({
}) : () -> ()"#),
        "in.mlir:1:1: error: 'iface.func' op takes at most 4 arguments, not 5"
    );
    // SymbolUserOpInterface's `verifySymbolUses`, run by the module's symbol table.
    assert_eq!(
        error(r#"%0 = "test.source"() : () -> i32
%1 = "iface.call"(%0) <{callee = @nope}> : (i32) -> i32"#),
        "in.mlir:2:6: error: 'iface.call' op 'nope' does not reference a valid function"
    );
}

#[test]
fn destination_style_op_interface() {
    let mut ctx = context();
    let src = r#"
%0 = "test.source"() : () -> f32
%1 = "test.source"() : () -> tensor<4xf32>
%2 = "iface.fill"(%0, %1) : (f32, tensor<4xf32>) -> tensor<4xf32>
"#;
    let op = find(&mut ctx, src, "iface.fill");
    let dps = DestinationStyleOpInterfaceRef::get(&ctx, op).expect("dps");
    assert_eq!(dps.get_dps_inits_mutable(&ctx), 1..2);
    let head = r#"%0 = "test.source"() : () -> f32
%1 = "test.source"() : () -> tensor<4xf32>
"#;
    assert_eq!(
        error(&format!(
            r#"{head}"iface.fill"(%0, %0) : (f32, f32) -> ()"#
        )),
        "in.mlir:3:1: error: 'iface.fill' op expected that operand #1 is a tensor or a memref"
    );
    assert_eq!(
        error(&format!(r#"{head}"iface.fill"(%0, %1) : (f32, tensor<4xf32>) -> ()"#)),
        "in.mlir:3:1: error: 'iface.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)"
    );
    assert_eq!(
        error(&format!(
            r#"{head}%2 = "iface.fill"(%0, %1) : (f32, tensor<4xf32>) -> tensor<8xf32>"#
        )),
        "in.mlir:3:6: error: 'iface.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')"
    );
}

#[test]
fn loop_like_op_interface() {
    let mut ctx = context();
    let src = r#"
%0 = "test.source"() : () -> i32
%1 = "iface.loop"(%0) ({
^bb0(%x: i32):
  "iface.yield"(%x) : (i32) -> ()
}) : (i32) -> i32
"#;
    let op = find(&mut ctx, src, "iface.loop");
    let lp = LoopLikeOpInterfaceRef::get(&ctx, op).expect("loop");
    assert_eq!(lp.get_loop_regions(&ctx), vec![ctx.op_region(op, 0)]);
    assert_eq!(lp.get_inits_mutable(&ctx), 0..1);
    assert!(lp.is_defined_outside_of_loop(&ctx, ctx.operand(op, 0)));
    let iter_arg = lp.get_region_iter_args(&ctx)[0];
    assert!(!lp.is_defined_outside_of_loop(&ctx, iter_arg));
    let head = "%0 = \"test.source\"() : () -> i32\n";
    assert_eq!(
        error(&format!(
            "{head}%1 = \"iface.loop\"(%0) ({{\n^bb0(%x: i32, %y: i32):\n  \"iface.yield\"(%x, %y) : (i32, i32) -> ()\n}}) : (i32) -> i32"
        )),
        "in.mlir:2:6: error: 'iface.loop' op different number of inits and region iter_args: 1 != 2"
    );
    assert_eq!(
        error(&format!(
            "{head}%1 = \"iface.loop\"(%0) ({{\n^bb0(%x: i64):\n  \"iface.yield\"(%x) : (i64) -> ()\n}}) : (i32) -> i32"
        )),
        "in.mlir:2:6: error: 'iface.loop' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'"
    );
}

const SUBVIEW: &str = r#"
%m = "test.source"() : () -> memref<8x8xf32>
%i = "test.source"() : () -> index
%v = "iface.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32>
"#;

#[test]
fn view_like_and_offset_size_and_stride_interfaces() {
    let mut ctx = context();
    let op = find(&mut ctx, SUBVIEW, "iface.subview");
    let view = ViewLikeOpInterfaceRef::get(&ctx, op).expect("view");
    assert_eq!(view.get_view_source(&ctx), ctx.operand(op, 0));
    let o = OffsetSizeAndStrideOpInterfaceRef::get(&ctx, op).expect("offsets");
    assert_eq!(o.get_offsets(&ctx), vec![ctx.operand(op, 1)]);
    assert_eq!(o.get_static_sizes(&ctx), vec![4, 4]);
    assert!(o.is_dynamic_offset(&ctx, 1));
    assert!(o.has_unit_stride(&ctx));
    assert_eq!(o.get_array_attr_max_ranks(&ctx), [2, 2, 2]);
    let bad = SUBVIEW.replace("array<i64: 0, -9223372036854775808>", "array<i64: -1, -9223372036854775808>");
    assert_eq!(
        error(&bad),
        "in.mlir:4:6: error: expected offsets to be non-negative, but got -1"
    );
    let bad = SUBVIEW.replace("array<i64: 4, 4>", "array<i64: 4>");
    assert_eq!(
        error(&bad),
        "in.mlir:4:6: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed."
    );
    let bad = SUBVIEW.replace("array<i32: 1, 1, 0, 0>", "array<i32: 1, 0, 1, 0>");
    assert_eq!(
        error(&bad),
        "in.mlir:4:6: error: expected 1 dynamic offset values"
    );
}

#[test]
fn shaped_type_interfaces() {
    let mut ctx = context();
    let src = r#"
%t = "test.source"() : () -> tensor<2x3xf32>
%s = "iface.shape"(%t) : (tensor<2x3xf32>) -> tensor<2x3xf32>
%i = "test.source"() : () -> index
%d = "iface.dim"(%t, %i) : (tensor<2x3xf32>, index) -> index
"#;
    let op = find(&mut ctx, src, "iface.shape");
    let dim = find(&mut ctx, src, "iface.dim");
    let reify = ReifyRankedShapedTypeOpInterfaceRef::get(&ctx, op).expect("reify");
    let mut shapes = Vec::new();
    {
        let mut b = OpBuilder::new(&mut ctx);
        b.set_insertion_point_before(op);
        reify
            .reify_result_shapes(&mut b, &mut shapes)
            .expect("reified");
    }
    let sizes: Vec<Option<i64>> = shapes[0]
        .iter()
        .map(|s| match s {
            FoldResult::Attr(a) => ctx.attr_as_int(*a),
            FoldResult::Value(_) => None,
        })
        .collect();
    assert_eq!(sizes, vec![Some(2), Some(3)]);
    let infer = InferShapedTypeOpInterfaceRef::get(&ctx, op).expect("infer shaped");
    let mut state = ir::OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op).to_vec();
    let mut components = Vec::new();
    infer
        .infer_return_type_components(&ctx, &state, &mut components)
        .expect("components");
    assert_eq!(components[0].dims, Some(vec![2, 3]));
    let d = ShapedDimOpInterfaceRef::get(&ctx, dim).expect("dim");
    assert_eq!(d.get_shaped_value(&ctx), ctx.operand(dim, 0));
    let head = "%t = \"test.source\"() : () -> tensor<2x3xf32>\n%i = \"test.source\"() : () -> index\n";
    assert_eq!(
        error(&format!(
            "{head}\"iface.dim\"(%t, %i) : (tensor<2x3xf32>, index) -> ()"
        )),
        "in.mlir:3:1: error: 'iface.dim' op expected single op result"
    );
    assert_eq!(
        error(&format!(
            "{head}%d = \"iface.dim\"(%t, %i) : (tensor<2x3xf32>, index) -> i32"
        )),
        "in.mlir:3:6: error: 'iface.dim' op expect index result type"
    );
}

#[test]
fn parallel_combining_op_interface() {
    let mut ctx = context();
    let src = "\"iface.combine\"() ({\n  \"test.work\"() : () -> ()\n}) : () -> ()\n";
    let op = find(&mut ctx, src, "iface.combine");
    let combine = ParallelCombiningOpInterfaceRef::get(&ctx, op).expect("combine");
    assert_eq!(combine.get_yielding_ops(&ctx).len(), 1);
    assert_eq!(
        error("\"iface.combine\"() ({\n}, {\n}) : () -> ()"),
        "in.mlir:1:1: error: expected single region op"
    );
    assert_eq!(
        error("\"iface.combine\"() ({\n}) : () -> ()"),
        "in.mlir:1:1: error: expected single block op region"
    );
}

#[test]
fn copy_derived_attribute_runtime_and_vector_transfer_interfaces() {
    let mut ctx = context();
    let src = r#"
%a = "test.source"() : () -> memref<4xf32>
%b = "test.source"() : () -> memref<4xf32>
"iface.copy"(%a, %b) <{map = unit}> : (memref<4xf32>, memref<4xf32>) -> ()
"#;
    let op = find(&mut ctx, src, "iface.copy");
    let copy = CopyOpInterfaceRef::get(&ctx, op).expect("copy");
    assert_eq!(
        (copy.get_source(&ctx), copy.get_target(&ctx)),
        (ctx.operand(op, 0), ctx.operand(op, 1))
    );
    let derived = DerivedAttributeOpInterfaceRef::get(&ctx, op).expect("derived");
    assert!(derived.is_derived_attribute(&ctx, "rank"));
    assert!(!derived.is_derived_attribute(&ctx, "map"));
    let attrs = {
        let mut b = OpBuilder::new(&mut ctx);
        b.set_insertion_point_before(op);
        derived.materialize_derived_attributes(&mut b)
    };
    assert_eq!(
        ir::printer::attr_to_string(&ctx, attrs),
        "{rank = 1 : i64}"
    );
    assert!(RuntimeVerifiableOpInterfaceRef::get(&ctx, op).is_some());
    let transfer = VectorTransferOpInterfaceRef::get(&ctx, op).expect("transfer");
    assert_eq!(transfer.get_in_bounds(&ctx), vec![true]);
    assert_eq!(transfer.get_vector(&ctx), ctx.operand(op, 0));
}

#[test]
fn data_layout_op_interface_scopes_queries() {
    let mut ctx = context();
    let src = "\"iface.layout\"() : () -> ()\n";
    let op = find(&mut ctx, src, "iface.layout");
    let scope = DataLayoutOpInterfaceRef::get(&ctx, op).expect("a data layout scope");
    assert_eq!(scope.get_data_layout_spec(&ctx), None);
    assert_eq!(scope.get_target_system_spec(&ctx), None);
    // The static methods are the defaults for builtin types.
    let layout = DataLayout::closest(&ctx, op);
    let i32 = ctx.i32();
    assert_eq!(scope.get_type_size_in_bits(&ctx, i32, &layout, &[]), TypeSize::fixed(32));
    assert_eq!(scope.get_type_size(&ctx, i32, &layout, &[]), TypeSize::fixed(4));
    assert_eq!(scope.get_type_abi_alignment(&ctx, i32, &layout, &[]), 4);
    assert_eq!(scope.get_type_preferred_alignment(&ctx, i32, &layout, &[]), 4);
    let index = ctx.index_type();
    assert_eq!(scope.get_index_bitwidth(&ctx, index, &layout, &[]), Some(64));
    assert_eq!(scope.get_endianness(&ctx, None), None);
    assert_eq!(scope.get_stack_alignment(&ctx, None), 0);
    assert_eq!(layout.get_type_size_in_bits(&ctx, index), TypeSize::fixed(64));
    // An attribute that is no data layout specification is no specification.
    let src = "\"iface.layout\"() {spec = 42} : () -> ()\n";
    let op = find(&mut ctx, src, "iface.layout");
    assert_eq!(
        DataLayout::closest(&ctx, op).get_type_size_in_bits(&ctx, index),
        TypeSize::fixed(64)
    );
}

#[test]
fn region_kind_interface_makes_a_graph_region() {
    let mut ctx = context();
    // A use before its definition is fine in a graph region.
    let src = "\"iface.graph\"() ({\n  \"test.use\"(%0) : (i32) -> ()\n  %0 = \"test.def\"() : () -> i32\n}) : () -> ()\n";
    let op = find(&mut ctx, src, "iface.graph");
    let kind = RegionKindInterfaceRef::get(&ctx, op).expect("region kind");
    assert_eq!(kind.get_region_kind(&ctx, 0), RegionKind::Graph);
    assert_eq!(region_kind(&ctx, op, 0), RegionKind::Graph);
    assert_eq!(
        error("\"iface.graph\"() ({\n  \"test.a\"() : () -> ()\n^bb1:\n  \"test.b\"() : () -> ()\n}) : () -> ()"),
        "in.mlir:1:1: error: 'iface.graph' op expects graph region #0 to have 0 or 1 blocks"
    );
}

#[test]
fn memory_slot_interfaces_dispatch_to_the_hooks() {
    let mut ctx = context();
    let src = "%0 = \"iface.slot\"() : () -> memref<f32>\n\"iface.slot_user\"(%0) : (memref<f32>) -> ()\n";
    let op = find(&mut ctx, src, "iface.slot");
    let ptr = ctx.result(op, 0);
    let user = ctx.uses(ptr).next().expect("a use").op;
    assert_eq!(ctx.op_name_of(user), "iface.slot_user");
    let f32 = ctx.element_type_or_self(ctx.value_type(ptr));
    let slot = MemorySlot { ptr, elem_type: f32 };

    let alloc = PromotableAllocationOpInterfaceRef::get(&ctx, op).expect("allocation");
    assert_eq!(alloc.get_promotable_slots(&ctx), vec![slot]);
    let mut b = OpBuilder::new(&mut ctx);
    assert_eq!(alloc.get_default_value(&slot, &mut b), ptr);
    alloc.handle_block_argument(&slot, ptr, &mut b);
    assert_eq!(alloc.handle_promotion_complete(&slot, ptr, &mut b), Some(op));

    let mem = PromotableMemOpInterfaceRef::get(&ctx, op).expect("memory op");
    assert!(mem.loads_from(&ctx, &slot) && !mem.stores_to(&ctx, &slot));
    let uses: Vec<ir::OpOperand> = ctx.uses(ptr).collect();
    let mut new_uses = Vec::new();
    assert!(mem.can_uses_be_removed(&ctx, &slot, &uses, &mut new_uses));
    assert!(!mem.can_uses_be_removed(&ctx, &slot, &[], &mut new_uses));
    let mut b = OpBuilder::new(&mut ctx);
    assert_eq!(mem.get_stored(&slot, &mut b, ptr), ptr);
    assert_eq!(mem.remove_blocking_uses(&slot, &uses, &mut b, ptr), DeletionKind::Delete);

    let promotable = PromotableOpInterfaceRef::get(&ctx, user).expect("promotable");
    assert!(promotable.can_uses_be_removed(&ctx, &uses, &mut new_uses));
    assert!(new_uses.is_empty());
    // The defaults: no replaced values wanted, visiting them does nothing.
    assert!(!promotable.requires_replaced_values(&ctx));
    let mut b = OpBuilder::new(&mut ctx);
    promotable.visit_replaced_values(&[(op, ptr)], &mut b);
    assert_eq!(promotable.remove_blocking_uses(&uses, &mut b), DeletionKind::Delete);

    let destructurable = DestructurableAllocationOpInterfaceRef::get(&ctx, op).expect("split");
    let slots = destructurable.get_destructurable_slots(&mut ctx);
    assert_eq!(slots.len(), 1);
    let whole = &slots[0];
    assert_eq!(whole.slot().elem_type, ctx.value_type(ptr));
    let accessor = DestructurableAccessorOpInterfaceRef::get(&ctx, op).expect("accessor");
    let (mut used, mut safe) = (SlotIndices::new(), Vec::new());
    assert!(accessor.can_rewire(&mut ctx, whole, &mut used, &mut safe));
    let zero = ctx.index_attr(0);
    assert!(used.contains(zero) && used.len() == 1);
    assert_eq!(safe, vec![whole.slot()]);
    let mut b = OpBuilder::new(&mut ctx);
    let mut allocators = Vec::new();
    let subslots = destructurable.destructure(whole, &used, &mut b, &mut allocators);
    assert_eq!(allocators, vec![op]);
    assert_eq!(subslots.get(&zero), Some(&whole.slot()));
    assert_eq!(accessor.rewire(whole, &subslots, &mut b), DeletionKind::Keep);
    assert_eq!(destructurable.handle_destructuring_complete(whole, &mut b), None);

    let safe_access = SafeMemorySlotAccessOpInterfaceRef::get(&ctx, op).expect("safe access");
    let mut more = Vec::new();
    assert!(safe_access.ensure_only_safe_accesses(&mut ctx, &slot, &mut more));
    assert!(more.is_empty());

    // Ops not listing an interface are not seen through it.
    assert!(CastOpInterfaceRef::get(&ctx, op).is_none());
    assert!(PromotableOpInterfaceRef::get(&ctx, op).is_none());
    assert!(PromotableMemOpInterfaceRef::get(&ctx, user).is_none());
}
