//! The memory ops (upstream `AffineOps.cpp`): `affine.load`,
//! `affine.store`, `affine.vector_load`, `affine.vector_store` and
//! `affine.prefetch`, whose subscripts are an affine map over SSA values
//! (`%m[%i + 1, symbol(%n)]`): custom forms, verifiers, folders.

use crate::scope::{get_affine_scope, is_valid_dim_in, is_valid_symbol_in};
use crate::syntax::{
    map_of, parse_access_map, parse_colon_memref_type, parse_vector_type, print_access_map,
    resolve_indices,
};
use crate::{
    AffineLoadOp, AffineLoadOpHooks, AffinePrefetchOp, AffinePrefetchOpHooks, AffineStoreOp,
    AffineStoreOpHooks, AffineVectorLoadOp, AffineVectorLoadOpHooks, AffineVectorStoreOp,
    AffineVectorStoreOpHooks,
};
use ir::affine::AffineMap;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, FoldResult, OpBuilder, Operation,
    OperationState, ParseError, Type, Value,
};

/// Whether `v` is a valid dimension or symbol of `scope` (upstream's
/// `isValidAffineIndexOperand`).
pub(crate) fn is_valid_index_operand(ctx: &Context, v: Value, scope: Option<ir::Region>) -> bool {
    is_valid_dim_in(ctx, v, scope) || is_valid_symbol_in(ctx, v, scope)
}

/// Upstream's `verifyMemoryOpIndexing`.
fn verify_indexing(
    ctx: &Context,
    op: Operation,
    map: Attribute,
    first_index: usize,
    memref_type: Type,
) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
    let Some(map) = map_of(ctx, map) else {
        return err("requires an affine map");
    };
    let d = ctx.affine_map_data(map);
    let rank = ctx.shape(memref_type).map_or(0, <[i64]>::len);
    if d.results.len() != rank {
        return err("affine map num results must equal memref rank");
    }
    let operands = ctx.operands(op);
    let indices = &operands[first_index.min(operands.len())..];
    if (d.num_dims + d.num_symbols) as usize != indices.len() {
        return err("expects as many subscripts as affine map inputs");
    }
    let scope = get_affine_scope(ctx, op);
    for &idx in indices {
        if !ctx.is_index(ctx.value_type(idx)) {
            return err("index to load must have 'index' type");
        }
        if !is_valid_index_operand(ctx, idx, scope) {
            return err("index must be a valid dimension or symbol identifier");
        }
    }
    Ok(())
}

/// The memref operand's type.
fn memref_type(ctx: &Context, op: Operation, at: usize) -> Type {
    ctx.value_type(ctx.operand(op, at))
}

/// Upstream's `memref::foldMemRefCast`, but for operand `skip` (the value
/// stored).
fn fold_memref_cast(ctx: &mut Context, op: Operation, skip: Option<usize>) -> FoldResult {
    let inner = skip.map(|i| ctx.operand(op, i));
    memref::fold_memref_cast(ctx, op, inner)
}

