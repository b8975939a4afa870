//! The constraints IRDL definitions are checked with (upstream's
//! `IRDLVerifiers.cpp`): each constraint op of a definition becomes a
//! [`Constraint`], a slot of a [`ConstraintVerifier`] that binds the first
//! attribute it accepts, so that every later use of the same SSA value
//! must see that same attribute.
//!
//! Types are handled as attributes, as upstream wraps them in `TypeAttr`s;
//! here a type attribute and the bare type of an operand or result are
//! both an [`Item::Type`], so checking an operand's type needs no new
//! attribute in the context.

use ir::dialect_defs::{AttrDefId, TypeDefId};
use ir::printer::{attr_to_string, type_to_string};
use ir::{AttrData, Attribute, Context, Diagnostic, Location, RegionId, Type, TypeData};

/// A type or an attribute, as constraints see it (a type attribute is its
/// type).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Item {
    /// A type (upstream: a `TypeAttr`).
    Type(Type),
    /// An attribute that is not a type attribute.
    Attr(Attribute),
}

impl Item {
    /// `a`, a type attribute read as its type.
    pub fn of_attr(ctx: &Context, a: Attribute) -> Item {
        match ctx.attr_data(a) {
            AttrData::Type(t) => Item::Type(*t),
            _ => Item::Attr(a),
        }
    }

    /// As upstream prints the attribute (a type attribute as its type).
    fn text(self, ctx: &Context) -> String {
        match self {
            Item::Type(t) => type_to_string(ctx, t),
            Item::Attr(a) => attr_to_string(ctx, a),
        }
    }
}

/// The name of a builtin or registered type's kind (upstream's
/// `AbstractType::getName`: `builtin.integer`, `testd.parametric`).
pub fn type_base_name(ctx: &Context, t: Type) -> String {
    let builtin = match ctx.type_data(t) {
        TypeData::Integer { .. } => "integer",
        TypeData::Index => "index",
        TypeData::Float(kind) => float_mnemonic(*kind),
        TypeData::None => "none",
        TypeData::Complex(_) => "complex",
        TypeData::Tuple(_) => "tuple",
        TypeData::Function { .. } => "function",
        TypeData::RankedTensor { .. } => "tensor",
        TypeData::UnrankedTensor { .. } => "unranked_tensor",
        TypeData::Vector { .. } => "vector",
        TypeData::MemRef { .. } => "memref",
        TypeData::UnrankedMemRef { .. } => "unranked_memref",
        TypeData::Opaque { .. } => "opaque",
        TypeData::Dialect { def, .. } => {
            let d = ctx.type_definition(*def);
            return format!("{}.{}", d.dialect, d.mnemonic.as_deref().unwrap_or(&d.name));
        }
    };
    format!("builtin.{builtin}")
}

/// The mnemonic of a builtin float type.
fn float_mnemonic(kind: ir::FloatKind) -> &'static str {
    use ir::FloatKind::*;
    match kind {
        F16 => "f16",
        BF16 => "bf16",
        F32 => "f32",
        F64 => "f64",
        F80 => "f80",
        F128 => "f128",
        F8E5M2 => "f8E5M2",
        F8E4M3 => "f8E4M3",
        F8E4M3FN => "f8E4M3FN",
        F8E5M2FNUZ => "f8E5M2FNUZ",
        F8E4M3FNUZ => "f8E4M3FNUZ",
        F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
        TF32 => "tf32",
    }
}

