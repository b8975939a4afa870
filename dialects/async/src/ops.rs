//! What upstream's `Async.cpp` keeps: `async.execute`'s builder, custom
//! form, region verifier and region-branch interface; `async.await`'s
//! builder, result-type directive and verifier; `async.func`'s builder,
//! custom form and verifier; `async.call`'s symbol check; `async.return`'s
//! verifier; `async.create_group`'s canonicalization; `!async.value`'s
//! syntax.

use crate::{
    AwaitAllOp, AwaitOp, AwaitOpHooks, CallOp, CallOpHooks, CreateGroupOp, CreateGroupOpHooks,
    ExecuteOp, ExecuteOpHooks, FuncOp, FuncOpHooks, ReturnOp, ReturnOpHooks, TokenType, ValueType,
    ValueTypeHooks, YieldOp,
};
use ir::interfaces::function_impl::{parse_function_op, print_function_op, FunctionAttrNames};
use ir::interfaces::{RegionBranchPoint, RegionSuccessor, SymbolTableCollection};
use ir::parser::{RegionArgument, UnresolvedOperand};
use ir::printer::type_to_string;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, Location, OpBuilder, OpId,
    OperationState, ParseError, PatternRewriter, Type, TypeHandle, Value,
};

/// The name of a unit attribute on funcs that are allowed to have a
/// blocking `async.runtime.await` ops. In absence of this attribute the
/// asyncification pass might convert a func to a coroutine (upstream's
/// `AsyncDialect::kAllowedToBlockAttrName`).
pub const ALLOWED_TO_BLOCK_ATTR_NAME: &str = "async.allowed_to_block";

/// The segment sizes of `async.execute`'s operands (a property).
const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";

/// The type an `!async.value<T>` holds (`T`); any other type as it is.
pub fn value_type_of(ctx: &Context, ty: Type) -> Type {
    ty.dyn_cast::<ValueType>(ctx)
        .map_or(ty, |v| v.value_type(ctx))
}

impl ValueTypeHooks for ValueType {
    /// `<T>`; a mistake is reported, then `failed to parse async value
    /// type` at the type's name.
    fn parse(parser: &mut CustomParser<'_, '_, '_>) -> Result<ValueType, ParseError> {
        let parsed = parser
            .parse_punct("<")
            .and_then(|()| parser.parse_type())
            .and_then(|ty| parser.parse_punct(">").map(|()| ty));
        match parsed {
            Ok(ty) => Ok(ValueType::get(parser.ctx(), ty)),
            Err(mut e) => {
                let at = parser.name_offset();
                e.followups
                    .push((at, "failed to parse async value type".to_string()));
                Err(e)
            }
        }
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ty = self.value_type(printer.ctx());
        printer.write_str("<");
        printer.print_type(ty);
        printer.write_str(">");
    }
}

