//! `gpu.func`, `gpu.return`, `gpu.module` and `gpu.launch_func`
//! (`GPUDialect.cpp`): custom forms through the shared function syntax
//! with memory attributions, and verifiers.

use ir::interfaces::function_impl::{
    add_arg_and_result_attrs, parse_function_signature, print_function_signature, FunctionAttrNames,
};
use ir::parser::RegionArgument;
use ir::{
    Attribute, Context, CustomParser, CustomPrinter, Diagnostic, NamedAttr, OperationState,
    ParseError, Type, Value,
};

use crate::launch::{verify_attributions, NUM_WORKGROUP_ATTRIBUTIONS};
use crate::{
    AddressSpace, GPUFuncOp, GPUFuncOpHooks, GPUModuleOp, GPUModuleOpHooks, LaunchFuncOp,
    LaunchFuncOpHooks, ReturnOp, ReturnOpHooks, KERNEL_FUNC_ATTR_NAME,
};

const WORKGROUP_ATTRIB_ATTRS: &str = "workgroup_attrib_attrs";
const PRIVATE_ATTRIB_ATTRS: &str = "private_attrib_attrs";

impl GPUFuncOp {
    /// The function type's inputs and results.
    fn signature(self, ctx: &Context) -> (Vec<Type>, Vec<Type>) {
        let ft = ctx
            .attr(self.operation(), "function_type")
            .and_then(|a| ctx.as_type(a));
        let inputs = ft
            .and_then(|t| ctx.function_inputs(t))
            .map(<[Type]>::to_vec);
        let results = ft
            .and_then(|t| ctx.function_results(t))
            .map(<[Type]>::to_vec);
        (inputs.unwrap_or_default(), results.unwrap_or_default())
    }

    /// The entry block's arguments.
    fn entry_args(self, ctx: &Context) -> Vec<Value> {
        match ctx
            .op_regions(self.operation())
            .first()
            .and_then(|&r| ctx.region_entry(r))
        {
            Some(b) => ctx.block_args(b),
            None => Vec::new(),
        }
    }

    /// Whether the function is a kernel (`gpu.kernel`).
    pub fn is_kernel(self, ctx: &Context) -> bool {
        ctx.attr(self.operation(), KERNEL_FUNC_ATTR_NAME).is_some()
    }

    /// The number of workgroup attributions.
    pub fn num_workgroup_attributions(self, ctx: &Context) -> usize {
        ctx.attr(self.operation(), NUM_WORKGROUP_ATTRIBUTIONS)
            .and_then(|a| ctx.attr_as_int(a))
            .map_or(0, |n| usize::try_from(n).unwrap_or(0))
    }

    /// The workgroup attributions: entry block arguments after the
    /// function's.
    pub fn workgroup_attributions(self, ctx: &Context) -> Vec<Value> {
        let args = self.entry_args(ctx);
        let start = self.signature(ctx).0.len().min(args.len());
        let end = (start + self.num_workgroup_attributions(ctx)).min(args.len());
        args[start..end].to_vec()
    }

    /// Adds a workgroup attribution of type `ty` after the others (an entry
    /// block argument, the count attribute incremented; upstream's
    /// `addWorkgroupAttribution`, which leaves `workgroup_attrib_attrs`
    /// alone). `None` when the function has no body.
    pub fn add_workgroup_attribution(
        self,
        ctx: &mut Context,
        ty: Type,
        loc: ir::Location,
    ) -> Option<Value> {
        let entry = ctx
            .op_regions(self.operation())
            .first()
            .and_then(|&r| ctx.region_entry(r))?;
        let count = self.num_workgroup_attributions(ctx);
        let position = self.signature(ctx).0.len() + count;
        let value = ctx.insert_block_arg(entry, position, ty, loc).ok()?;
        let key = ctx.ident(NUM_WORKGROUP_ATTRIBUTIONS);
        let n = ctx.i64_attr(count as i64 + 1);
        ctx.set_attr(self.operation(), key, n).ok()?;
        Some(value)
    }