/// The name of a builtin or registered attribute's kind (upstream's
/// `AbstractAttribute::getName`: `builtin.integer`, `builtin.type`).
pub fn attr_base_name(ctx: &Context, a: Attribute) -> String {
    let builtin = match ctx.attr_data(a) {
        AttrData::Integer { .. } | AttrData::WideInteger { .. } => "integer",
        AttrData::Float { .. } | AttrData::WideFloat { .. } => "float",
        AttrData::String { .. } | AttrData::Bytes { .. } => "string",
        AttrData::Unit => "unit",
        AttrData::Array(_) => "array",
        AttrData::Dictionary(_) => "dictionary",
        AttrData::Type(_) => "type",
        AttrData::SymbolRef { .. } => "symbol_ref",
        AttrData::DenseElements {
            data: ir::DenseData::String(_),
            ..
        } => "dense_string_elements",
        AttrData::DenseElements { .. } => "dense_int_or_fp_elements",
        AttrData::SparseElements { .. } => "sparse_elements",
        AttrData::DenseResource { .. } => "dense_resource_elements",
        AttrData::DenseArray { .. } => "dense_array",
        AttrData::AffineMap(_) => "affine_map",
        AttrData::StridedLayout { .. } => "strided_layout",
        AttrData::IntegerSet(_) => "integer_set",
        AttrData::Distinct { .. } => "distinct",
        AttrData::Location(l) => match *ctx.loc_data(*l) {
            ir::LocData::Unknown => "unknown_loc",
            ir::LocData::FileLineCol { .. } => "file_line_loc",
            ir::LocData::Name { .. } => "name_loc",
            ir::LocData::CallSite { .. } => "call_site_loc",
            ir::LocData::Fused(_) => "fused_loc",
        },
        AttrData::Opaque { .. } => "opaque",
        AttrData::Dialect { def, .. } => {
            let d = ctx.attr_definition(*def);
            return format!("{}.{}", d.dialect, d.mnemonic.as_deref().unwrap_or(&d.name));
        }
    };
    format!("builtin.{builtin}")
}

/// Whether `name` (after its `!`) names a builtin or registered type kind
/// (`AbstractType::lookup`).
pub fn is_type_base_name(ctx: &Context, name: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "integer",
        "index",
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "f8E5M2",
        "f8E4M3",
        "f8E4M3FN",
        "f8E5M2FNUZ",
        "f8E4M3FNUZ",
        "f8E4M3B11FNUZ",
        "tf32",
        "none",
        "complex",
        "tuple",
        "function",
        "tensor",
        "unranked_tensor",
        "vector",
        "memref",
        "unranked_memref",
        "opaque",
    ];
    match name.split_once('.') {
        Some(("builtin", m)) => BUILTIN.contains(&m),
        Some((dialect, m)) => ctx.type_definition_by_mnemonic(dialect, m).is_some(),
        None => false,
    }
}

/// Whether `name` (after its `#`) names a builtin or registered attribute
/// kind (`AbstractAttribute::lookup`).
pub fn is_attr_base_name(ctx: &Context, name: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "integer",
        "float",
        "string",
        "unit",
        "array",
        "dictionary",
        "type",
        "symbol_ref",
        "dense_string_elements",
        "dense_int_or_fp_elements",
        "sparse_elements",
        "dense_resource_elements",
        "dense_array",
        "affine_map",
        "strided_layout",
        "integer_set",
        "distinct",
        "unknown_loc",
        "file_line_loc",
        "name_loc",
        "call_site_loc",
        "fused_loc",
        "opaque",
    ];
    match name.split_once('.') {
        Some(("builtin", m)) => BUILTIN.contains(&m),
        Some((dialect, m)) => ctx.attr_definition_by_mnemonic(dialect, m).is_some(),
        None => false,
    }
}

/// One constraint slot (upstream's `Constraint` subclasses).
#[derive(Clone, Debug)]
pub enum Constraint {
    /// Exactly this attribute or type (`IsConstraint`).
    Is(Item),
    /// An attribute of this kind (`BaseAttrConstraint`).
    BaseAttr(String),
    /// A type of this kind (`BaseTypeConstraint`).
    BaseType(String),
    /// A dynamic attribute of this definition whose parameters satisfy the
    /// slots (`DynParametricAttrConstraint`).
    DynParametricAttr(AttrDefId, Vec<usize>),
    /// A dynamic type of this definition whose parameters satisfy the
    /// slots (`DynParametricTypeConstraint`).
    DynParametricType(TypeDefId, Vec<usize>),
    /// One of the slots (`AnyOfConstraint`).
    AnyOf(Vec<usize>),
    /// All of the slots (`AllOfConstraint`).
    AllOf(Vec<usize>),
    /// Anything (`AnyAttributeConstraint`).
    Any,
}

