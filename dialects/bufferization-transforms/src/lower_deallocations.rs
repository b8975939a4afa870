//! `bufferization-lower-deallocations` (upstream's `LowerDeallocations.cpp`):
//! each `bufferization.dealloc` becomes `memref.dealloc`s guarded by
//! `scf.if`s; with one memref the aliasing with the retained memrefs is
//! compared inline, with several a private `dealloc_helper` library
//! function, built once per symbol table, computes the conditions.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use arith::CmpIPredicate;
use bufferization::DeallocOp;
use ir::conversion::{apply_partial_conversion, rewrite_patterns, ConversionTarget};
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{
    Context, Diagnostic, Location, OpBuilder, OpId, OpTrait, PatternRewriter, RewritePattern, Type,
    Value, DYNAMIC,
};

use crate::LowerDeallocationsBase;

/// The helper function of each symbol table op (`DeallocHelperMap`).
pub type DeallocHelperMap = HashMap<OpId, String>;

fn index_const(b: &mut OpBuilder<'_>, loc: Location, value: i64) -> Value {
    let ty = b.index_type();
    let attr = b.index_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

/// An `arith.constant` of `value : i1`.
pub(crate) fn bool_const(b: &mut OpBuilder<'_>, loc: Location, value: bool) -> Value {
    let ty = b.i1();
    let attr = b.bool_attr(value);
    arith::ConstantOp::build(b, loc, ty, attr).result(b)
}

fn cmpi(b: &mut OpBuilder<'_>, loc: Location, p: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
    let i1 = b.i1();
    let attr = b.i64_attr(p as i64);
    arith::CmpIOp::build(b, loc, i1, attr, lhs, rhs).result(b)
}

fn andi(b: &mut OpBuilder<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = b.value_type(lhs);
    arith::AndIOp::build(b, loc, ty, lhs, rhs).result(b)
}

fn aligned_pointer(b: &mut OpBuilder<'_>, loc: Location, memref: Value) -> Value {
    let ty = b.index_type();
    memref::ExtractAlignedPointerAsIndexOp::build(b, loc, ty, memref).aligned_pointer(b)
}

fn load(b: &mut OpBuilder<'_>, loc: Location, memref: Value, index: Value) -> Value {
    let ty = b.element_type_or_self(b.value_type(memref));
    memref::LoadOp::build(b, loc, ty, memref, &[index], None).result(b)
}

fn store(b: &mut OpBuilder<'_>, loc: Location, value: Value, memref: Value, index: Value) {
    memref::StoreOp::build(b, loc, value, memref, &[index], None);
}

/// `memref<sizexT>` (`size` may be [`DYNAMIC`]).
fn memref_1d(b: &mut OpBuilder<'_>, size: i64, element: Type) -> Type {
    b.memref_type_with(&[size], element, None, None)
}

fn alloc(b: &mut OpBuilder<'_>, loc: Location, ty: Type) -> Value {
    memref::AllocOp::build(b, loc, ty, &[], &[], None).memref(b)
}

fn cast(b: &mut OpBuilder<'_>, loc: Location, ty: Type, source: Value) -> Value {
    memref::CastOp::build(b, loc, ty, source).dest(b)
}

/// `scf.if %cond { memref.dealloc %memref }`.
fn dealloc_if(b: &mut OpBuilder<'_>, loc: Location, cond: Value, memref: Value) {
    let mut then = |b: &mut OpBuilder<'_>, loc: Location| {
        memref::DeallocOp::build(b, loc, memref);
        scf::YieldOp::build(b, loc, &[]);
    };
    scf::IfOp::build_from_cond_then_builder_else_builder(b, loc, cond, &mut then, None);
}

/// Upstream's `DeallocOpConversion`.
struct DeallocOpConversion {
    helpers: DeallocHelperMap,
    /// The error of the dealloc that needs a helper it cannot have.
    error: Rc<RefCell<Option<Diagnostic>>>,
}

