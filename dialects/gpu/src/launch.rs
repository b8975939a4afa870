//! `gpu.launch` (`GPUDialect.cpp`): its custom form
//! (`blocks(%bx, %by, %bz) in (%sx = %0, ...) threads(...) in (...)`),
//! verifiers, the canonicalization pattern `FoldLaunchArguments` and its
//! region arguments' ranges; and the memory attributions it shares with
//! `gpu.func` (`workgroup(...)`, `private(...)`).

use ir::parser::{RegionArgument, UnresolvedOperand};
use ir::{
    Context, CustomParser, CustomPrinter, Diagnostic, OpId, OperationState, ParseError,
    PatternRewriter, RewritePattern, Type, Value,
};

use crate::{AddressSpace, AddressSpaceAttr, LaunchOp, LaunchOpHooks, TerminatorOp};

/// Region arguments of the launch configuration: block and thread ids,
/// grid and block sizes (3 each).
const NUM_CONFIG_REGION_ATTRIBUTES: usize = 12;
/// The attribute counting the workgroup attributions.
pub(crate) const NUM_WORKGROUP_ATTRIBUTIONS: &str = "workgroup_attributions";

/// Whether `ty` is a memref in `#gpu.address_space<workgroup>` (upstream's
/// `hasWorkgroupMemoryAddressSpace`).
pub(crate) fn has_workgroup_memory_address_space(ctx: &Context, ty: Type) -> bool {
    ctx.memref_memory_space(ty)
        .and_then(|s| AddressSpaceAttr::parse_value(ctx, s))
        == Some(AddressSpace::Workgroup)
}

/// Upstream's `parseAttributions`: `keyword(%a : type, ...)`, if the
/// keyword is next.
pub(crate) fn parse_attributions(
    parser: &mut CustomParser<'_, '_, '_>,
    keyword: &str,
    args: &mut Vec<RegionArgument>,
) -> Result<(), ParseError> {
    if !parser.parse_optional_keyword(keyword) {
        return Ok(());
    }
    parser.parse_punct("(")?;
    if parser.parse_optional_punct(")") {
        return Ok(());
    }
    loop {
        let loc = parser.current_location();
        args.push(parser.parse_argument(loc)?);
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    parser.parse_punct(")")
}

/// Upstream's `printAttributions`: ` keyword(%a : type, ...)` when there
/// are any.
pub(crate) fn print_attributions(p: &mut CustomPrinter<'_, '_>, keyword: &str, values: &[Value]) {
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
    }
    p.write_str(")");
}

/// Upstream's `verifyAttributions`: memrefs, in `space` when they name a
/// gpu address space.
pub(crate) fn verify_attributions(
    ctx: &Context,
    op: OpId,
    values: &[Value],
    space: AddressSpace,
) -> Result<(), Diagnostic> {
    for &v in values {
        let ty = ctx.value_type(v);
        if ctx.type_kind(ty) != ir::TypeKind::MemRef || ctx.shape(ty).is_none() {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                "expected memref type in attribution",
            ));
        }
        let Some(actual) = ctx
            .memref_memory_space(ty)
            .and_then(|s| AddressSpaceAttr::parse_value(ctx, s))
        else {
            continue;
        };
        if actual != space {
            return Err(Diagnostic::op_error(
                ctx,
                op,
                format!("expected memory space {} in attribution", space.as_str()),
            ));
        }
    }
    Ok(())
}

impl LaunchOp {
    /// The body's entry block arguments.
    fn body_args(self, ctx: &Context) -> Vec<Value> {
        match ctx.region_blocks(self.body(ctx)).first() {
            Some(&b) => ctx.block_args(b),
            None => Vec::new(),
        }
    }

    /// Whether the launch has cluster sizes.
    pub fn has_cluster_size(self, ctx: &Context) -> bool {
        self.cluster_size_x(ctx).is_some()
            && self.cluster_size_y(ctx).is_some()
            && self.cluster_size_z(ctx).is_some()
    }