    /// The private attributions: the entry block arguments after the
    /// workgroup attributions.
    pub fn private_attributions(self, ctx: &Context) -> Vec<Value> {
        let args = self.entry_args(ctx);
        let start =
            (self.signature(ctx).0.len() + self.num_workgroup_attributions(ctx)).min(args.len());
        args[start..].to_vec()
    }
}

/// Upstream's `parseAttributions` of `gpu.func`: the arguments may have
/// attribute dictionaries, gathered in an array when any is not empty.
fn parse_func_attributions(
    parser: &mut CustomParser<'_, '_, '_>,
    keyword: &str,
    args: &mut Vec<RegionArgument>,
) -> Result<Option<Attribute>, ParseError> {
    if !parser.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    let existing = args.len();
    parser.parse_punct("(")?;
    if !parser.parse_optional_punct(")") {
        loop {
            args.push(parser.parse_argument_with_attrs()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    let added = &args[existing..];
    if added.iter().all(|a| a.attrs.is_empty()) {
        return Ok(None);
    }
    let dicts: Vec<Vec<NamedAttr>> = added.iter().map(|a| a.attrs.clone()).collect();
    let ctx = parser.ctx();
    let elements: Vec<Attribute> = dicts.iter().map(|d| ctx.dictionary_attr(d)).collect();
    Ok(Some(ctx.array_attr(&elements)))
}

/// Upstream's `printAttributions` of `gpu.func`: each with its attribute
/// dictionary, if any.
fn print_func_attributions(
    p: &mut CustomPrinter<'_, '_>,
    keyword: &str,
    values: &[Value],
    attrs: Option<Attribute>,
) {
    if values.is_empty() {
        return;
    }
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(p.ctx().value_type(v));
        let ctx = p.ctx();
        let dict = attrs
            .and_then(|a| ctx.attr_as_array(a))
            .and_then(|e| e.get(i).copied())
            .and_then(|d| ctx.as_dictionary(d))
            .map(<[NamedAttr]>::to_vec)
            .unwrap_or_default();
        p.print_optional_attr_dict_entries(&dict, &[]);
    }
    p.write_str(")");
}

impl GPUFuncOpHooks for GPUFuncOp {
    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let name = parser.parse_symbol_name()?;
        let name = parser.ctx().string_attr(&name);
        state.add_attribute("sym_name", name);
        let at = parser.offset();
        let sig = parse_function_signature(parser)?;
        if !sig.args.is_empty() && !sig.named {
            return Err(parser.op_error_at(at, "gpu.func requires named arguments"));
        }
        let inputs: Vec<Type> = sig.args.iter().map(|a| a.ty).collect();
        let ctx = parser.ctx();
        let ft = ctx.function_type(&inputs, &sig.results);
        let fta = ctx.type_attr(ft);
        state.add_attribute("function_type", fta);
        add_arg_and_result_attrs(parser, state, &sig, FunctionAttrNames::default());
        let mut args = sig.args;
        let workgroup_attrs = parse_func_attributions(parser, "workgroup", &mut args)?;
        let n = parser.ctx().i64_attr((args.len() - inputs.len()) as i64);
        state.add_attribute(NUM_WORKGROUP_ATTRIBUTIONS, n);
        if let Some(a) = workgroup_attrs {
            state.add_attribute(WORKGROUP_ATTRIB_ATTRS, a);
        }
        if let Some(a) = parse_func_attributions(parser, "private", &mut args)? {
            state.add_attribute(PRIVATE_ATTRIB_ATTRS, a);
        }
        if parser.parse_optional_keyword("kernel") {
            let unit = parser.ctx().unit_attr();
            state.add_attribute(KERNEL_FUNC_ATTR_NAME, unit);
        }
        let attrs = parser.parse_optional_attr_dict_with_keyword()?;
        state.attributes.extend(attrs);
        let body = parser.parse_region(&args, true)?;
        state.regions.push(body);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let name = ctx
            .attr(op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .unwrap_or_default()
            .to_string();
        p.write_str(" ");
        p.print_symbol_name(&name);
        print_function_signature(p, op, FunctionAttrNames::default());
        let ctx = p.ctx();
        let (workgroup, private) = (
            self.workgroup_attributions(ctx),
            self.private_attributions(ctx),
        );
        let (wattrs, pattrs) = (
            ctx.attr(op, WORKGROUP_ATTRIB_ATTRS),
            ctx.attr(op, PRIVATE_ATTRIB_ATTRS),
        );
        let kernel = self.is_kernel(ctx);
        print_func_attributions(p, "workgroup", &workgroup, wattrs);
        print_func_attributions(p, "private", &private, pattrs);
        if kernel {
            p.write_str(" kernel");
        }
        p.print_optional_attr_dict_with_keyword(
            op,
            &[
                "sym_name",
                NUM_WORKGROUP_ATTRIBUTIONS,
                KERNEL_FUNC_ATTR_NAME,
                "function_type",
                "arg_attrs",
                "res_attrs",
                WORKGROUP_ATTRIB_ATTRS,
                PRIVATE_ATTRIB_ATTRS,
            ],
        );
        p.write_str(" ");
        if let Some(&body) = p.ctx().op_regions(op).first() {
            p.print_region(body, false, true);
        }
    }

    fn get_callable_region(op: Self, ctx: &Context) -> Option<ir::Region> {
        let body = ctx.op_regions(op.operation()).first().copied()?;
        (!ctx.region_blocks(body).is_empty()).then_some(body)
    }

    fn get_argument_types(op: Self, ctx: &Context) -> Vec<Type> {
        op.signature(ctx).0
    }

    fn get_result_types(op: Self, ctx: &Context) -> Vec<Type> {
        op.signature(ctx).1
    }

    fn verify_type(op: Self, ctx: &Context) -> Result<(), Diagnostic> {
        if op.is_kernel(ctx) && !op.signature(ctx).1.is_empty() {
            return Err(Diagnostic::op_error(
                ctx,
                op.operation(),
                "expected void return type for kernel function",
            ));
        }
        Ok(())
    }

    fn verify_body(op: Self, ctx: &Context) -> Result<(), Diagnostic> {
        let o = op.operation();
        let Some(entry) = ctx.op_regions(o).first().and_then(|&r| ctx.region_entry(r)) else {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                "expected body with at least one block",
            ));
        };
        let inputs = op.signature(ctx).0;
        let args = ctx.block_args(entry);
        let needed = inputs.len() + op.num_workgroup_attributions(ctx);
        if args.len() < needed {
            return Err(Diagnostic::op_error(
                ctx,
                o,
                format!("expected at least {needed} arguments to body region"),
            ));
        }
        for (i, (&expected, &arg)) in inputs.iter().zip(&args).enumerate() {
            let actual = ctx.value_type(arg);
            if actual != expected {
                return Err(Diagnostic::op_error(
                    ctx,
                    o,
                    format!(
                        "expected body region argument #{i} to be of type '{}', got '{}'",
                        ir::printer::type_to_string(ctx, expected),
                        ir::printer::type_to_string(ctx, actual)
                    ),
                ));
            }
        }
        verify_attributions(
            ctx,
            o,
            &op.workgroup_attributions(ctx),
            AddressSpace::Workgroup,
        )?;
        verify_attributions(ctx, o, &op.private_attributions(ctx), AddressSpace::Private)
    }
}

