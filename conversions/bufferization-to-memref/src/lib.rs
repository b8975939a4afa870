//! MLIR's `--convert-bufferization-to-memref` (upstream MLIR 19's
//! `lib/Conversion/BufferizationToMemRef`): `bufferization.clone` becomes
//! a `memref.alloc` (of an identity layout, cast back when the clone's
//! type has another) and a `memref.copy` (an unranked clone allocates a
//! 1-D buffer of the product of its sizes, reshaped to the source's
//! shape), and `bufferization.dealloc` is lowered as
//! `--bufferization-lower-deallocations` lowers it; the whole
//! bufferization dialect is illegal afterwards.
//!
//! ```
//! let mut ctx = ir::Context::new();
//! func::register(&mut ctx);
//! memref::register(&mut ctx);
//! bufferization::register(&mut ctx);
//! let module = ir::parse_source(
//!     &mut ctx,
//!     "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
//!        %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
//!        return %0 : memref<4xf32>
//!      }",
//!     "input.mlir",
//! )
//! .expect("parses");
//! let mut pm = ir::pass::PassManager::new("builtin.module", ir::pass::Nesting::Explicit);
//! pm.add_pass(bufferization_to_memref::create_bufferization_to_memref_pass());
//! pm.run(&mut ctx, module, &mut |_, _| {}).expect("converts");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains("memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>"));
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use bufferization::CloneOp;
use bufferization_transforms::{lower_deallocations, DeallocIllegal};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{OpBuilder, OpId, PatternRewriter, RewritePattern, TypeData, Value, DYNAMIC};

// The pass declaration (`ConvertBufferizationToMemRefBase`,
// `register_passes`, ...).
include!(concat!(env!("OUT_DIR"), "/passes.rs.inc"));

/// `memref.dim` of dimension `i` of `v`, folded when it can be
/// (`createOrFold<memref::DimOp>`).
fn folded_dim(b: &mut OpBuilder<'_>, loc: ir::Location, v: Value, i: usize) -> Value {
    let index = b.index_type();
    let at = b.index_attr(i as i64);
    let c = arith::ConstantOp::build(b, loc, index, at).result(b);
    let dim = memref::DimOp::build(b, loc, index, v, c).operation();
    match ir::rewrite::create_or_fold(b, dim).first() {
        Some(&r) => r,
        None => b.result(dim, 0),
    }
}

/// `bufferization.clone` as an allocation and a copy (upstream's
/// `CloneOpConversion`).
pub struct CloneOpConversion;

impl RewritePattern for CloneOpConversion {
    fn root(&self) -> Option<&str> {
        Some(CloneOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "CloneOpConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(clone) = CloneOp::cast(rw, op) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let input = clone.input(rw);
        let ty = rw.value_type(clone.output(rw));
        rw.set_insertion_point_before(op);
        let alloc = match rw.type_data(ty).clone() {
            TypeData::UnrankedMemRef { element, .. } => {
                let index = rw.index_type();
                let zero_attr = rw.index_attr(0);
                let zero = arith::ConstantOp::build(rw, loc, index, zero_attr).result(rw);
                let one_attr = rw.index_attr(1);
                let one = arith::ConstantOp::build(rw, loc, index, one_attr).result(rw);
                let rank = memref::RankOp::build(rw, loc, index, input).result(rw);
                let shape_ty = rw.memref_type(&[DYNAMIC], index);
                let shape =
                    memref::AllocaOp::build(rw, loc, shape_ty, &[rank], &[], None).memref(rw);
                let mut body =
                    |b: &mut OpBuilder<'_>, loc: ir::Location, i: Value, args: &[Value]| {
                        let index = b.index_type();
                        let dim = memref::DimOp::build(b, loc, index, input, i).result(b);
                        memref::StoreOp::build(b, loc, dim, shape, &[i], None);
                        let acc = arith::MulIOp::build(b, loc, index, args[0], dim, None).result(b);
                        scf::YieldOp::build(b, loc, &[acc]);
                    };
                let for_op = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
                    rw,
                    loc,
                    zero,
                    rank,
                    one,
                    &[one],
                    Some(&mut body),
                );
                let size = rw.result(for_op.operation(), 0);
                let flat_ty = rw.memref_type(&[DYNAMIC], element);
                let flat = memref::AllocOp::build(rw, loc, flat_ty, &[size], &[], None).memref(rw);
                memref::ReshapeOp::build(rw, loc, ty, flat, shape).result(rw)
            }
            TypeData::MemRef {
                shape,
                element,
                memory_space,
                ..
            } => {
                let alloc_ty = rw.memref_type_with(&shape, element, None, memory_space);
                if !<memref::CastOp as memref::CastOpHooks>::are_cast_compatible(
                    rw,
                    &[alloc_ty],
                    &[ty],
                ) {
                    return false;
                }
                let mut dynamic = Vec::new();
                for (i, &d) in shape.iter().enumerate() {
                    if d == DYNAMIC {
                        dynamic.push(folded_dim(rw, loc, input, i));
                    }
                }
                let alloc =
                    memref::AllocOp::build(rw, loc, alloc_ty, &dynamic, &[], None).memref(rw);
                if alloc_ty == ty {
                    alloc
                } else {
                    memref::CastOp::build(rw, loc, ty, alloc).dest(rw)
                }
            }
            _ => return false,
        };
        if rw.replace_op(op, &[alloc]).is_err() {
            return false;
        }
        memref::CopyOp::build(rw, loc, input, alloc);
        true
    }
}

/// The `convert-bufferization-to-memref` pass.
#[derive(Clone, Debug, Default)]
pub struct BufferizationToMemRef {
    base: ConvertBufferizationToMemRefBase,
}

/// The pass, boxed for a pass manager (upstream's
/// `createBufferizationToMemRefPass`).
pub fn create_bufferization_to_memref_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(BufferizationToMemRef::default())
}

impl OperationPass for BufferizationToMemRef {
    type Declaration = ConvertBufferizationToMemRefBase;
    fn declaration(&self) -> &ConvertBufferizationToMemRefBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ConvertBufferizationToMemRefBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        lower_deallocations(
            run,
            vec![Box::new(CloneOpConversion)],
            DeallocIllegal::Dialect,
        )
    }
}