/// A region argument declared by name (`%unwrapped` after `as`) and an
/// optional `loc(...)`, of type `ty` (upstream's `parseArgument` without
/// type and attributes).
fn parse_named_argument(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<(UnresolvedOperand, Option<Location>), ParseError> {
    let name = parser.parse_argument_name()?;
    let loc = parser.parse_optional_location_specifier()?;
    Ok((name, loc))
}

impl ExecuteOpHooks for ExecuteOp {
    fn build_from_result_types_dependencies_operands_body_builder(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        result_types: &[Type],
        dependencies: &[Value],
        operands: &[Value],
        body_builder: Option<&mut dyn FnMut(&mut OpBuilder<'_>, Location, &[Value])>,
    ) {
        state.add_operands(dependencies);
        state.add_operands(operands);
        let segments =
            ir::asm_support::segment_sizes(builder, &[dependencies.len(), operands.len()]);
        state.add_attribute(OPERAND_SEGMENT_SIZES, segments);
        // The token first, then `result_types` wrapped in `!async.value`.
        let token = TokenType::get(builder).to_type();
        state.add_result_types(&[token]);
        for &t in result_types {
            let value = ValueType::get(builder, t).to_type();
            state.add_result_types(&[value]);
        }
        // The body's arguments are the operands, `!async.value`s unwrapped.
        let args: Vec<(Type, Location)> = operands
            .iter()
            .map(|&v| {
                (
                    value_type_of(builder, builder.value_type(v)),
                    builder.value_loc(v),
                )
            })
            .collect();
        let saved = builder.insertion_point();
        let loc = state.location;
        let region = state.add_region(builder);
        let block = builder.create_block(region, &args);
        builder.set_insertion_point_to_start(block);
        match body_builder {
            // Without a body builder and results, the body only yields.
            None if result_types.is_empty() => {
                YieldOp::build(builder, loc, &[]);
            }
            None => {}
            Some(f) => {
                let block_args = builder.block_args(block);
                f(builder, loc, &block_args);
            }
        }
        builder.set_insertion_point(saved);
    }

    /// `[%tokens] (%value as %unwrapped: !async.value<T>, ...) -> (types)
    /// attributes {...} {body}`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let token = TokenType::get(parser.ctx()).to_type();
        // Dependency tokens.
        let mut num_dependencies = 0;
        if parser.parse_optional_punct("[") && !parser.parse_optional_punct("]") {
            loop {
                let u = parser.parse_operand()?;
                let v = parser.resolve_operand(&u, token)?;
                state.add_operands(&[v]);
                num_dependencies += 1;
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct("]")?;
        }
        // Async value operands.
        let mut values = Vec::new();
        let mut unwrapped = Vec::new();
        if parser.parse_optional_punct("(") && !parser.parse_optional_punct(")") {
            loop {
                let operand = parser.parse_operand()?;
                parser.parse_keyword("as")?;
                let (name, loc) = parse_named_argument(parser)?;
                let ty = parser.parse_colon_type()?;
                let loc = match loc {
                    Some(l) => l,
                    None => parser.location_at(name.offset),
                };
                let inner = value_type_of(parser.ctx(), ty);
                values.push((operand, ty));
                unwrapped.push(RegionArgument {
                    name,
                    ty: inner,
                    loc,
                    attrs: Vec::new(),
                });
                if !parser.parse_optional_punct(",") {
                    break;
                }
            }
            parser.parse_punct(")")?;
        }
        for (u, ty) in &values {
            let v = parser.resolve_operand(u, *ty)?;
            state.add_operands(&[v]);
        }
        let segments =
            ir::asm_support::segment_sizes(parser.ctx(), &[num_dependencies, values.len()]);
        state.add_attribute(OPERAND_SEGMENT_SIZES, segments);
        // The results: the completion token, then the declared values.
        let results = parser.parse_optional_arrow_type_list()?;
        state.add_result_types(&[token]);
        state.add_result_types(&results);
        let attrs = parser.parse_optional_attr_dict_with_keyword()?;
        state.attributes.extend(attrs);
        let body = parser.parse_region(&unwrapped, false)?;
        state.regions.push(body);
        Ok(())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        let ctx = printer.ctx();
        let op = self.operation();
        let dependencies = self.dependencies(ctx);
        let operands = self.body_operands(ctx);
        let region = self.body_region(ctx);
        let entry = ctx.region_entry(region);
        let args = entry.map(|b| ctx.block_args(b)).unwrap_or_default();
        let types: Vec<Type> = ctx.result_types(op)[1..].to_vec();
        if !dependencies.is_empty() {
            printer.write_str(" [");
            printer.print_operands(&dependencies);
            printer.write_str("]");
        }
        if !operands.is_empty() {
            printer.write_str(" (");
            for (i, &v) in operands.iter().enumerate() {
                if i > 0 {
                    printer.write_str(", ");
                }
                printer.print_operand(v);
                printer.write_str(" as ");
                if let Some(&a) = args.get(i) {
                    printer.print_operand(a);
                } else {
                    printer.write_str("<<NULL VALUE>>");
                }
                printer.write_str(": ");
                let ty = printer.ctx().value_type(v);
                printer.print_type(ty);
            }
            printer.write_str(")");
        }
        if !types.is_empty() {
            printer.write_str(" -> ");
            printer.print_result_types(&types);
        }
        printer.print_optional_attr_dict_with_keyword(op, &[OPERAND_SEGMENT_SIZES]);
        printer.write_str(" ");
        printer.print_region(region, false, true);
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let unwrapped: Vec<Type> = self
            .body_operands(ctx)
            .iter()
            .map(|&v| value_type_of(ctx, ctx.value_type(v)))
            .collect();
        let args: Vec<Type> = ctx
            .region_entry(self.body_region(ctx))
            .map(|b| {
                ctx.block_args(b)
                    .iter()
                    .map(|&a| ctx.value_type(a))
                    .collect()
            })
            .unwrap_or_default();
        if args != unwrapped {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "async body region argument types do not match the execute operation arguments types",
            ));
        }
        Ok(())
    }

    fn get_entry_successor_operands(
        op: Self,
        ctx: &Context,
        _point: RegionBranchPoint,
    ) -> Vec<Value> {
        op.body_operands(ctx)
    }

    /// The body branches back to the op (its value results); the op enters
    /// the body.
    fn get_successor_regions(
        op: Self,
        ctx: &Context,
        point: RegionBranchPoint,
        regions: &mut Vec<RegionSuccessor>,
    ) {
        let body = op.body_region(ctx);
        if point == RegionBranchPoint::Region(body) {
            regions.push(RegionSuccessor::parent(op.body_results(ctx)));
            return;
        }
        let args = ctx
            .region_entry(body)
            .map(|b| ctx.block_args(b))
            .unwrap_or_default();
        regions.push(RegionSuccessor::region(body, args));
    }

    /// Types equal once `!async.value`s are unwrapped.
    fn are_types_compatible(_op: Self, ctx: &Context, lhs: Type, rhs: Type) -> bool {
        value_type_of(ctx, lhs) == value_type_of(ctx, rhs)
    }
}