/// The nearest op above `op` that is a symbol table.
pub(crate) fn symbol_table_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let table = OpTrait::SymbolTable;
    let mut parent = ctx.op_parent_op(op);
    while let Some(p) = parent {
        if ctx.op_has_trait(p, &table) {
            return Some(p);
        }
        parent = ctx.op_parent_op(p);
    }
    None
}

impl DeallocOpConversion {
    /// One memref, no retained ones (`rewriteOneMemrefNoRetainCase`).
    fn one_memref_no_retain(&self, op: OpId, d: DeallocOp, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.op_loc(op);
        let (memref, cond) = (d.memrefs(rw)[0], d.conditions(rw)[0]);
        rw.set_insertion_point_before(op);
        dealloc_if(rw, loc, cond, memref);
        rw.replace_op(op, &[]).is_ok()
    }

    /// One memref and retained ones (`rewriteOneMemrefMultipleRetainCase`).
    fn one_memref_retained(&self, op: OpId, d: DeallocOp, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.op_loc(op);
        let (memref, cond) = (d.memrefs(rw)[0], d.conditions(rw)[0]);
        let retained = d.retained(rw);
        rw.set_insertion_point_before(op);
        let memref_index = aligned_pointer(rw, loc, memref);
        let mut does_not_alias = Vec::new();
        for r in retained {
            let retained_index = aligned_pointer(rw, loc, r);
            does_not_alias.push(cmpi(
                rw,
                loc,
                CmpIPredicate::Ne,
                memref_index,
                retained_index,
            ));
        }
        let mut prev = does_not_alias[0];
        for &v in &does_not_alias[1..] {
            prev = andi(rw, loc, prev, v);
        }
        let should_dealloc = andi(rw, loc, prev, cond);
        dealloc_if(rw, loc, should_dealloc, memref);
        let true_value = bool_const(rw, loc, true);
        let mut replacements = Vec::new();
        for v in does_not_alias {
            let i1 = rw.i1();
            let aliases = arith::XOrIOp::build(rw, loc, i1, v, true_value).result(rw);
            replacements.push(andi(rw, loc, aliases, cond));
        }
        rw.replace_op(op, &replacements).is_ok()
    }

    /// Several memrefs: through the library function (`rewriteGeneralCase`).
    fn general(&self, op: OpId, d: DeallocOp, helper: &str, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.op_loc(op);
        let (memrefs, conditions, retained) = (d.memrefs(rw), d.conditions(rw), d.retained(rw));
        rw.set_insertion_point_before(op);
        let (index, i1) = (rw.index_type(), rw.i1());
        let n = |v: &[Value]| i64::try_from(v.len()).unwrap_or(i64::MAX);
        let ty = memref_1d(rw, n(&memrefs), index);
        let to_dealloc = alloc(rw, loc, ty);
        let ty = memref_1d(rw, n(&conditions), i1);
        let condition_memref = alloc(rw, loc, ty);
        let ty = memref_1d(rw, n(&retained), index);
        let to_retain = alloc(rw, loc, ty);
        for (i, &m) in memrefs.iter().enumerate() {
            let p = aligned_pointer(rw, loc, m);
            let c = index_const(rw, loc, i as i64);
            store(rw, loc, p, to_dealloc, c);
        }
        for (i, &cond) in conditions.iter().enumerate() {
            let c = index_const(rw, loc, i as i64);
            store(rw, loc, cond, condition_memref, c);
        }
        for (i, &r) in retained.iter().enumerate() {
            let p = aligned_pointer(rw, loc, r);
            let c = index_const(rw, loc, i as i64);
            store(rw, loc, p, to_retain, c);
        }
        let (dyn_index, dyn_i1) = (memref_1d(rw, DYNAMIC, index), memref_1d(rw, DYNAMIC, i1));
        let casted_dealloc = cast(rw, loc, dyn_index, to_dealloc);
        let casted_conds = cast(rw, loc, dyn_i1, condition_memref);
        let casted_retain = cast(rw, loc, dyn_index, to_retain);
        let ty = memref_1d(rw, n(&memrefs), i1);
        let dealloc_conds = alloc(rw, loc, ty);
        let ty = memref_1d(rw, n(&retained), i1);
        let retain_conds = alloc(rw, loc, ty);
        let casted_dealloc_conds = cast(rw, loc, dyn_i1, dealloc_conds);
        let casted_retain_conds = cast(rw, loc, dyn_i1, retain_conds);
        func::CallOp::build_with_values(
            rw,
            loc,
            &[],
            helper,
            &[
                casted_dealloc,
                casted_retain,
                casted_conds,
                casted_dealloc_conds,
                casted_retain_conds,
            ],
        );
        for (i, &m) in memrefs.iter().enumerate() {
            let c = index_const(rw, loc, i as i64);
            let should_dealloc = load(rw, loc, dealloc_conds, c);
            dealloc_if(rw, loc, should_dealloc, m);
        }
        let mut replacements = Vec::new();
        for i in 0..retained.len() {
            let c = index_const(rw, loc, i as i64);
            replacements.push(load(rw, loc, retain_conds, c));
        }
        for m in [
            to_dealloc,
            to_retain,
            condition_memref,
            dealloc_conds,
            retain_conds,
        ] {
            memref::DeallocOp::build(rw, loc, m);
        }
        rw.replace_op(op, &replacements).is_ok()
    }
}