/// Where a failed check is reported: the location, with the note upstream
/// attaches, if any; `None` checks silently.
pub type ErrorAt = Option<(Location, Option<(Location, &'static str)>)>;

/// The error of a failed check, if it is reported.
fn fail(at: ErrorAt, message: String) -> Result<(), Option<Diagnostic>> {
    Err(at.map(|(loc, note)| {
        let d = Diagnostic::error(loc, message);
        match note {
            Some((l, n)) => d.with_note(l, n),
            None => d,
        }
    }))
}

/// Checks items against the slots of one definition, each slot bound to
/// the first item it accepts (upstream's `ConstraintVerifier`).
pub struct ConstraintVerifier<'c> {
    constraints: &'c [Constraint],
    assigned: Vec<Option<Item>>,
}

impl<'c> ConstraintVerifier<'c> {
    /// A verifier with no slot bound.
    pub fn new(constraints: &'c [Constraint]) -> Self {
        ConstraintVerifier {
            constraints,
            assigned: vec![None; constraints.len()],
        }
    }

    /// Checks `item` against slot `variable`; the error (when `at` asks
    /// for one) is the diagnostic.
    pub fn verify(
        &mut self,
        ctx: &Context,
        at: ErrorAt,
        item: Item,
        variable: usize,
    ) -> Result<(), Option<Diagnostic>> {
        if let Some(bound) = self.assigned[variable] {
            if bound == item {
                return Ok(());
            }
            return fail(
                at,
                format!(
                    "expected '{}' but got '{}'",
                    bound.text(ctx),
                    item.text(ctx)
                ),
            );
        }
        self.check(ctx, at, item, variable)?;
        self.assigned[variable] = Some(item);
        Ok(())
    }

    fn check(
        &mut self,
        ctx: &Context,
        at: ErrorAt,
        item: Item,
        variable: usize,
    ) -> Result<(), Option<Diagnostic>> {
        match &self.constraints[variable] {
            Constraint::Is(expected) => {
                if *expected == item {
                    return Ok(());
                }
                fail(
                    at,
                    format!(
                        "expected '{}' but got '{}'",
                        expected.text(ctx),
                        item.text(ctx)
                    ),
                )
            }
            Constraint::BaseAttr(name) => {
                let got = match item {
                    Item::Attr(a) => attr_base_name(ctx, a),
                    Item::Type(_) => "builtin.type".to_string(),
                };
                if got == *name {
                    return Ok(());
                }
                fail(
                    at,
                    format!("expected base attribute '{name}' but got '{got}'"),
                )
            }
            Constraint::BaseType(name) => {
                let Item::Type(t) = item else {
                    return fail(
                        at,
                        format!("expected type, got attribute '{}", item.text(ctx)),
                    );
                };
                let got = type_base_name(ctx, t);
                if got == *name {
                    return Ok(());
                }
                fail(at, format!("expected base type '{name}' but got '{got}'"))
            }
            Constraint::DynParametricAttr(def, constraints) => {
                let d = ctx.attr_definition(*def);
                let params = match item {
                    Item::Attr(a) => ctx.as_dynamic_attr(a).filter(|(got, _)| got == def),
                    Item::Type(_) => None,
                };
                let Some((_, params)) = params else {
                    // (Upstream names the attribute `name.dialect`.)
                    return fail(
                        at,
                        format!(
                            "expected base attribute '{}.{}' but got '{}'",
                            d.name,
                            d.dialect,
                            item.text(ctx)
                        ),
                    );
                };
                self.check_params(ctx, at, params, constraints, &d.dialect, &d.name)
            }
            Constraint::DynParametricType(def, constraints) => {
                let d = ctx.type_definition(*def);
                let Item::Type(t) = item else {
                    return fail(
                        at,
                        format!("expected type, got attribute '{}", item.text(ctx)),
                    );
                };
                let Some((_, params)) = ctx.as_dynamic_type(t).filter(|(got, _)| got == def) else {
                    return fail(
                        at,
                        format!(
                            "expected base type '{}.{}' but got '{}'",
                            d.dialect,
                            d.name,
                            item.text(ctx)
                        ),
                    );
                };
                self.check_params(ctx, at, params, constraints, &d.dialect, &d.name)
            }
            Constraint::AnyOf(constraints) => {
                for &c in constraints {
                    // No error from the alternatives: only when none holds.
                    if self.verify(ctx, None, item, c).is_ok() {
                        return Ok(());
                    }
                }
                fail(
                    at,
                    format!("'{}' does not satisfy the constraint", item.text(ctx)),
                )
            }
            Constraint::AllOf(constraints) => {
                for &c in constraints {
                    self.verify(ctx, at, item, c)?;
                }
                Ok(())
            }
            Constraint::Any => Ok(()),
        }
    }

    /// The parameters of a dynamic type or attribute against `constraints`.
    fn check_params(
        &mut self,
        ctx: &Context,
        at: ErrorAt,
        params: &[Attribute],
        constraints: &[usize],
        dialect: &str,
        name: &str,
    ) -> Result<(), Option<Diagnostic>> {
        if params.len() != constraints.len() {
            return fail(
                at,
                format!(
                    "attribute '{dialect}.{name}' expects {} parameters but got {}",
                    params.len(),
                    constraints.len()
                ),
            );
        }
        for (&p, &c) in params.iter().zip(constraints) {
            self.verify(ctx, at, Item::of_attr(ctx, p), c)?;
        }
        Ok(())
    }
}

/// What a region of a dynamic op must look like (upstream's
/// `RegionConstraint`): its entry block's arguments (when constrained)
/// and its number of blocks.
#[derive(Clone, Debug)]
pub struct RegionConstraint {
    /// The slots of the entry block's arguments, if they are constrained.
    pub argument_constraints: Option<Vec<usize>>,
    /// The number of blocks, if it is constrained.
    pub block_count: Option<i64>,
}

impl RegionConstraint {
    /// Checks region number `index` of `op`; errors are located at the
    /// region's op (upstream's region location) or at an argument, with a
    /// note at the op.
    pub fn verify(
        &self,
        ctx: &Context,
        op: ir::OpId,
        index: usize,
        region: RegionId,
        verifier: &mut ConstraintVerifier<'_>,
    ) -> Result<(), Option<Diagnostic>> {
        let op_loc = ctx.op_loc(op);
        let at = |loc: Location| -> ErrorAt {
            Some((
                loc,
                (loc != op_loc).then_some((op_loc, "see the operation")),
            ))
        };
        let blocks = ctx.region_blocks(region);
        if let Some(count) = self.block_count {
            if usize::try_from(count).ok() != Some(blocks.len()) {
                return fail(
                    at(op_loc),
                    format!(
                        "expected region {index} to have {count} block(s) but got {}",
                        blocks.len()
                    ),
                );
            }
        }
        if let Some(constraints) = &self.argument_constraints {
            let args = ctx
                .region_entry(region)
                .map(|b| ctx.block_args(b))
                .unwrap_or_default();
            if args.len() != constraints.len() {
                let first = args.first().map_or(op_loc, |&a| ctx.value_loc(a));
                return fail(
                    at(first),
                    format!(
                        "expected region {index} to have {} arguments but got {}",
                        constraints.len(),
                        args.len()
                    ),
                );
            }
            for (&arg, &c) in args.iter().zip(constraints) {
                let ty = Item::Type(ctx.value_type(arg));
                verifier.verify(ctx, at(ctx.value_loc(arg)), ty, c)?;
            }
        }
        Ok(())
    }
}