    /// The number of workgroup attributions.
    pub fn num_workgroup_attributions(self, ctx: &Context) -> usize {
        ctx.attr(self.operation(), NUM_WORKGROUP_ATTRIBUTIONS)
            .and_then(|a| ctx.attr_as_int(a))
            .map_or(0, |n| usize::try_from(n).unwrap_or(0))
    }

    /// The workgroup attributions (region arguments after the launch
    /// configuration).
    pub fn workgroup_attributions(self, ctx: &Context) -> Vec<Value> {
        let args = self.body_args(ctx);
        let start = self.first_attribution(ctx).min(args.len());
        let end = (start + self.num_workgroup_attributions(ctx)).min(args.len());
        args[start..end].to_vec()
    }

    /// The private attributions (region arguments after the workgroup
    /// ones).
    pub fn private_attributions(self, ctx: &Context) -> Vec<Value> {
        let args = self.body_args(ctx);
        let start =
            (self.first_attribution(ctx) + self.num_workgroup_attributions(ctx)).min(args.len());
        args[start..].to_vec()
    }

    /// Where the attributions start among the region arguments.
    fn first_attribution(self, ctx: &Context) -> usize {
        NUM_CONFIG_REGION_ATTRIBUTES + if self.has_cluster_size(ctx) { 6 } else { 0 }
    }
}

/// One of `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`: the ids, the
/// size arguments and the size operands.
type SizeAssignment = (
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
);

/// Upstream's `parseSizeAssignment`.
fn parse_size_assignment(
    parser: &mut CustomParser<'_, '_, '_>,
) -> Result<SizeAssignment, ParseError> {
    parser.parse_punct("(")?;
    let mut ids = Vec::with_capacity(3);
    if !parser.parse_optional_punct(")") {
        loop {
            ids.push(parser.parse_argument_name()?);
            if !parser.parse_optional_punct(",") {
                break;
            }
        }
        parser.parse_punct(")")?;
    }
    parser.parse_keyword("in")?;
    parser.parse_punct("(")?;
    let mut args = Vec::with_capacity(3);
    let mut sizes = Vec::with_capacity(3);
    for i in 0..3 {
        if i != 0 {
            parser.parse_punct(",")?;
        }
        args.push(parser.parse_argument_name()?);
        parser.parse_punct("=")?;
        sizes.push(parser.parse_operand()?);
    }
    parser.parse_punct(")")?;
    let three = |v: Vec<UnresolvedOperand>, p: &mut CustomParser<'_, '_, '_>| {
        <[UnresolvedOperand; 3]>::try_from(v).map_err(|_| p.error("expected 3 values"))
    };
    Ok((
        three(ids, parser)?,
        three(args, parser)?,
        three(sizes, parser)?,
    ))
}

/// Prints `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`.
fn print_size_assignment(
    p: &mut CustomPrinter<'_, '_>,
    size: &[Value],
    operands: &[Value],
    ids: &[Value],
) {
    p.write_str("(");
    p.print_operands(ids);
    p.write_str(") in (");
    for i in 0..3 {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(size[i]);
        p.write_str(" = ");
        p.print_operand(operands[i]);
    }
    p.write_str(")");
}

