//! `ensure-debug-info-scope-on-llvm-func` (upstream's
//! `DIScopeForLLVMFuncOp.cpp`): every `llvm.func` whose location has no
//! `#llvm.di_subprogram` gets one, fused with its location, under the
//! compile unit fused with the module's location or a new one.

use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{Attribute, Context, LocData, Location, OpId};
use llvm::dwarf::DwarfTable;
use llvm::{
    DICompileUnitAttr, DIEmissionKind, DIFileAttr, DINameTableKind, DISubprogramAttr,
    DISubprogramFlags, DISubroutineTypeAttr, LLVMFuncOp,
};

use crate::DIScopeForLLVMFuncOpBase;

/// The file, line and column of `loc` (upstream's `extractFileLoc`):
/// through names, not through fused or call-site locations.
fn file_loc(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    match ctx.loc_data(loc).as_ref() {
        LocData::FileLineCol { file, line, col } => {
            Some((ctx.ident_str(*file).to_string(), *line, *col))
        }
        LocData::Name {
            child: Some(child), ..
        } => file_loc(ctx, *child),
        _ => None,
    }
}

/// `#llvm.di_file` of a path, split as `llvm::sys::path::filename` and
/// `parent_path` split it.
fn file_attr(ctx: &mut Context, path: &str) -> DIFileAttr {
    let (dir, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    let name = ctx.string_attr(name);
    let dir = ctx.string_attr(dir);
    DIFileAttr::get(ctx, name, dir)
}

/// Upstream's `addScopeToFunction`.
fn add_scope_to_function(ctx: &mut Context, func: LLVMFuncOp, compile_unit: DICompileUnitAttr) {
    let loc = ctx.op_loc(func.operation());
    let is_subprogram =
        |ctx: &Context, a: Attribute| DISubprogramAttr::from_attribute(ctx, a).is_some();
    if llvm::find_fused_metadata(ctx, loc, &is_subprogram).is_some() {
        return;
    }
    let (file, line, col) = match file_loc(ctx, loc) {
        Some((path, line, col)) => (file_attr(ctx, &path), line, col),
        None => (compile_unit.file(ctx), 1, 1),
    };
    let normal = DwarfTable::CallingConvention
        .value("DW_CC_normal")
        .unwrap_or(1);
    let subroutine = DISubroutineTypeAttr::get(ctx, normal, &[]);
    let name = ctx.string_attr(func.sym_name(ctx).to_string().as_str());
    // Only definitions get a distinct identifier and a compile unit.
    let (id, unit, flags) = if func.is_external(ctx) {
        (None, None, DISubprogramFlags::OPTIMIZED)
    } else {
        let unit_attr = ctx.unit_attr();
        let id = ctx.distinct_attr(unit_attr);
        (
            Some(id),
            Some(compile_unit),
            DISubprogramFlags::OPTIMIZED | DISubprogramFlags::DEFINITION,
        )
    };
    let subprogram = DISubprogramAttr::get(
        ctx,
        id,
        unit,
        file.into(),
        Some(name),
        Some(name),
        file,
        line,
        col,
        flags,
        Some(subroutine),
    );
    let fused = ctx.fused_loc(&[loc], Some(subprogram.into()));
    // (The function exists: setting its location cannot fail.)
    let _ = ctx.set_loc(func.operation(), fused);
}

/// Upstream's `runOnOperation`: the compile unit of the module's location,
/// or one for its file, then a subprogram for each function.
fn add_scopes(ctx: &mut Context, module: OpId) {
    let loc = ctx.op_loc(module);
    let is_unit = |ctx: &Context, a: Attribute| DICompileUnitAttr::from_attribute(ctx, a).is_some();
    let compile_unit = match llvm::find_fused_metadata(ctx, loc, &is_unit) {
        Some(unit) => DICompileUnitAttr::from_attribute_unchecked(unit),
        None => {
            let file = match file_loc(ctx, loc) {
                Some((path, _, _)) => file_attr(ctx, &path),
                None => file_attr(ctx, "<unknown>"),
            };
            let unit_attr = ctx.unit_attr();
            let id = ctx.distinct_attr(unit_attr);
            let c = DwarfTable::Language.value("DW_LANG_C").unwrap_or(2);
            let producer = ctx.string_attr("MLIR");
            DICompileUnitAttr::get(
                ctx,
                id,
                c,
                file,
                Some(producer),
                true,
                DIEmissionKind::LineTablesOnly,
                DINameTableKind::Default,
            )
        }
    };
    let funcs: Vec<LLVMFuncOp> = ctx
        .walk_postorder(module)
        .into_iter()
        .filter_map(|op| LLVMFuncOp::cast(ctx, op))
        .collect();
    for f in funcs {
        add_scope_to_function(ctx, f, compile_unit);
    }
}

/// The `ensure-debug-info-scope-on-llvm-func` pass.
#[derive(Clone, Debug, Default)]
pub struct DIScopeForLLVMFuncOp {
    base: DIScopeForLLVMFuncOpBase,
}

/// Creates the `ensure-debug-info-scope-on-llvm-func` pass (upstream's
/// `createDIScopeForLLVMFuncOpPass`).
pub fn create_di_scope_for_llvm_func_op_pass() -> Box<dyn ir::pass::Pass> {
    Box::new(DIScopeForLLVMFuncOp::default())
}

impl OperationPass for DIScopeForLLVMFuncOp {
    type Declaration = DIScopeForLLVMFuncOpBase;
    fn declaration(&self) -> &DIScopeForLLVMFuncOpBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut DIScopeForLLVMFuncOpBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let module = run.op();
        add_scopes(run.ctx(), module);
        Ok(())
    }
}