impl ReturnOpHooks for ReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let Some(func) = ctx.op_parent_op(op).and_then(|p| GPUFuncOp::cast(ctx, p)) else {
            return Ok(());
        };
        let results = func.signature(ctx).1;
        let operands = ctx.operands(op);
        if results.len() != operands.len() {
            let loc = ctx.op_loc(func.operation());
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expected {} result operands", results.len()),
            )
            .with_note(loc, "return type declared here"));
        }
        for (i, (&ty, &v)) in results.iter().zip(&operands).enumerate() {
            let actual = ctx.value_type(v);
            if actual != ty {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    format!(
                        "unexpected type `'{}'' for operand #{i}",
                        ir::printer::type_to_string(ctx, actual)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl GPUModuleOpHooks for GPUModuleOp {
    /// Its `dlti.dl_spec` (the default DLTI data layout,
    /// `HasDefaultDLTIDataLayout`).
    fn get_data_layout_spec(op: Self, ctx: &ir::Context) -> Option<ir::Attribute> {
        dlti::data_layout_spec_of(ctx, op.operation())
    }

    /// Its `dlti.target_system_spec` (`HasDefaultDLTIDataLayout`).
    fn get_target_system_spec(op: Self, ctx: &ir::Context) -> Option<ir::Attribute> {
        dlti::target_system_spec_of(ctx, op.operation())
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let name = parser.parse_symbol_name()?;
        let name = parser.ctx().string_attr(&name);
        state.add_attribute("sym_name", name);
        if parser.parse_optional_punct("<") {
            let handler = parser.parse_attribute()?;
            parser.parse_punct(">")?;
            state.add_attribute("offloadingHandler", handler);
        }
        if parser.peek_byte() == Some(b'[') {
            let targets = parser.parse_attribute()?;
            state.add_attribute("targets", targets);
        }
        let attrs = parser.parse_optional_attr_dict_with_keyword()?;
        state.attributes.extend(attrs);
        let body = parser.parse_region(&[], true)?;
        GPUModuleOp::ensure_terminator(parser.ctx(), body, state.location);
        state.regions.push(body);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        let name = ctx
            .attr(op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .unwrap_or_default()
            .to_string();
        p.write_str(" ");
        p.print_symbol_name(&name);
        if let Some(handler) = p.ctx().attr(op, "offloadingHandler") {
            p.write_str(" <");
            p.print_attribute(handler);
            p.write_str(">");
        }
        if let Some(targets) = p.ctx().attr(op, "targets") {
            p.write_str(" ");
            p.print_attribute(targets);
            p.write_str(" ");
        }
        p.print_optional_attr_dict_with_keyword(op, &["sym_name", "targets", "offloadingHandler"]);
        p.write_str(" ");
        if let Some(&body) = p.ctx().op_regions(op).first() {
            p.print_region(body, false, false);
        }
    }
}

impl LaunchFuncOpHooks for LaunchFuncOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let mut module = ctx.op_parent_op(op);
        while let Some(m) = module {
            if ctx.op_name_str(ctx.op_get_name(m)) == "builtin.module" {
                break;
            }
            module = ctx.op_parent_op(m);
        }
        let Some(module) = module else {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected to belong to a module",
            ));
        };
        if ctx
            .attr(module, crate::CONTAINER_MODULE_ATTR_NAME)
            .is_none()
        {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected the closest surrounding module to have the 'gpu.container_module' attribute",
            ));
        }
        if self.has_cluster_size(ctx) {
            let x = self.cluster_size_x(ctx).map(|v| ctx.value_type(v));
            let y = self.cluster_size_y(ctx).map(|v| ctx.value_type(v));
            let z = self.cluster_size_z(ctx).map(|v| ctx.value_type(v));
            if y != x || z != x {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "expects types of the cluster dimensions must be the same",
                ));
            }
        }
        Ok(())
    }
}

impl LaunchFuncOp {
    /// Whether the launch has cluster sizes.
    pub fn has_cluster_size(self, ctx: &Context) -> bool {
        self.cluster_size_x(ctx).is_some()
            && self.cluster_size_y(ctx).is_some()
            && self.cluster_size_z(ctx).is_some()
    }
}