impl LaunchOpHooks for LaunchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let any = self.cluster_size_x(ctx).is_some()
            || self.cluster_size_y(ctx).is_some()
            || self.cluster_size_z(ctx).is_some();
        if !self.has_cluster_size(ctx) && any {
            return Err(Diagnostic::op_error(
                ctx,
                self.operation(),
                "cluster size must be all present",
            ));
        }
        Ok(())
    }

    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.operation();
        let body = self.body(ctx);
        if let Some(&entry) = ctx.region_blocks(body).first() {
            if ctx.block_args(entry).len()
                < NUM_CONFIG_REGION_ATTRIBUTES + self.num_workgroup_attributions(ctx)
            {
                return Err(Diagnostic::op_error(
                    ctx,
                    op,
                    "unexpected number of region arguments",
                ));
            }
        }
        verify_attributions(
            ctx,
            op,
            &self.workgroup_attributions(ctx),
            AddressSpace::Workgroup,
        )?;
        verify_attributions(
            ctx,
            op,
            &self.private_attributions(ctx),
            AddressSpace::Private,
        )?;
        for &b in ctx.region_blocks(body) {
            let Some(last) = ctx.block_ops(b).last() else {
                continue;
            };
            if !ctx.successors(last).is_empty() || TerminatorOp::cast(ctx, last).is_some() {
                continue;
            }
            let loc = ctx.op_loc(op);
            return Err(Diagnostic::at_op(
                ctx,
                last,
                "expected 'gpu.terminator' or a terminator with successors",
            )
            .with_note(loc, "in 'gpu.launch' body region"));
        }
        Ok(())
    }

    fn canonicalization_patterns(_ctx: &mut Context) -> Vec<Box<dyn RewritePattern>> {
        vec![Box::new(FoldLaunchArguments)]
    }

    fn parse(
        parser: &mut CustomParser<'_, '_, '_>,
        state: &mut OperationState,
    ) -> Result<(), ParseError> {
        let mut token = Vec::new();
        let mut deps = Vec::new();
        crate::parse_async_dependencies(parser, &mut token, &mut deps)?;
        let token_ty = crate::AsyncTokenType::get(parser.ctx()).into();
        for d in &deps {
            let v = parser.resolve_operand(d, token_ty)?;
            state.operands.push(v);
        }
        if parser.num_results() > 0 {
            state.result_types.push(token_ty);
        }
        let index = parser.ctx().index_type();
        let has_cluster = parser.parse_optional_keyword("clusters");
        let cluster = if has_cluster {
            Some(parse_size_assignment(parser)?)
        } else {
            None
        };
        parser.parse_keyword("blocks")?;
        let blocks = parse_size_assignment(parser)?;
        parser.parse_keyword("threads")?;
        let threads = parse_size_assignment(parser)?;
        let mut sizes: Vec<UnresolvedOperand> = blocks.2.to_vec();
        sizes.extend(threads.2);
        if let Some(c) = &cluster {
            sizes.extend(c.2);
        }
        for s in &sizes {
            let v = parser.resolve_operand(s, index)?;
            state.operands.push(v);
        }
        let mut has_shared = false;
        if parser.parse_optional_keyword("dynamic_shared_memory_size") {
            has_shared = true;
            let u = parser.parse_operand()?;
            let i32t = parser.ctx().integer_type(32);
            let v = parser.resolve_operand(&u, i32t)?;
            state.operands.push(v);
        }
        // Ids precede sizes; blocks precede threads; clusters come last.
        let mut names: Vec<UnresolvedOperand> = Vec::with_capacity(18);
        names.extend(blocks.0);
        names.extend(threads.0);
        names.extend(blocks.1);
        names.extend(threads.1);
        if let Some(c) = &cluster {
            names.extend(c.0);
            names.extend(c.1);
        }
        let mut args: Vec<RegionArgument> = names
            .into_iter()
            .map(|name| {
                let loc = parser.location_at(name.offset);
                RegionArgument {
                    name,
                    ty: index,
                    loc,
                    attrs: Vec::new(),
                }
            })
            .collect();
        let config = args.len();
        parse_attributions(parser, "workgroup", &mut args)?;
        let workgroup = args.len() - config;
        let n = parser.ctx().i64_attr(workgroup as i64);
        state.add_attribute(NUM_WORKGROUP_ATTRIBUTIONS, n);
        parse_attributions(parser, "private", &mut args)?;
        let body = parser.parse_region(&args, false)?;
        state.regions.push(body);
        let attrs = parser.parse_optional_attr_dict()?;
        state.attributes.extend(attrs);
        let c = usize::from(has_cluster);
        let segments = ir::asm_support::segment_sizes(
            parser.ctx(),
            &[
                deps.len(),
                1,
                1,
                1,
                1,
                1,
                1,
                c,
                c,
                c,
                usize::from(has_shared),
            ],
        );
        state.add_attribute("operandSegmentSizes", segments);
        Ok(())
    }

    fn print(self, p: &mut CustomPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.operation();
        if self.async_token(ctx).is_some() {
            p.write_str(" async");
            let deps = self.async_dependencies(ctx);
            if !deps.is_empty() {
                p.write_str(" [");
                p.print_operands(&deps);
                p.write_str("]");
            }
        }
        let args = self.body_args(ctx);
        if args.len() < NUM_CONFIG_REGION_ATTRIBUTES {
            return;
        }
        if self.has_cluster_size(ctx) && args.len() >= 18 {
            let sizes: Vec<Value> = [
                self.cluster_size_x(ctx),
                self.cluster_size_y(ctx),
                self.cluster_size_z(ctx),
            ]
            .into_iter()
            .flatten()
            .collect();
            p.write_str(" clusters");
            print_size_assignment(p, &args[15..18], &sizes, &args[12..15]);
        }
        p.write_str(" blocks");
        let grid = [
            self.grid_size_x(ctx),
            self.grid_size_y(ctx),
            self.grid_size_z(ctx),
        ];
        print_size_assignment(p, &args[6..9], &grid, &args[0..3]);
        p.write_str(" threads");
        let block = [
            self.block_size_x(ctx),
            self.block_size_y(ctx),
            self.block_size_z(ctx),
        ];
        print_size_assignment(p, &args[9..12], &block, &args[3..6]);
        if let Some(size) = self.dynamic_shared_memory_size(ctx) {
            p.write_str(" dynamic_shared_memory_size ");
            p.print_operand(size);
        }
        print_attributions(p, "workgroup", &self.workgroup_attributions(ctx));
        print_attributions(p, "private", &self.private_attributions(ctx));
        p.write_str(" ");
        p.print_region(self.body(ctx), false, true);
        p.print_optional_attr_dict(op, &["operandSegmentSizes", NUM_WORKGROUP_ATTRIBUTIONS]);
    }

    fn infer_result_ranges(
        op: Self,
        ctx: &Context,
        arg_ranges: &[ir::interfaces::ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ir::interfaces::ConstantIntRanges),
    ) {
        crate::ranges::launch_ranges(ctx, op, arg_ranges, set_result_range);
    }
}