impl CreateGroupOpHooks for CreateGroupOp {
    /// A group only awaited, nothing added to it, goes with its
    /// `async.await_all`s.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        let op = self.operation();
        let mut users: Vec<OpId> = Vec::new();
        for u in rewriter.uses(rewriter.result(op, 0)) {
            if !users.contains(&u.op) {
                users.push(u.op);
            }
        }
        if !users
            .iter()
            .all(|&u| AwaitAllOp::cast(rewriter, u).is_some())
        {
            return false;
        }
        for u in users {
            if rewriter.erase_op(u).is_err() {
                return false;
            }
        }
        rewriter.erase_op(op).is_ok()
    }
}

impl AwaitOpHooks for AwaitOp {
    fn build_from_operand_attrs(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        operand: Value,
        attrs: &[(&str, Attribute)],
    ) {
        state.add_operands(&[operand]);
        for &(n, a) in attrs {
            state.add_attribute(n, a);
        }
        // Awaiting a value gives what it holds.
        let ty = builder.value_type(operand);
        if let Some(v) = ty.dyn_cast::<ValueType>(builder) {
            let inner = v.value_type(builder);
            state.add_result_types(&[inner]);
        }
    }

    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let arg = ctx.value_type(self.operand(ctx));
        let result = self.get_result_type(ctx);
        if arg.isa::<TokenType>(ctx) && result.is_some() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "awaiting on a token must have empty result",
            ));
        }
        if let Some(value) = arg.dyn_cast::<ValueType>(ctx) {
            let expected = value.value_type(ctx);
            // Upstream dereferences the result type: an `async.value` is
            // awaited with a result (the result count is checked first).
            if let Some(result) = result.filter(|&r| r != expected) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format_args!(
                        "result type '{}' does not match async value type '{}'",
                        type_to_string(ctx, result),
                        type_to_string(ctx, expected)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// `custom<AwaitResultType>(type($operand), type($result))`: the operand's
/// type; the result's is what an `!async.value` holds (none for a token).
pub fn parse_await_result_type(
    parser: &mut CustomParser<'_, '_, '_>,
    operand_types: &mut Vec<Type>,
    result_types: &mut Vec<Type>,
) -> Result<(), ParseError> {
    let ty = parser.parse_type()?;
    operand_types.push(ty);
    if let Some(v) = ty.dyn_cast::<ValueType>(parser.ctx()) {
        let inner = v.value_type(parser.ctx());
        result_types.push(inner);
    }
    Ok(())
}

/// Prints `custom<AwaitResultType>`: the operand's type.
pub fn print_await_result_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    operand_types: &[Type],
    _result_types: &[Type],
) {
    printer.print_types(operand_types);
}

impl FuncOpHooks for FuncOp {
    fn build_from_name_type_attrs_arg_attrs(
        builder: &mut OpBuilder<'_>,
        state: &mut OperationState,
        name: &str,
        type_: Type,
        attrs: &[(&str, Attribute)],
        arg_attrs: &[Attribute],
    ) {
        func::build_function(builder, state, name, type_, attrs, arg_attrs);
    }

    /// Upstream parses with `allowVariadic = false`.
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        parse_function_op(parser, state, FunctionAttrNames::default())
    }

    fn print(self, printer: &mut CustomPrinter<'_, '_>) {
        print_function_op(printer, self.operation(), FunctionAttrNames::default());
    }

    /// Results: at least one, each an `!async.value` or an `!async.token`,
    /// a token only first.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let results = self.get_result_types(ctx);
        if results.is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "result is expected to be at least of size 1, but got 0",
            ));
        }
        for (i, &ty) in results.iter().enumerate() {
            let token = ty.isa::<TokenType>(ctx);
            if !token && !ty.isa::<ValueType>(ctx) {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format_args!(
                        "result type must be async value type or async token type, but got '{}'",
                        type_to_string(ctx, ty)
                    ),
                ));
            }
            if token && i != 0 {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format_args!(
                        " results' (optional) async token type is expected to appear as the 1st return value, but got {}",
                        i + 1
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl CallOpHooks for CallOp {
    fn verify_symbol_uses(
        op: Self,
        ctx: &Context,
        symbol_table: &SymbolTableCollection,
    ) -> Result<(), Diagnostic> {
        let o = op.operation();
        let (callee, name) = func::flat_callee(ctx, o)?;
        let Some(f) = symbol_table
            .lookup_nearest_symbol_from(ctx, o, callee)
            .and_then(|f| FuncOp::cast(ctx, f))
        else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format_args!("'{name}' does not reference a valid async function"),
            ));
        };
        func::verify_callee_types(ctx, o, f.function_type(ctx))
    }
}