impl RewritePattern for DeallocOpConversion {
    fn root(&self) -> Option<&str> {
        Some(DeallocOp::OPERATION_NAME)
    }

    fn name(&self) -> &str {
        "DeallocOpConversion"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(d) = DeallocOp::cast(rw, op) else {
            return false;
        };
        let memrefs = d.memrefs(rw);
        if memrefs.is_empty() {
            let loc = rw.op_loc(op);
            rw.set_insertion_point_before(op);
            let false_value = bool_const(rw, loc, false);
            let replacements = vec![false_value; d.retained(rw).len()];
            return rw.replace_op(op, &replacements).is_ok();
        }
        if memrefs.len() == 1 {
            if d.retained(rw).is_empty() {
                return self.one_memref_no_retain(op, d, rw);
            }
            return self.one_memref_retained(op, d, rw);
        }
        let helper = symbol_table_op(rw, op).and_then(|t| self.helpers.get(&t));
        let Some(helper) = helper else {
            let mut error = self.error.borrow_mut();
            if error.is_none() {
                *error = Some(Diagnostic::at_op(
                    rw,
                    op,
                    "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
                ));
            }
            return false;
        };
        self.general(op, d, &helper.clone(), rw)
    }
}

/// Builds the `dealloc_helper` library function into the symbol table op
/// `table` (upstream's `buildDeallocationLibraryFunction`), renamed as
/// `SymbolTable::insert` renames when the name is taken; returns its name.
pub fn build_deallocation_library_function(
    ctx: &mut Context,
    loc: Location,
    table: OpId,
) -> String {
    let mut b = OpBuilder::new(ctx);
    let (index, i1) = (b.index_type(), b.i1());
    let index_memref = memref_1d(&mut b, DYNAMIC, index);
    let bool_memref = memref_1d(&mut b, DYNAMIC, i1);
    let arg_types = [
        index_memref,
        index_memref,
        bool_memref,
        bool_memref,
        bool_memref,
    ];
    let Some(&body) = b
        .op_regions(table)
        .first()
        .and_then(|&r| b.region_blocks(r).first())
    else {
        return String::new();
    };
    let taken: Vec<String> = b
        .block_ops(body)
        .filter_map(|o| {
            b.attr(o, "sym_name")
                .and_then(|a| b.as_string(a))
                .map(str::to_string)
        })
        .collect();
    let mut name = "dealloc_helper".to_string();
    let mut counter = 0;
    while taken.contains(&name) {
        name = format!("dealloc_helper_{counter}");
        counter += 1;
    }
    b.set_insertion_point_to_end(body);
    let fn_type = b.function_type(&arg_types, &[]);
    let private = b.string_attr("private");
    let f = func::FuncOp::build_with_values(&mut b, loc, &name, fn_type, Some(private), None, None)
        .operation();
    let region = b.op_regions(f)[0];
    let args: Vec<_> = arg_types.iter().map(|&t| (t, loc)).collect();
    let block = b.create_block(region, &args);
    b.set_insertion_point_to_start(block);
    let a = b.block_args(block).to_vec();
    let (to_dealloc, to_retain, conditions, dealloc_conds, retain_conds) =
        (a[0], a[1], a[2], a[3], a[4]);
    let c0 = index_const(&mut b, loc, 0);
    let c1 = index_const(&mut b, loc, 1);
    let true_value = bool_const(&mut b, loc, true);
    let false_value = bool_const(&mut b, loc, false);
    let dim = |b: &mut OpBuilder<'_>, m: Value| {
        let ty = b.index_type();
        memref::DimOp::build(b, loc, ty, m, c0).result(b)
    };
    let to_dealloc_size = dim(&mut b, to_dealloc);
    let to_retain_size = dim(&mut b, to_retain);
    let mut init_retain = |b: &mut OpBuilder<'_>, loc: Location, i: Value, _: &[Value]| {
        store(b, loc, false_value, retain_conds, i);
        scf::YieldOp::build(b, loc, &[]);
    };
    scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
        &mut b,
        loc,
        c0,
        to_retain_size,
        c1,
        &[],
        Some(&mut init_retain),
    );
    let mut outer = |b: &mut OpBuilder<'_>, loc: Location, outer_iter: Value, _: &[Value]| {
        let to_dealloc_value = load(b, loc, to_dealloc, outer_iter);
        let cond = load(b, loc, conditions, outer_iter);
        let mut retain_loop = |b: &mut OpBuilder<'_>, loc: Location, i: Value, iter: &[Value]| {
            let retain_value = load(b, loc, to_retain, i);
            let does_alias = cmpi(b, loc, CmpIPredicate::Eq, retain_value, to_dealloc_value);
            let mut then = |b: &mut OpBuilder<'_>, loc: Location| {
                let retain_cond = load(b, loc, retain_conds, i);
                let ty = b.i1();
                let aggregated = arith::OrIOp::build(b, loc, ty, retain_cond, cond).result(b);
                store(b, loc, aggregated, retain_conds, i);
                scf::YieldOp::build(b, loc, &[]);
            };
            scf::IfOp::build_from_cond_then_builder_else_builder(
                b, loc, does_alias, &mut then, None,
            );
            let doesnt_alias = cmpi(b, loc, CmpIPredicate::Ne, retain_value, to_dealloc_value);
            let y = andi(b, loc, iter[0], doesnt_alias);
            scf::YieldOp::build(b, loc, &[y]);
        };
        let no_retain_alias = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            b,
            loc,
            c0,
            to_retain_size,
            c1,
            &[true_value],
            Some(&mut retain_loop),
        )
        .operation();
        let no_retain_alias = b.result(no_retain_alias, 0);
        let mut dealloc_loop = |b: &mut OpBuilder<'_>, loc: Location, i: Value, iter: &[Value]| {
            let prev = load(b, loc, to_dealloc, i);
            let doesnt_alias = cmpi(b, loc, CmpIPredicate::Ne, prev, to_dealloc_value);
            let y = andi(b, loc, iter[0], doesnt_alias);
            scf::YieldOp::build(b, loc, &[y]);
        };
        let no_alias = scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
            b,
            loc,
            c0,
            outer_iter,
            c1,
            &[no_retain_alias],
            Some(&mut dealloc_loop),
        )
        .operation();
        let no_alias = b.result(no_alias, 0);
        let should_dealloc = andi(b, loc, no_alias, cond);
        store(b, loc, should_dealloc, dealloc_conds, outer_iter);
        scf::YieldOp::build(b, loc, &[]);
    };
    scf::ForOp::build_from_lower_bound_upper_bound_step_iter_args_arg4(
        &mut b,
        loc,
        c0,
        to_dealloc_size,
        c1,
        &[],
        Some(&mut outer),
    );
    func::ReturnOp::build(&mut b, loc, &[]);
    name
}