/// `FoldLaunchArguments`: an id whose size is the constant 1 is 0.
struct FoldLaunchArguments;

impl RewritePattern for FoldLaunchArguments {
    fn root(&self) -> Option<&str> {
        Some(LaunchOp::OPERATION_NAME)
    }
    fn name(&self) -> &str {
        "FoldLaunchArguments"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(launch) = LaunchOp::cast(rw, op) else {
            return false;
        };
        let args = launch.body_args(rw);
        let Some(&entry) = rw.region_blocks(launch.body(rw)).first() else {
            return false;
        };
        if args.len() < NUM_CONFIG_REGION_ATTRIBUTES {
            return false;
        }
        let sizes = [
            launch.grid_size_x(rw),
            launch.grid_size_y(rw),
            launch.grid_size_z(rw),
            launch.block_size_x(rw),
            launch.block_size_y(rw),
            launch.block_size_z(rw),
        ];
        let mut zero: Option<Value> = None;
        for (i, &size) in sizes.iter().enumerate() {
            let id = args[i];
            let is_one = rw
                .defining_op(size)
                .and_then(|d| rw.constant_value(d))
                .and_then(|a| rw.attr_as_int(a))
                == Some(1);
            if !is_one || !rw.has_uses(id) {
                continue;
            }
            let z = match zero {
                Some(z) => z,
                None => {
                    let loc = rw.op_loc(op);
                    let saved = rw.insertion_point();
                    rw.set_insertion_point_to_start(entry);
                    let (ty, attr) = (rw.index_type(), rw.index_attr(0));
                    let z = arith::ConstantOp::build(rw, loc, ty, attr).result(rw);
                    rw.set_insertion_point(saved);
                    zero = Some(z);
                    z
                }
            };
            rw.replace_all_uses_with(id, z);
        }
        zero.is_some()
    }
}