impl ReturnOpHooks for ReturnOp {
    /// The operands are the values the parent `async.func` returns,
    /// unwrapped (its leading token, if any, left out).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        // `HasParent<"FuncOp">` is checked before.
        let Some(func) = ctx.op_parent_op(op).and_then(|p| FuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let mut results = func.get_result_types(ctx);
        if func.is_stateful(ctx) {
            results.remove(0);
        }
        let expected: Vec<Type> = results.iter().map(|&t| value_type_of(ctx, t)).collect();
        if ctx.operand_types(op) != expected {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "operand types do not match the types returned from the parent FuncOp",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::TokenType;
    use ir::{TypeHandle, TypeLookup};

    /// A parameterless type's `get_in` (its `builderCall`) on a lookup in a
    /// shared context: found once the dialect is registered, the
    /// placeholder (and a miss) before.
    #[test]
    fn parameterless_types_are_looked_up_in_a_shared_context() {
        let mut ctx = ir::Context::new();
        let mut lookup = TypeLookup::new(&ctx);
        let _ = TokenType::get_in(&mut lookup);
        assert!(lookup.missed());
        crate::register(&mut ctx);
        let token = TokenType::get(&mut ctx).to_type();
        let mut lookup = TypeLookup::new(&ctx);
        assert_eq!(TokenType::get_in(&mut lookup).to_type(), token);
        assert!(!lookup.missed());
        assert_eq!(TokenType::get_in(&mut ctx).to_type(), token);
    }
}
