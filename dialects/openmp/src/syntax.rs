//! The custom directives of the ops' assembly formats (`custom<...>` in
//! `OpenMPClauses.td` and `OpenMPOps.td`): upstream's `parse*`/`print*`
//! functions of `OpenMPDialect.cpp`, with the same syntax and the same
//! parse errors. The generated parsers and printers call them by name.

use ir::parser::UnresolvedOperand;
use ir::{
    Attribute, CustomParser, CustomPrinter, DenseData, OpId, ParseError, RegionId, Type, Value,
};

use crate::{
    ClauseOrderKind, ClauseOrderKindAttr, ClauseScheduleKind, ClauseScheduleKindAttr,
    ClauseTaskDepend, ClauseTaskDependAttr, OrderModifier, OrderModifierAttr, ScheduleModifier,
    ScheduleModifierAttr, TargetOp, VariableCaptureKind, VariableCaptureKindAttr,
};

/// The mapping flags of `llvm::omp::OpenMPOffloadMappingFlags` the map
/// clause spells.
mod map_flags {
    pub const TO: u64 = 0x01;
    pub const FROM: u64 = 0x02;
    pub const ALWAYS: u64 = 0x04;
    pub const DELETE: u64 = 0x08;
    pub const CLOSE: u64 = 0x400;
    pub const PRESENT: u64 = 0x1000;
    pub const IMPLICIT: u64 = 0x200;
}
pub(crate) use map_flags::{
    ALWAYS as MAP_ALWAYS, CLOSE as MAP_CLOSE, DELETE as MAP_DELETE, FROM as MAP_FROM,
    IMPLICIT as MAP_IMPLICIT, TO as MAP_TO,
};

type Parser<'p, 'a, 'b, 'c> = &'p mut CustomParser<'a, 'b, 'c>;