/// The `bufferization-lower-deallocations` pass.
#[derive(Clone, Debug, Default)]
pub struct LowerDeallocations {
    base: LowerDeallocationsBase,
}

/// Creates the `bufferization-lower-deallocations` pass (upstream's
/// `createLowerDeallocationsPass`).
pub fn create_lower_deallocations_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(LowerDeallocations::default())
}

impl OperationPass for LowerDeallocations {
    type Declaration = LowerDeallocationsBase;
    fn declaration(&self) -> &LowerDeallocationsBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut LowerDeallocationsBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        lower_deallocations(run, Vec::new(), DeallocIllegal::Op)
    }
}

/// What the lowering of `bufferization.dealloc` makes illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeallocIllegal {
    /// `bufferization.dealloc` only (`bufferization-lower-deallocations`).
    Op,
    /// The whole bufferization dialect (`convert-bufferization-to-memref`).
    Dialect,
}

/// Lowers the `bufferization.dealloc` ops under the pass's root (a module
/// or a function): the `dealloc_helper` library function built once per
/// symbol table that needs one (a module root only), then a partial
/// conversion with `leading` patterns before the dealloc lowering, memref,
/// arith, scf and func legal (the body of upstream's
/// `LowerDeallocations` and `BufferizationToMemRef` passes).
pub fn lower_deallocations(
    run: &mut PassRun<'_>,
    leading: Vec<Box<dyn RewritePattern>>,
    illegal: DeallocIllegal,
) -> Result<(), PassFailure> {
    let root = run.op();
    let is_module = run.op_is(root, "builtin.module");
    let is_function = ir::interfaces::FunctionOpInterfaceRef::get(run, root).is_some();
    if !is_module && !is_function {
        let loc = run.op_loc(root);
        run.emit(Diagnostic::error(
            loc,
            "root operation must be a builtin.module or a function",
        ));
        return Err(PassFailure);
    }
    let mut helpers = DeallocHelperMap::new();
    if is_module {
        let loc = run.op_loc(root);
        for op in run.walk_postorder(root) {
            let Some(d) = DeallocOp::cast(run, op) else {
                continue;
            };
            if d.memrefs(run).len() <= 1 {
                continue;
            }
            let Some(table) = symbol_table_op(run, op) else {
                continue;
            };
            if helpers.contains_key(&table) {
                continue;
            }
            let name = build_deallocation_library_function(run.ctx(), loc, table);
            helpers.insert(table, name);
        }
    }
    let error = Rc::new(RefCell::new(None));
    let pattern = DeallocOpConversion {
        helpers,
        error: Rc::clone(&error),
    };
    let mut all = leading;
    all.push(Box::new(pattern));
    let patterns = rewrite_patterns(all);
    let mut target = ConversionTarget::new();
    for dialect in ["memref", "arith", "scf", "func"] {
        target.add_legal_dialect(dialect);
    }
    match illegal {
        DeallocIllegal::Op => target.add_illegal_op(DeallocOp::OPERATION_NAME),
        DeallocIllegal::Dialect => target.add_illegal_dialect("bufferization"),
    };
    let result = apply_partial_conversion(run.ctx(), root, &target, &patterns, None);
    result.map_err(|d| {
        if let Some(e) = error.borrow_mut().take() {
            run.emit(e);
        }
        run.emit(d);
        PassFailure
    })
}