/// Upstream's fold of a load from a constant `memref.global`: the element
/// at the map's constant subscripts (any element of a splat).
fn fold_load_of_constant_global(ctx: &mut Context, load: AffineLoadOp) -> Option<Attribute> {
    let o = load.operation();
    let get_global = ctx
        .defining_op(ctx.operand(o, 0))
        .and_then(|d| memref::GetGlobalOp::cast(ctx, d))?;
    let mut table = ctx.op_parent_op(get_global.operation());
    while let Some(t) = table {
        if ctx.op_has_trait(t, &ir::OpTrait::SymbolTable) {
            break;
        }
        table = ctx.op_parent_op(t);
    }
    let name = get_global.name(ctx).to_owned();
    let global = ir::interfaces::SymbolTableCollection::new()
        .lookup_symbol_in(ctx, table?, &name)
        .and_then(|g| memref::GlobalOp::cast(ctx, g))?;
    if !global.constant(ctx) {
        return None;
    }
    let init = global
        .initial_value(ctx)
        .filter(|&a| !ctx.is_unit_attr(a))?;
    let ty = ctx.attr_type(init);
    let elem = ctx.element_type(ty)?;
    let shape = ctx.shape(ty)?.to_vec();
    let ints = ctx.dense_int_values(init);
    let floats = ctx.dense_float_values(init);
    // A splat (every element equal) folds whatever the subscripts.
    let splat = match (&ints, &floats) {
        (Some(v), _) => v.windows(2).all(|w| w[0] == w[1]) && !v.is_empty(),
        (None, Some(v)) => v.windows(2).all(|w| w[0].to_bits() == w[1].to_bits()) && !v.is_empty(),
        (None, None) => return None,
    };
    let index = if splat {
        0
    } else {
        let map = crate::syntax::map_of(ctx, load.map(ctx))?;
        let subscripts: Option<Vec<i64>> = ctx
            .affine_map_data(map)
            .results
            .iter()
            .map(|&e| ctx.affine_constant_value(e))
            .collect();
        let subscripts = subscripts?;
        let mut flat = 0i64;
        for (&s, &d) in subscripts.iter().zip(&shape) {
            if s < 0 || s >= d {
                return None;
            }
            flat = flat * d + s;
        }
        usize::try_from(flat).ok()?
    };
    if let Some(v) = ints.and_then(|v| v.get(index).copied()) {
        return Some(ctx.integer_attr(elem, v));
    }
    let v = floats?.get(index).copied()?;
    Some(ctx.float_attr(elem, v))
}

/// ` : memref-type` after the attribute dictionary of a memory op.
fn print_tail(printer: &mut CustomPrinter<'_, '_>, op: Operation, memref: Type) {
    printer.print_optional_attr_dict(op, &["map"]);
    printer.write_str(" : ");
    printer.print_type(memref);
}

impl AffineLoadOpHooks for AffineLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mt = memref_type(ctx, op, 0);
        if Some(ctx.value_type(ctx.result(op, 0))) != ctx.element_type(mt) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "result type must match element type of memref",
            ));
        }
        verify_indexing(ctx, op, self.map(ctx), 1, mt)
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        let cast = fold_memref_cast(ctx, self.operation(), None);
        if !matches!(cast, FoldResult::Failure) {
            return cast;
        }
        match fold_load_of_constant_global(ctx, self) {
            Some(a) => FoldResult::single(ir::OpFoldResult::Attr(a)),
            None => FoldResult::Failure,
        }
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.load")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let memref = parser.parse_operand()?;
        let indices = parse_access_map(parser, state)?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ty = parse_colon_memref_type(parser)?;
        let v = parser.resolve_operand(&memref, ty)?;
        state.operands.push(v);
        resolve_indices(parser, &indices, state)?;
        let elem = parser.ctx().element_type(ty).unwrap_or(ty);
        state.add_result_types(&[elem]);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        printer.write_str(" ");
        printer.print_operand(operands[0]);
        print_access_map(printer, map_of(ctx, self.map(ctx)), &operands[1..]);
        print_tail(printer, op, ctx.value_type(operands[0]));
    }
}

impl AffineStoreOpHooks for AffineStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mt = memref_type(ctx, op, 1);
        if Some(ctx.value_type(ctx.operand(op, 0))) != ctx.element_type(mt) {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "value to store must have the same type as memref element type",
            ));
        }
        verify_indexing(ctx, op, self.map(ctx), 2, mt)
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), Some(0))
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.store")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let value = parser.parse_operand()?;
        parser.parse_punct(",")?;
        let memref = parser.parse_operand()?;
        let indices = parse_access_map(parser, state)?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ty = parse_colon_memref_type(parser)?;
        let elem = parser.ctx().element_type(ty).unwrap_or(ty);
        let v = parser.resolve_operand(&value, elem)?;
        state.operands.push(v);
        let m = parser.resolve_operand(&memref, ty)?;
        state.operands.push(m);
        resolve_indices(parser, &indices, state)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        printer.write_str(" ");
        printer.print_operand(operands[0]);
        printer.write_str(", ");
        printer.print_operand(operands[1]);
        print_access_map(printer, map_of(ctx, self.map(ctx)), &operands[2..]);
        print_tail(printer, op, ctx.value_type(operands[1]));
    }

    fn build_from_value_to_store_memref_indices(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        indices: &[Value],
    ) {
        let map = identity_access_map(builder, memref);
        build_store(builder, state, value_to_store, memref, map, indices);
    }

    fn build_from_value_to_store_memref_map_map_operands(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        map: AffineMap,
        map_operands: &[Value],
    ) {
        build_store(builder, state, value_to_store, memref, map, map_operands);
    }
}