/// `item (, item)*` (upstream's `parseCommaSeparatedList` without
/// delimiters).
fn comma_separated(
    parser: Parser<'_, '_, '_, '_>,
    mut item: impl FnMut(&mut CustomParser<'_, '_, '_>) -> Result<(), ParseError>,
) -> Result<(), ParseError> {
    loop {
        item(parser)?;
        if !parser.parse_optional_punct(",") {
            return Ok(());
        }
    }
}

/// A keyword (upstream's `parseKeyword(StringRef *)`).
fn parse_any_keyword(parser: Parser<'_, '_, '_, '_>) -> Result<String, ParseError> {
    parser.peek_byte();
    let at = parser.offset();
    parser
        .parse_optional_bare_id()
        .ok_or_else(|| parser.error_at(at, "expected valid keyword"))
}

/// An attribute that must be a symbol reference (`parseAttribute` into a
/// `SymbolRefAttr`).
fn parse_symbol_ref(parser: Parser<'_, '_, '_, '_>) -> Result<Attribute, ParseError> {
    parser.peek_byte();
    let at = parser.offset();
    let attr = parser.parse_attribute()?;
    if parser.ctx().as_symbol_ref(attr).is_none() {
        return Err(parser.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(attr)
}

fn dense_bool_array(parser: Parser<'_, '_, '_, '_>, values: &[bool]) -> Attribute {
    let ctx = parser.ctx();
    let i1 = ctx.integer_type(1);
    ctx.dense_array_attr(
        i1,
        DenseData::Int(values.iter().map(|&b| i128::from(b)).collect()),
    )
}

/// `%allocator : type -> %var : type, ...`.
pub fn parse_allocate_and_allocator(
    parser: Parser<'_, '_, '_, '_>,
    operands_allocate: &mut Vec<UnresolvedOperand>,
    types_allocate: &mut Vec<Type>,
    operands_allocator: &mut Vec<UnresolvedOperand>,
    types_allocator: &mut Vec<Type>,
) -> Result<(), ParseError> {
    comma_separated(parser, |parser| {
        operands_allocator.push(parser.parse_operand()?);
        types_allocator.push(parser.parse_colon_type()?);
        parser.parse_punct("->")?;
        operands_allocate.push(parser.parse_operand()?);
        types_allocate.push(parser.parse_colon_type()?);
        Ok(())
    })
}

/// Prints what [`parse_allocate_and_allocator`] parses.
pub fn print_allocate_and_allocator(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    vars_allocate: &[Value],
    types_allocate: &[Type],
    vars_allocator: &[Value],
    types_allocator: &[Type],
) {
    for i in 0..vars_allocate.len() {
        if let (Some(&v), Some(&t)) = (vars_allocator.get(i), types_allocator.get(i)) {
            printer.print_operand(v);
            printer.write_str(" : ");
            printer.print_type(t);
            printer.write_str(" -> ");
        }
        printer.print_operand(vars_allocate[i]);
        printer.write_str(" : ");
        if let Some(&t) = types_allocate.get(i) {
            printer.print_type(t);
        }
        if i + 1 != vars_allocate.len() {
            printer.write_str(", ");
        }
    }
}

/// A clause's enum value by its keyword (upstream's templated
/// `parseClauseAttr`): any of the dialect's enum attributes whose keyword
/// the op's property accepts; the property's conversion checks its kind.
pub fn parse_clause_attr(
    parser: Parser<'_, '_, '_, '_>,
    attr: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    parser.peek_byte();
    let at = parser.offset();
    let keyword = parse_any_keyword(parser)?;
    match crate::clause_attr_from_keyword(parser.ctx(), &keyword) {
        Some(a) => {
            *attr = Some(a);
            Ok(())
        }
        None => Err(parser.error_at(at, format!("invalid clause value: '{keyword}'"))),
    }
}

/// Prints a clause's enum value by its keyword.
pub fn print_clause_attr(printer: &mut CustomPrinter<'_, '_>, _op: OpId, attr: Option<Attribute>) {
    if let Some(a) = attr {
        if let Some(keyword) = crate::clause_attr_keyword(printer.ctx(), a) {
            printer.write_str(&keyword);
        }
    }
}

/// `%var = %step : type, ...`.
pub fn parse_linear_clause(
    parser: Parser<'_, '_, '_, '_>,
    vars: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    step_vars: &mut Vec<UnresolvedOperand>,
) -> Result<(), ParseError> {
    comma_separated(parser, |parser| {
        let var = parser.parse_operand()?;
        parser.parse_punct("=")?;
        let step = parser.parse_operand()?;
        let ty = parser.parse_colon_type()?;
        vars.push(var);
        types.push(ty);
        step_vars.push(step);
        Ok(())
    })
}

/// Prints what [`parse_linear_clause`] parses.
pub fn print_linear_clause(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    linear_vars: &[Value],
    _linear_var_types: &[Type],
    linear_step_vars: &[Value],
) {
    for (i, &v) in linear_vars.iter().enumerate() {
        printer.print_operand(v);
        if let Some(&step) = linear_step_vars.get(i) {
            printer.write_str(" = ");
            printer.print_operand(step);
        }
        printer.write_str(" : ");
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
        if i + 1 != linear_vars.len() {
            printer.write_str(", ");
        }
    }
}

/// `%var : type -> alignment, ...`.
pub fn parse_aligned_clause(
    parser: Parser<'_, '_, '_, '_>,
    aligned_items: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    alignment_values: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut alignments = Vec::new();
    comma_separated(parser, |parser| {
        aligned_items.push(parser.parse_operand()?);
        types.push(parser.parse_colon_type()?);
        parser.parse_punct("->")?;
        alignments.push(parser.parse_attribute()?);
        Ok(())
    })?;
    *alignment_values = Some(parser.ctx().array_attr(&alignments));
    Ok(())
}

/// Prints what [`parse_aligned_clause`] parses.
pub fn print_aligned_clause(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    aligned_vars: &[Value],
    _aligned_var_types: &[Type],
    alignment_values: Option<Attribute>,
) {
    let alignments: Vec<Attribute> = alignment_values
        .and_then(|a| printer.ctx().as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    for (i, &v) in aligned_vars.iter().enumerate() {
        if i != 0 {
            printer.write_str(", ");
        }
        printer.print_operand(v);
        printer.write_str(" : ");
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
        printer.write_str(" -> ");
        if let Some(&a) = alignments.get(i) {
            printer.print_attribute(a);
        }
    }
}

/// `kind [= %chunk : type] (, modifier)*`.
pub fn parse_schedule_clause(
    parser: Parser<'_, '_, '_, '_>,
    schedule_attr: &mut Option<Attribute>,
    schedule_modifier: &mut Option<Attribute>,
    simd_modifier: &mut Option<Attribute>,
    chunk_size: &mut Vec<UnresolvedOperand>,
    chunk_type: &mut Vec<Type>,
) -> Result<(), ParseError> {
    let keyword = parse_any_keyword(parser)?;
    let name_at = parser.name_offset();
    let Ok(schedule) = keyword.parse::<ClauseScheduleKind>() else {
        return Err(parser.error_at(name_at, " expected schedule kind"));
    };
    *schedule_attr = Some(ClauseScheduleKindAttr::get_in(parser.ctx(), schedule));
    match schedule {
        ClauseScheduleKind::Static | ClauseScheduleKind::Dynamic | ClauseScheduleKind::Guided => {
            if parser.parse_optional_punct("=") {
                chunk_size.push(parser.parse_operand()?);
                chunk_type.push(parser.parse_colon_type()?);
            }
        }
        ClauseScheduleKind::Auto | ClauseScheduleKind::Runtime => {}
    }

    let mut modifiers = Vec::new();
    while parser.parse_optional_punct(",") {
        modifiers.push(parse_any_keyword(parser)?);
    }

    // verifyScheduleModifiers
    if modifiers.len() > 2 {
        return Err(parser.error_at(name_at, " unexpected modifier(s)"));
    }
    for m in &modifiers {
        if m.parse::<ScheduleModifier>().is_err() {
            return Err(parser.error_at(name_at, format!(" unknown modifier type: {m}")));
        }
    }
    let simd = ScheduleModifier::Simd;
    if modifiers.len() == 1 {
        if modifiers[0].parse::<ScheduleModifier>() == Ok(simd) {
            modifiers.push(modifiers[0].clone());
            modifiers[0] = ScheduleModifier::None.as_str().to_string();
        }
    } else if modifiers.len() == 2
        && (modifiers[0].parse::<ScheduleModifier>() == Ok(simd)
            || modifiers[1].parse::<ScheduleModifier>() != Ok(simd))
    {
        return Err(parser.error_at(name_at, " incorrect modifier order"));
    }

    if let Some(first) = modifiers.first() {
        let Ok(m) = first.parse::<ScheduleModifier>() else {
            let at = parser.offset();
            return Err(parser.error_at(at, "invalid schedule modifier"));
        };
        *schedule_modifier = Some(ScheduleModifierAttr::get_in(parser.ctx(), m));
        if modifiers.len() > 1 {
            *simd_modifier = Some(parser.ctx().unit_attr());
        }
    }
    Ok(())
}

/// Prints what [`parse_schedule_clause`] parses.
pub fn print_schedule_clause(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    sched_attr: Option<Attribute>,
    modifier: Option<Attribute>,
    simd: Option<Attribute>,
    chunk_var: &[Value],
    _chunk_type: &[Type],
) {
    let ctx = printer.ctx();
    if let Some(kind) = sched_attr.and_then(|a| ClauseScheduleKindAttr::parse_value(ctx, a)) {
        printer.write_str(kind.as_str());
    }
    if let Some(&v) = chunk_var.first() {
        printer.write_str(" = ");
        printer.print_operand(v);
        printer.write_str(" : ");
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
    }
    if let Some(m) = modifier.and_then(|a| ScheduleModifierAttr::parse_value(ctx, a)) {
        printer.write_str(", ");
        printer.write_str(m.as_str());
    }
    if simd.is_some() {
        printer.write_str(", simd");
    }
}

/// `[modifier:]kind`.
pub fn parse_order_clause(
    parser: Parser<'_, '_, '_, '_>,
    kind_attr: &mut Option<Attribute>,
    modifier_attr: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    parser.peek_byte();
    let mut at = parser.offset();
    let mut keyword = parse_any_keyword(parser)?;
    if let Ok(m) = keyword.parse::<OrderModifier>() {
        *modifier_attr = Some(OrderModifierAttr::get_in(parser.ctx(), m));
        // Upstream fails (with no message of its own) without the colon.
        parser.parse_punct(":")?;
        parser.peek_byte();
        at = parser.offset();
        keyword = parse_any_keyword(parser)?;
    }
    match keyword.parse::<ClauseOrderKind>() {
        Ok(kind) => {
            *kind_attr = Some(ClauseOrderKindAttr::get_in(parser.ctx(), kind));
            Ok(())
        }
        Err(()) => Err(parser.error_at(at, format!("invalid clause value: '{keyword}'"))),
    }
}

/// Prints what [`parse_order_clause`] parses.
pub fn print_order_clause(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    kind_attr: Option<Attribute>,
    modifier_attr: Option<Attribute>,
) {
    let ctx = printer.ctx();
    if let Some(m) = modifier_attr.and_then(|a| OrderModifierAttr::parse_value(ctx, a)) {
        printer.write_str(m.as_str());
        printer.write_str(":");
    }
    if let Some(k) = kind_attr.and_then(|a| ClauseOrderKindAttr::parse_value(ctx, a)) {
        printer.write_str(k.as_str());
    }
}

/// `([byref] @sym %var -> %arg : type, ...)`: a clause whose variables
/// become region arguments (upstream's `parseClauseWithRegionArgs`).
fn parse_clause_with_region_args(
    parser: Parser<'_, '_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    is_by_ref: &mut Vec<bool>,
    symbols: &mut Option<Attribute>,
    region_args: &mut Vec<ir::parser::RegionArgument>,
) -> Result<(), ParseError> {
    let mut syms = Vec::new();
    parser.parse_punct("(")?;
    comma_separated(parser, |parser| {
        let by_ref = parser.parse_optional_keyword("byref");
        syms.push(parse_symbol_ref(parser)?);
        operands.push(parser.parse_operand()?);
        parser.parse_punct("->")?;
        let name = parser.parse_operand()?;
        let loc = parser.parse_optional_location_specifier()?;
        let ty = parser.parse_colon_type()?;
        types.push(ty);
        let loc = match loc {
            Some(l) => l,
            None => parser.location_at(name.offset),
        };
        region_args.push(ir::parser::RegionArgument {
            name,
            ty,
            loc,
            attrs: Vec::new(),
        });
        is_by_ref.push(by_ref);
        Ok(())
    })?;
    parser.parse_punct(")")?;
    *symbols = Some(parser.ctx().array_attr(&syms));
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn print_clause_with_region_args(
    printer: &mut CustomPrinter<'_, '_>,
    args: &[Value],
    clause_name: &str,
    operands: &[Value],
    types: &[Type],
    by_ref: &[bool],
    symbols: Option<Attribute>,
) {
    if !clause_name.is_empty() {
        printer.write_str(clause_name);
        printer.write_str("(");
    }
    let syms: Vec<Attribute> = symbols
        .and_then(|a| printer.ctx().as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    let n = syms
        .len()
        .min(operands.len())
        .min(args.len())
        .min(types.len());
    for i in 0..n {
        if i != 0 {
            printer.write_str(", ");
        }
        if by_ref.get(i).copied().unwrap_or(false) {
            printer.write_str("byref ");
        }
        printer.print_attribute(syms[i]);
        printer.write_str(" ");
        printer.print_operand(operands[i]);
        printer.write_str(" -> ");
        printer.print_operand(args[i]);
        printer.write_str(" : ");
        printer.print_type(types[i]);
    }
    if !clause_name.is_empty() {
        printer.write_str(") ");
    }
}

fn entry_args(printer: &CustomPrinter<'_, '_>, region: Option<RegionId>) -> Vec<Value> {
    let ctx = printer.ctx();
    region
        .and_then(|r| ctx.region_entry(r))
        .map(|b| ctx.block_args(b))
        .unwrap_or_default()
}

/// `[reduction(...)] [private(...)] region` of `omp.parallel`.
#[allow(clippy::too_many_arguments)]
pub fn parse_parallel_region(
    parser: Parser<'_, '_, '_, '_>,
    region: &mut Vec<RegionId>,
    reduction_operands: &mut Vec<UnresolvedOperand>,
    reduction_types: &mut Vec<Type>,
    reduction_by_ref: &mut Option<Attribute>,
    reduction_symbols: &mut Option<Attribute>,
    private_operands: &mut Vec<UnresolvedOperand>,
    private_types: &mut Vec<Type>,
    privatizer_symbols: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut region_args = Vec::new();
    if parser.parse_optional_keyword("reduction") {
        let mut by_ref = Vec::new();
        parse_clause_with_region_args(
            parser,
            reduction_operands,
            reduction_types,
            &mut by_ref,
            reduction_symbols,
            &mut region_args,
        )?;
        *reduction_by_ref = Some(dense_bool_array(parser, &by_ref));
    }
    if parser.parse_optional_keyword("private") {
        let mut by_ref = Vec::new();
        parse_clause_with_region_args(
            parser,
            private_operands,
            private_types,
            &mut by_ref,
            privatizer_symbols,
            &mut region_args,
        )?;
        if by_ref.iter().any(|&b| b) {
            let at = parser.offset();
            return Err(parser.error_at(at, "private clause cannot have byref attributes"));
        }
    }
    region.push(parser.parse_region(&region_args, false)?);
    Ok(())
}

/// Prints what [`parse_parallel_region`] parses.
#[allow(clippy::too_many_arguments)]
pub fn print_parallel_region(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    region: &[RegionId],
    reduction_operands: &[Value],
    reduction_types: &[Type],
    reduction_by_ref: Option<Attribute>,
    reduction_symbols: Option<Attribute>,
    private_operands: &[Value],
    private_types: &[Type],
    privatizer_symbols: Option<Attribute>,
) {
    let args = entry_args(printer, region.first().copied());
    if reduction_symbols.is_some() {
        let by_ref = bool_array(printer, reduction_by_ref);
        let n = reduction_types.len().min(args.len());
        print_clause_with_region_args(
            printer,
            &args[..n],
            "reduction",
            reduction_operands,
            reduction_types,
            &by_ref,
            reduction_symbols,
        );
    }
    if privatizer_symbols.is_some() {
        let start = reduction_operands.len().min(args.len());
        let end = (start + private_types.len()).min(args.len());
        let by_ref = vec![false; private_types.len()];
        print_clause_with_region_args(
            printer,
            &args[start..end],
            "private",
            private_operands,
            private_types,
            &by_ref,
            privatizer_symbols,
        );
    }
    if let Some(&r) = region.first() {
        printer.print_region(r, false, true);
    }
}

fn bool_array(printer: &CustomPrinter<'_, '_>, attr: Option<Attribute>) -> Vec<bool> {
    attr.and_then(|a| printer.ctx().dense_array_as_i64(a))
        .map(|v| v.iter().map(|&b| b != 0).collect())
        .unwrap_or_default()
}

/// `[byref] @sym -> %var : type, ...`.
pub fn parse_reduction_var_list(
    parser: Parser<'_, '_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    is_by_ref: &mut Option<Attribute>,
    reduction_symbols: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut syms = Vec::new();
    let mut by_ref = Vec::new();
    comma_separated(parser, |parser| {
        let b = parser.parse_optional_keyword("byref");
        syms.push(parse_symbol_ref(parser)?);
        parser.parse_punct("->")?;
        operands.push(parser.parse_operand()?);
        types.push(parser.parse_colon_type()?);
        by_ref.push(b);
        Ok(())
    })?;
    *is_by_ref = Some(dense_bool_array(parser, &by_ref));
    *reduction_symbols = Some(parser.ctx().array_attr(&syms));
    Ok(())
}

/// Prints what [`parse_reduction_var_list`] parses.
pub fn print_reduction_var_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    reduction_vars: &[Value],
    _reduction_types: &[Type],
    is_by_ref: Option<Attribute>,
    reductions: Option<Attribute>,
) {
    let by_ref = bool_array(printer, is_by_ref);
    let syms: Vec<Attribute> = reductions
        .and_then(|a| printer.ctx().as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    for (i, &v) in reduction_vars.iter().enumerate() {
        if i != 0 {
            printer.write_str(", ");
        }
        if by_ref.get(i).copied().unwrap_or(false) {
            printer.write_str("byref ");
        }
        if let Some(&s) = syms.get(i) {
            printer.print_attribute(s);
        }
        printer.write_str(" -> ");
        printer.print_operand(v);
        printer.write_str(" : ");
        let t = printer.ctx().value_type(v);
        printer.print_type(t);
    }
}

/// `%var -> @copy_func : type, ...`.
pub fn parse_copy_private_var_list(
    parser: Parser<'_, '_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    copy_private_symbols: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut funcs = Vec::new();
    comma_separated(parser, |parser| {
        operands.push(parser.parse_operand()?);
        parser.parse_punct("->")?;
        funcs.push(parse_symbol_ref(parser)?);
        types.push(parser.parse_colon_type()?);
        Ok(())
    })?;
    *copy_private_symbols = Some(parser.ctx().array_attr(&funcs));
    Ok(())
}

/// Prints what [`parse_copy_private_var_list`] parses.
pub fn print_copy_private_var_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    copy_private_vars: &[Value],
    copy_private_types: &[Type],
    copy_private_funcs: Option<Attribute>,
) {
    let Some(funcs) = copy_private_funcs else {
        return;
    };
    let funcs: Vec<Attribute> = printer
        .ctx()
        .as_array(funcs)
        .map(<[Attribute]>::to_vec)
        .unwrap_or_default();
    let n = funcs
        .len()
        .min(copy_private_vars.len())
        .min(copy_private_types.len());
    for i in 0..n {
        if i != 0 {
            printer.write_str(", ");
        }
        printer.print_operand(copy_private_vars[i]);
        printer.write_str(" -> ");
        printer.print_attribute(funcs[i]);
        printer.write_str(" : ");
        printer.print_type(copy_private_types[i]);
    }
}

/// `kind -> %var : type, ...` of the depend clause.
pub fn parse_depend_var_list(
    parser: Parser<'_, '_, '_, '_>,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    depends_array: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut depends = Vec::new();
    comma_separated(parser, |parser| {
        let keyword = parse_any_keyword(parser)?;
        parser.parse_punct("->")?;
        operands.push(parser.parse_operand()?);
        types.push(parser.parse_colon_type()?);
        match keyword.parse::<ClauseTaskDepend>() {
            Ok(d) => {
                depends.push(ClauseTaskDependAttr::get_in(parser.ctx(), d));
                Ok(())
            }
            // Upstream fails without a message of its own.
            Err(()) => {
                let at = parser.offset();
                Err(parser.error_at(at, format!("invalid depend kind '{keyword}'")))
            }
        }
    })?;
    *depends_array = Some(parser.ctx().array_attr(&depends));
    Ok(())
}

/// Prints what [`parse_depend_var_list`] parses.
pub fn print_depend_var_list(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    depend_vars: &[Value],
    depend_types: &[Type],
    depends: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let depends: Vec<Attribute> = depends
        .and_then(|a| ctx.as_array(a).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    for (i, &d) in depends.iter().enumerate() {
        if i != 0 {
            printer.write_str(", ");
        }
        if let Some(kind) = ClauseTaskDependAttr::parse_value(ctx, d) {
            printer.write_str(kind.as_str());
        }
        printer.write_str(" -> ");
        if let Some(&v) = depend_vars.get(i) {
            printer.print_operand(v);
        }
        printer.write_str(" : ");
        if let Some(&t) = depend_types.get(i) {
            printer.print_type(t);
        }
    }
}

/// `none` or a list of `uncontended`, `contended`, `nonspeculative`,
/// `speculative`.
pub fn parse_synchronization_hint(
    parser: Parser<'_, '_, '_, '_>,
    hint_attr: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    if parser.parse_optional_keyword("none") {
        *hint_attr = Some(parser.ctx().i64_attr(0));
        return Ok(());
    }
    let mut hint = 0i64;
    comma_separated(parser, |parser| {
        let keyword = parse_any_keyword(parser)?;
        hint |= match keyword.as_str() {
            "uncontended" => 1,
            "contended" => 2,
            "nonspeculative" => 4,
            "speculative" => 8,
            _ => {
                parser.peek_byte();
                let at = parser.offset();
                return Err(parser.error_at(at, format!("{keyword} is not a valid hint")));
            }
        };
        Ok(())
    })?;
    *hint_attr = Some(parser.ctx().i64_attr(hint));
    Ok(())
}

/// Prints what [`parse_synchronization_hint`] parses.
pub fn print_synchronization_hint(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    hint_attr: Option<Attribute>,
) {
    let hint = hint_attr
        .and_then(|a| printer.ctx().attr_as_int(a))
        .unwrap_or(0);
    if hint == 0 {
        printer.write_str("none");
        return;
    }
    let names = ["uncontended", "contended", "nonspeculative", "speculative"];
    let hints: Vec<&str> = names
        .iter()
        .enumerate()
        .filter(|&(n, _)| hint & (1 << n) != 0)
        .map(|(_, &s)| s)
        .collect();
    printer.write_str(&hints.join(", "));
}

/// The map type's keywords (`always`, `to`, `tofrom`, ...), as the bits of
/// `llvm::omp::OpenMPOffloadMappingFlags` in a `ui64` attribute.
pub fn parse_map_clause(
    parser: Parser<'_, '_, '_, '_>,
    map_type: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut bits = 0u64;
    comma_separated(parser, |parser| {
        let keyword = parse_any_keyword(parser)?;
        bits |= match keyword.as_str() {
            "always" => MAP_ALWAYS,
            "implicit" => MAP_IMPLICIT,
            "close" => MAP_CLOSE,
            "present" => map_flags::PRESENT,
            "to" => MAP_TO,
            "from" => MAP_FROM,
            "tofrom" => MAP_TO | MAP_FROM,
            "delete" => MAP_DELETE,
            _ => 0,
        };
        Ok(())
    })?;
    let ctx = parser.ctx();
    let ui64 = ctx.unsigned_integer_type(64);
    *map_type = Some(ctx.integer_attr(ui64, i128::from(bits)));
    Ok(())
}

/// Prints what [`parse_map_clause`] parses.
pub fn print_map_clause(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    map_type: Option<Attribute>,
) {
    let bits = map_type
        .and_then(|a| printer.ctx().as_integer(a))
        .map_or(0, |v| v as u64);
    let mut strs: Vec<&str> = Vec::new();
    let mut emit_alloc_release = true;
    if bits & MAP_ALWAYS != 0 {
        strs.push("always");
    }
    if bits & MAP_IMPLICIT != 0 {
        strs.push("implicit");
    }
    if bits & MAP_CLOSE != 0 {
        strs.push("close");
    }
    if bits & map_flags::PRESENT != 0 {
        strs.push("present");
    }
    let to = bits & MAP_TO != 0;
    let from = bits & MAP_FROM != 0;
    if to && from {
        emit_alloc_release = false;
        strs.push("tofrom");
    } else if from {
        emit_alloc_release = false;
        strs.push("from");
    } else if to {
        emit_alloc_release = false;
        strs.push("to");
    }
    if bits & MAP_DELETE != 0 {
        emit_alloc_release = false;
        strs.push("delete");
    }
    if emit_alloc_release {
        strs.push("exit_release_or_enter_alloc");
    }
    printer.write_str(&strs.join(", "));
}

/// `[i, j, ...], [...]`: the members' indices, rows of equal length, as a
/// `dense<...> : vector<RxCxi32>` attribute.
pub fn parse_members_index(
    parser: Parser<'_, '_, '_, '_>,
    members_idx: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut values: Vec<i128> = Vec::new();
    let (mut rows, mut cols) = (0i64, 0i64);
    loop {
        parser.parse_punct("[")?;
        let mut row = 0i64;
        comma_separated(parser, |parser| {
            let v = parser.parse_integer()?;
            // `APInt(32, value)`: the low 32 bits, as an `i32`.
            values.push(i128::from(v as i32));
            row += 1;
            Ok(())
        })?;
        parser.parse_punct("]")?;
        if cols == 0 {
            cols = row;
        }
        if row != cols {
            let at = parser.offset();
            return Err(parser.error_at(at, "members index rows must have the same length"));
        }
        rows += 1;
        if !parser.parse_optional_punct(",") {
            break;
        }
    }
    if !values.is_empty() {
        let ctx = parser.ctx();
        let i32t = ctx.integer_type(32);
        let ty = ctx.vector_type(&[rows, cols], i32t);
        *members_idx = Some(ctx.dense_elements_attr(ty, DenseData::Int(values)));
    }
    Ok(())
}

/// Prints what [`parse_members_index`] parses.
pub fn print_members_index(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    members_idx: Option<Attribute>,
) {
    let Some(attr) = members_idx else {
        return;
    };
    let ctx = printer.ctx();
    let shape = ctx
        .shape(ctx.attr_type(attr))
        .map(<[i64]>::to_vec)
        .unwrap_or_default();
    let values = ctx.dense_int_values(attr).unwrap_or_default();
    let rows = shape.first().copied().unwrap_or(0);
    let cols = shape.get(1).copied().unwrap_or(0);
    let mut text = String::new();
    for i in 0..rows {
        text.push('[');
        for j in 0..cols {
            let k = (i * cols + j) as usize;
            let v = values.get(k).or(values.first()).copied().unwrap_or(0);
            text.push_str(&(v as i32).to_string());
            if j + 1 < cols {
                text.push(',');
            }
        }
        text.push(']');
        if i + 1 < rows {
            text.push_str(", ");
        }
    }
    printer.write_str(&text);
}

/// `%var [-> %arg], ... : type, ...` (the block arguments named are not
/// kept: the region declares its own).
pub fn parse_map_entries(
    parser: Parser<'_, '_, '_, '_>,
    map_operands: &mut Vec<UnresolvedOperand>,
    map_operand_types: &mut Vec<Type>,
) -> Result<(), ParseError> {
    comma_separated(parser, |parser| {
        let arg = parser.parse_operand()?;
        if parser.parse_optional_punct("->") {
            parser.parse_operand()?;
        }
        map_operands.push(arg);
        Ok(())
    })?;
    parser.parse_punct(":")?;
    comma_separated(parser, |parser| {
        map_operand_types.push(parser.parse_type()?);
        Ok(())
    })
}

/// Prints what [`parse_map_entries`] parses; for `omp.target`, each
/// operand with its entry block argument.
pub fn print_map_entries(
    printer: &mut CustomPrinter<'_, '_>,
    op: OpId,
    map_operands: &[Value],
    map_operand_types: &[Type],
) {
    let ctx = printer.ctx();
    let entry_args: Option<Vec<Value>> = TargetOp::cast(ctx, op).map(|_| {
        let region = ctx.op_regions(op).first().copied();
        entry_args(printer, region)
    });
    for (i, &v) in map_operands.iter().enumerate() {
        printer.print_operand(v);
        if let Some(args) = &entry_args {
            if let Some(&a) = args.get(i) {
                printer.write_str(" -> ");
                printer.print_operand(a);
            }
        }
        if i + 1 < map_operands.len() {
            printer.write_str(", ");
        }
    }
    printer.write_str(" : ");
    for (i, &t) in map_operand_types.iter().enumerate() {
        printer.print_type(t);
        if i + 1 < map_operands.len() {
            printer.write_str(", ");
        }
    }
}

/// `@sym %var -> %arg : type, ...` of `omp.target`'s private clause.
pub fn parse_private_list(
    parser: Parser<'_, '_, '_, '_>,
    private_operands: &mut Vec<UnresolvedOperand>,
    private_types: &mut Vec<Type>,
    privatizer_symbols: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut syms = Vec::new();
    comma_separated(parser, |parser| {
        syms.push(parse_symbol_ref(parser)?);
        private_operands.push(parser.parse_operand()?);
        parser.parse_punct("->")?;
        parser.parse_operand()?;
        parser.parse_optional_location_specifier()?;
        private_types.push(parser.parse_colon_type()?);
        Ok(())
    })?;
    *privatizer_symbols = Some(parser.ctx().array_attr(&syms));
    Ok(())
}

/// Prints what [`parse_private_list`] parses: the region arguments after
/// the map entries'.
pub fn print_private_list(
    printer: &mut CustomPrinter<'_, '_>,
    op: OpId,
    private_operands: &[Value],
    private_types: &[Type],
    privatizer_symbols: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let num_maps = TargetOp::cast(ctx, op).map_or(0, |t| t.map_operands(ctx).len());
    let args = entry_args(printer, ctx.op_regions(op).first().copied());
    let start = num_maps.min(args.len());
    let end = (start + private_types.len()).min(args.len());
    let by_ref = vec![false; private_types.len()];
    print_clause_with_region_args(
        printer,
        &args[start..end],
        "",
        private_operands,
        private_types,
        &by_ref,
        privatizer_symbols,
    );
}

/// `This`, `ByRef`, `ByCopy` or `VLAType`.
pub fn parse_capture_type(
    parser: Parser<'_, '_, '_, '_>,
    map_capture: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let keyword = parse_any_keyword(parser)?;
    let kind = match keyword.as_str() {
        "This" => Some(VariableCaptureKind::This),
        "ByRef" => Some(VariableCaptureKind::ByRef),
        "ByCopy" => Some(VariableCaptureKind::ByCopy),
        "VLAType" => Some(VariableCaptureKind::VLAType),
        _ => None,
    };
    if let Some(kind) = kind {
        *map_capture = Some(VariableCaptureKindAttr::get_in(parser.ctx(), kind));
    }
    Ok(())
}

/// Prints what [`parse_capture_type`] parses.
pub fn print_capture_type(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    map_capture_type: Option<Attribute>,
) {
    let ctx = printer.ctx();
    let text = match map_capture_type.and_then(|a| VariableCaptureKindAttr::parse_value(ctx, a)) {
        Some(VariableCaptureKind::ByRef) => "ByRef",
        Some(VariableCaptureKind::ByCopy) => "ByCopy",
        Some(VariableCaptureKind::VLAType) => "VLAType",
        Some(VariableCaptureKind::This) => "This",
        None => "",
    };
    printer.write_str(text);
}

/// `[reduction(...)] region` of `omp.wsloop`.
pub fn parse_wsloop(
    parser: Parser<'_, '_, '_, '_>,
    region: &mut Vec<RegionId>,
    reduction_operands: &mut Vec<UnresolvedOperand>,
    reduction_types: &mut Vec<Type>,
    reduction_by_ref: &mut Option<Attribute>,
    reduction_symbols: &mut Option<Attribute>,
) -> Result<(), ParseError> {
    let mut region_args = Vec::new();
    if parser.parse_optional_keyword("reduction") {
        let mut by_ref = Vec::new();
        parse_clause_with_region_args(
            parser,
            reduction_operands,
            reduction_types,
            &mut by_ref,
            reduction_symbols,
            &mut region_args,
        )?;
        *reduction_by_ref = Some(dense_bool_array(parser, &by_ref));
    }
    region.push(parser.parse_region(&region_args, false)?);
    Ok(())
}

/// Prints what [`parse_wsloop`] parses.
pub fn print_wsloop(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    region: &[RegionId],
    reduction_operands: &[Value],
    reduction_types: &[Type],
    is_by_ref: Option<Attribute>,
    reduction_symbols: Option<Attribute>,
) {
    if reduction_symbols.is_some() {
        let args = entry_args(printer, region.first().copied());
        let by_ref = bool_array(printer, is_by_ref);
        print_clause_with_region_args(
            printer,
            &args,
            "reduction",
            reduction_operands,
            reduction_types,
            &by_ref,
            reduction_symbols,
        );
    }
    if let Some(&r) = region.first() {
        printer.print_region(r, false, true);
    }
}

/// `atomic region`, if present.
pub fn parse_atomic_reduction_region(
    parser: Parser<'_, '_, '_, '_>,
    region: &mut Vec<RegionId>,
) -> Result<(), ParseError> {
    parse_keyword_region(parser, "atomic", region)
}

/// `cleanup region`, if present.
pub fn parse_cleanup_reduction_region(
    parser: Parser<'_, '_, '_, '_>,
    region: &mut Vec<RegionId>,
) -> Result<(), ParseError> {
    parse_keyword_region(parser, "cleanup", region)
}

fn parse_keyword_region(
    parser: Parser<'_, '_, '_, '_>,
    keyword: &str,
    region: &mut Vec<RegionId>,
) -> Result<(), ParseError> {
    if parser.parse_optional_keyword(keyword) {
        region.push(parser.parse_region(&[], false)?);
    } else {
        // An empty region, as upstream's op always has one.
        region.push(parser.ctx().create_region());
    }
    Ok(())
}

/// Prints what [`parse_atomic_reduction_region`] parses.
pub fn print_atomic_reduction_region(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    region: &[RegionId],
) {
    print_keyword_region(printer, "atomic ", region);
}

/// Prints what [`parse_cleanup_reduction_region`] parses.
pub fn print_cleanup_reduction_region(
    printer: &mut CustomPrinter<'_, '_>,
    _op: OpId,
    region: &[RegionId],
) {
    print_keyword_region(printer, "cleanup ", region);
}

fn print_keyword_region(printer: &mut CustomPrinter<'_, '_>, keyword: &str, region: &[RegionId]) {
    let Some(&r) = region.first() else {
        return;
    };
    if printer.ctx().region_blocks(r).is_empty() {
        return;
    }
    printer.write_str(keyword);
    printer.print_region(r, true, true);
}

/// `(%iv, ...) : type = (%lb, ...) to (%ub, ...) [inclusive] step (%s, ...)
/// region` of `omp.loop_nest` (upstream's `LoopNestOp::parse`).
pub(crate) fn parse_loop_nest(
    parser: Parser<'_, '_, '_, '_>,
    state: &mut ir::OperationState,
) -> Result<(), ParseError> {
    let mut ivs = Vec::new();
    parser.parse_punct("(")?;
    if !parser.parse_optional_punct(")") {
        comma_separated(parser, |parser| {
            let name = parser.parse_operand()?;
            let loc = parser.parse_optional_location_specifier()?;
            ivs.push((name, loc));
            Ok(())
        })?;
        parser.parse_punct(")")?;
    }
    let loop_var_type = parser.parse_colon_type()?;
    parser.parse_punct("=")?;
    let lbs = parse_operand_list(parser, ivs.len())?;
    parser.parse_keyword("to")?;
    let ubs = parse_operand_list(parser, ivs.len())?;
    if parser.parse_optional_keyword("inclusive") {
        let unit = parser.ctx().unit_attr();
        state.add_attribute("inclusive", unit);
    }
    parser.parse_keyword("step")?;
    let steps = parse_operand_list(parser, ivs.len())?;
    let args: Vec<ir::parser::RegionArgument> = ivs
        .into_iter()
        .map(|(name, loc)| {
            let loc = match loc {
                Some(l) => l,
                None => parser.location_at(name.offset),
            };
            ir::parser::RegionArgument {
                name,
                ty: loop_var_type,
                loc,
                attrs: Vec::new(),
            }
        })
        .collect();
    let region = parser.parse_region(&args, false)?;
    state.regions.push(region);
    for u in lbs.iter().chain(&ubs).chain(&steps) {
        let v = parser.resolve_operand(u, loop_var_type)?;
        state.operands.push(v);
    }
    state.attributes.extend(parser.parse_optional_attr_dict()?);
    Ok(())
}

/// `(%a, %b, ...)` with exactly `count` operands (upstream's
/// `parseOperandList(..., requiredOperandCount, Delimiter::Paren)`).
fn parse_operand_list(
    parser: Parser<'_, '_, '_, '_>,
    count: usize,
) -> Result<Vec<UnresolvedOperand>, ParseError> {
    parser.peek_byte();
    let start = parser.offset();
    parser.parse_punct("(")?;
    let mut operands = Vec::new();
    if !parser.parse_optional_punct(")") {
        comma_separated(parser, |parser| {
            operands.push(parser.parse_operand()?);
            Ok(())
        })?;
        parser.parse_punct(")")?;
    }
    if operands.len() != count {
        return Err(parser.error_at(start, format!("expected {count} operands")));
    }
    Ok(operands)
}

/// Prints `omp.loop_nest` (upstream's `LoopNestOp::print`).
pub(crate) fn print_loop_nest(printer: &mut CustomPrinter<'_, '_>, op: crate::LoopNestOp) {
    let ctx = printer.ctx();
    let region = op.region(ctx);
    let args = entry_args(printer, Some(region));
    let lbs = op.lower_bound(ctx);
    let ubs = op.upper_bound(ctx);
    let steps = op.step(ctx);
    let inclusive = op.inclusive(ctx);
    printer.write_str(" (");
    print_value_list(printer, &args);
    printer.write_str(") : ");
    if let Some(&a) = args.first() {
        let t = printer.ctx().value_type(a);
        printer.print_type(t);
    }
    printer.write_str(" = (");
    print_value_list(printer, &lbs);
    printer.write_str(") to (");
    print_value_list(printer, &ubs);
    printer.write_str(") ");
    if inclusive {
        printer.write_str("inclusive ");
    }
    printer.write_str("step (");
    print_value_list(printer, &steps);
    printer.write_str(") ");
    printer.print_region(region, false, true);
}

fn print_value_list(printer: &mut CustomPrinter<'_, '_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i != 0 {
            printer.write_str(", ");
        }
        printer.print_operand(v);
    }
}