/// The identity map of the memref's rank (`() -> ()` for rank 0).
fn identity_access_map(ctx: &mut Context, memref: Value) -> AffineMap {
    let t = ctx.value_type(memref);
    let rank = ctx.shape(t).map_or(0, <[i64]>::len) as u32;
    ctx.identity_affine_map(rank)
}

/// A store's operands and map.
fn build_store(
    ctx: &mut Context,
    state: &mut OperationState,
    value: Value,
    memref: Value,
    map: AffineMap,
    map_operands: &[Value],
) {
    state.add_operands(&[value, memref]);
    state.add_operands(map_operands);
    let attr = ctx.affine_map_attr(map);
    state.add_attribute("map", attr);
}

/// Upstream's `verifyVectorMemoryOp`.
fn verify_vector(
    ctx: &Context,
    op: Operation,
    memref: Type,
    vector: Type,
) -> Result<(), Diagnostic> {
    if ctx.element_type(memref) != ctx.element_type(vector) {
        return Err(Diagnostic::op_error(
            ctx,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

impl AffineVectorLoadOpHooks for AffineVectorLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mt = memref_type(ctx, op, 0);
        verify_indexing(ctx, op, self.map(ctx), 1, mt)?;
        verify_vector(ctx, op, mt, ctx.value_type(ctx.result(op, 0)))
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.vector_load")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let memref = parser.parse_operand()?;
        let indices = parse_access_map(parser, state)?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ty = parse_colon_memref_type(parser)?;
        parser.parse_punct(",")?;
        let vty = parse_vector_type(parser)?;
        let v = parser.resolve_operand(&memref, ty)?;
        state.operands.push(v);
        resolve_indices(parser, &indices, state)?;
        state.add_result_types(&[vty]);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        printer.write_str(" ");
        printer.print_operand(operands[0]);
        print_access_map(printer, map_of(ctx, self.map(ctx)), &operands[1..]);
        print_tail(printer, op, ctx.value_type(operands[0]));
        printer.write_str(", ");
        printer.print_type(ctx.value_type(ctx.result(op, 0)));
    }
}

impl AffineVectorStoreOpHooks for AffineVectorStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mt = memref_type(ctx, op, 1);
        verify_indexing(ctx, op, self.map(ctx), 2, mt)?;
        verify_vector(ctx, op, mt, ctx.value_type(ctx.operand(op, 0)))
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.vector_store")
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let value = parser.parse_operand()?;
        parser.parse_punct(",")?;
        let memref = parser.parse_operand()?;
        let indices = parse_access_map(parser, state)?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ty = parse_colon_memref_type(parser)?;
        parser.parse_punct(",")?;
        let vty = parse_vector_type(parser)?;
        let v = parser.resolve_operand(&value, vty)?;
        state.operands.push(v);
        let m = parser.resolve_operand(&memref, ty)?;
        state.operands.push(m);
        resolve_indices(parser, &indices, state)
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        printer.write_str(" ");
        printer.print_operand(operands[0]);
        printer.write_str(", ");
        printer.print_operand(operands[1]);
        print_access_map(printer, map_of(ctx, self.map(ctx)), &operands[2..]);
        print_tail(printer, op, ctx.value_type(operands[1]));
        printer.write_str(", ");
        printer.print_type(ctx.value_type(operands[0]));
    }

    fn build_from_value_to_store_memref_indices(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        indices: &[Value],
    ) {
        let map = identity_access_map(builder, memref);
        build_store(builder, state, value_to_store, memref, map, indices);
    }

    fn build_from_value_to_store_memref_map_map_operands(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        value_to_store: Value,
        memref: Value,
        map: AffineMap,
        map_operands: &[Value],
    ) {
        build_store(builder, state, value_to_store, memref, map, map_operands);
    }
}

impl AffinePrefetchOpHooks for AffinePrefetchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let err = |m: &str| Err(Diagnostic::op_error(ctx, op, m));
        let mt = memref_type(ctx, op, 0);
        let n = ctx.num_operands(op);
        match map_of(ctx, self.map(ctx)) {
            Some(map) => {
                let d = ctx.affine_map_data(map);
                if d.results.len() != ctx.shape(mt).map_or(0, <[i64]>::len) {
                    return err("affine.prefetch affine map num results must equal memref rank");
                }
                if (d.num_dims + d.num_symbols) as usize + 1 != n {
                    return err("too few operands");
                }
            }
            None if n != 1 => return err("too few operands"),
            None => {}
        }
        let scope = get_affine_scope(ctx, op);
        for &idx in &ctx.operands(op)[1..] {
            if !is_valid_index_operand(ctx, idx, scope) {
                return err("index must be a valid dimension or symbol identifier");
            }
        }
        Ok(())
    }

    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> FoldResult {
        fold_memref_cast(ctx, self.operation(), None)
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn ir::RewritePattern>> {
        crate::canonicalize::simplify_affine_op_patterns("affine.prefetch")
    }

    // `%m[%i], read|write, locality<N>, data|instr : type`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let memref = parser.parse_operand()?;
        let indices = parse_access_map(parser, state)?;
        parser.parse_punct(",")?;
        let rw = parser
            .parse_optional_bare_id()
            .ok_or_else(|| parser.error("expected valid keyword"))?;
        parser.parse_punct(",")?;
        parser.parse_keyword("locality")?;
        parser.parse_punct("<")?;
        let i32t = parser.ctx().integer_type(32);
        let hint = parser.parse_attribute_of_type(i32t)?;
        let key = parser.ctx().ident("localityHint");
        state.attributes.push((key, hint));
        parser.parse_punct(">")?;
        parser.parse_punct(",")?;
        let cache = parser
            .parse_optional_bare_id()
            .ok_or_else(|| parser.error("expected valid keyword"))?;
        state.attributes.extend(parser.parse_optional_attr_dict()?);
        let ty = parse_colon_memref_type(parser)?;
        let v = parser.resolve_operand(&memref, ty)?;
        state.operands.push(v);
        resolve_indices(parser, &indices, state)?;
        let name = parser.name_offset();
        if rw != "read" && rw != "write" {
            return Err(parser.error_at(name, "rw specifier has to be 'read' or 'write'"));
        }
        let is_write = parser.ctx().bool_attr(rw == "write");
        let key = parser.ctx().ident("isWrite");
        state.attributes.push((key, is_write));
        if cache != "data" && cache != "instr" {
            return Err(parser.error_at(name, "cache type has to be 'data' or 'instr'"));
        }
        let is_data = parser.ctx().bool_attr(cache == "data");
        let key = parser.ctx().ident("isDataCache");
        state.attributes.push((key, is_data));
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let operands = ctx.operands(op);
        printer.write_str(" ");
        printer.print_operand(operands[0]);
        print_access_map(printer, map_of(ctx, self.map(ctx)), &operands[1..]);
        printer.write_str(if self.is_write(ctx) {
            ", write"
        } else {
            ", read"
        });
        printer.write_str(&format!(", locality<{}>, ", self.locality_hint(ctx)));
        printer.write_str(if self.is_data_cache(ctx) {
            "data"
        } else {
            "instr"
        });
        printer.print_optional_attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
        printer.write_str(" : ");
        printer.print_type(ctx.value_type(operands[0]));
    }
}
