//! `arith-int-narrowing` (upstream's `IntNarrowing.cpp`): integer ops
//! whose operands are sign- or zero-extended from narrower types (or are
//! small constants) computed in the narrowest supported bitwidth that
//! gives the same result, with the extension moved after them; extensions
//! commuted past the vector ops that only move elements, to expose more of
//! them.
//! `arith.index_cast`/`index_castui` of an index value are narrowed to
//! the bits its constant bounds need (`IndexCastPattern`, the bounds from
//! the `value-bounds` crate's `ValueBoundsConstraintSet`).

use ir::apint::APInt;
use ir::pass::{OperationPass, PassFailure, PassRun};
use ir::{
    IrMapping, Operation, PatternRewriter, RewritePattern, Type, TypeData, TypeFactory, Value,
};

use crate::ArithIntNarrowingBase;

/// Which extension an operand is looked through (`ExtensionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ExtensionKind {
    Sign,
    Zero,
}

/// An `arith.extsi` or `arith.extui` (upstream's `ExtensionOp` wrapper).
#[derive(Clone, Copy)]
struct Extension {
    op: Operation,
    kind: ExtensionKind,
}

impl Extension {
    fn from(ctx: &ir::Context, op: Option<Operation>) -> Option<Extension> {
        let op = op?;
        let kind = match ctx.op_name_of(op) {
            arith::ExtSIOp::OPERATION_NAME => ExtensionKind::Sign,
            arith::ExtUIOp::OPERATION_NAME => ExtensionKind::Zero,
            _ => return None,
        };
        Some(Extension { op, kind })
    }
    fn input(self, ctx: &ir::Context) -> Value {
        ctx.operand(self.op, 0)
    }
    fn result(self, ctx: &ir::Context) -> Value {
        ctx.result(self.op, 0)
    }
    /// An extension of this kind of `input` to `ty` at the insertion point.
    fn recreate(
        self,
        rw: &mut PatternRewriter<'_>,
        loc: ir::Location,
        ty: Type,
        input: Value,
    ) -> Value {
        match self.kind {
            ExtensionKind::Sign => arith::ExtSIOp::build(rw, loc, ty, input).out(rw),
            ExtensionKind::Zero => arith::ExtUIOp::build(rw, loc, ty, input).out(rw),
        }
    }
    /// Replaces `op` (of one result) by an extension of this kind of
    /// `input` to `op`'s result type.
    fn recreate_and_replace(
        self,
        rw: &mut PatternRewriter<'_>,
        op: Operation,
        input: Value,
    ) -> bool {
        let ty = rw.value_type(rw.result(op, 0));
        let loc = rw.op_loc(op);
        let ext = self.recreate(rw, loc, ty, input);
        rw.replace_op(op, &[ext]).is_ok()
    }
}

/// The bitwidth of `ty`'s integer element type (`calculateBitsRequired`
/// of a type); `None` for other element types (`index` among them).
fn type_bits(ctx: &ir::Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ctx.element_type_or_self(ty)) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The bits needed to represent `value` when it is read as extended by
/// `kind`: its active bits for a zero extension (one for zero); for a
/// sign extension, one more than those of a nonnegative value, all of them
/// for the signed minimum, and the non-sign bits and the sign of any other
/// negative value.
fn value_bits(value: &APInt, kind: ExtensionKind) -> u32 {
    if kind == ExtensionKind::Zero {
        return value.active_bits().max(1);
    }
    if !value.is_negative() {
        return value.active_bits() + 1;
    }
    if value.is_signed_min() {
        return value.width();
    }
    let sign_bits = value.not().leading_zeros();
    value.width() - sign_bits + 1
}

/// The bits `value` needs, read through an extension of `kind`: a
/// constant's (the widest element of a dense integer constant), an
/// extension's input type's, else its type's.
fn value_bits_required(
    rw: &mut PatternRewriter<'_>,
    value: Value,
    kind: ExtensionKind,
) -> Option<u32> {
    if let Some(attr) = ir::rewrite::constant_value(rw, value) {
        if let Some(v) = rw.as_apint(attr) {
            return Some(value_bits(&v, kind));
        }
        if let Some((ty, ir::DenseData::Int(values))) = rw.as_dense_elements(attr) {
            let elt = rw.element_type_or_self(ty);
            let width = match rw.type_data(elt) {
                TypeData::Integer { width, .. } => Some(*width),
                TypeData::Index => Some(64),
                _ => None,
            };
            if let Some(width) = width {
                return Some(values.iter().fold(1, |bits, &v| {
                    bits.max(value_bits(&APInt::from_i128(width, v), kind))
                }));
            }
        }
    }
    let through = match kind {
        ExtensionKind::Sign => arith::ExtSIOp::OPERATION_NAME,
        ExtensionKind::Zero => arith::ExtUIOp::OPERATION_NAME,
    };
    if let Some(def) = rw
        .defining_op(value)
        .filter(|&d| rw.op_name_of(d) == through)
    {
        let input = rw.operand(def, 0);
        return type_bits(rw, rw.value_type(input));
    }
    type_bits(rw, rw.value_type(value))
}

/// The options every narrowing pattern shares (`NarrowingPattern`): the
/// supported bitwidths, ascending.
#[derive(Clone, Debug)]
struct Narrowing {
    bitwidths: Vec<u32>,
}

impl Narrowing {
    /// The narrowest supported type that holds `bits` and has `orig`'s
    /// shape: `None` when no supported width is wide enough, `orig`'s
    /// element type is not an integer, or the type would not change.
    fn narrow_type(&self, rw: &mut PatternRewriter<'_>, bits: u32, orig: Type) -> Option<Type> {
        let best = *self.bitwidths.iter().find(|&&w| w >= bits)?;
        let elt = rw.element_type_or_self(orig);
        if !matches!(rw.type_data(elt), TypeData::Integer { .. }) {
            return None;
        }
        let narrow = rw.integer_type(best, ir::Signedness::Signless);
        if narrow == elt {
            return None;
        }
        if orig == elt {
            return Some(narrow);
        }
        if rw.is_shaped(orig) {
            return Some(rw.with_element_type(orig, narrow));
        }
        None
    }
}

/// `arith.trunci` of `v` to `ty` at the insertion point, folded when it
/// folds (`createOrFold<arith::TruncIOp>`).
fn trunc_or_fold(rw: &mut PatternRewriter<'_>, loc: ir::Location, ty: Type, v: Value) -> Value {
    let op = arith::TruncIOp::build(rw, loc, ty, v).operation();
    ir::rewrite::create_or_fold(rw, op)[0]
}

/// The binary ops narrowed (`BinaryOpNarrowingPattern`'s subclasses).
#[derive(Clone, Copy, Debug)]
enum Binary {
    AddI,
    SubI,
    MulI,
    DivSI,
    DivUI,
    MaxSI,
    MaxUI,
    MinSI,
    MinUI,
}

impl Binary {
    const ALL: [Binary; 9] = [
        Binary::AddI,
        Binary::SubI,
        Binary::MulI,
        Binary::DivSI,
        Binary::DivUI,
        Binary::MaxSI,
        Binary::MaxUI,
        Binary::MinSI,
        Binary::MinUI,
    ];
    fn op_name(self) -> &'static str {
        match self {
            Binary::AddI => arith::AddIOp::OPERATION_NAME,
            Binary::SubI => arith::SubIOp::OPERATION_NAME,
            Binary::MulI => arith::MulIOp::OPERATION_NAME,
            Binary::DivSI => arith::DivSIOp::OPERATION_NAME,
            Binary::DivUI => arith::DivUIOp::OPERATION_NAME,
            Binary::MaxSI => arith::MaxSIOp::OPERATION_NAME,
            Binary::MaxUI => arith::MaxUIOp::OPERATION_NAME,
            Binary::MinSI => arith::MinSIOp::OPERATION_NAME,
            Binary::MinUI => arith::MinUIOp::OPERATION_NAME,
        }
    }
    /// The extension the op's operands must come from (`isSupported`).
    fn supports(self, kind: ExtensionKind) -> bool {
        match self {
            Binary::AddI | Binary::MulI => true,
            Binary::SubI | Binary::DivSI | Binary::MaxSI | Binary::MinSI => {
                kind == ExtensionKind::Sign
            }
            Binary::DivUI | Binary::MaxUI | Binary::MinUI => kind == ExtensionKind::Zero,
        }
    }
    /// The bits of the full result of operands of `bits` bits
    /// (`getResultBitsProduced`): a carry for additions, subtractions and
    /// `INT_MIN / -1`, twice as many for a product, none more for an
    /// unsigned quotient or a min/max.
    fn result_bits(self, bits: u32) -> u32 {
        match self {
            Binary::AddI | Binary::SubI | Binary::DivSI => bits + 1,
            Binary::MulI => 2 * bits,
            Binary::DivUI | Binary::MaxSI | Binary::MaxUI | Binary::MinSI | Binary::MinUI => bits,
        }
    }
}

/// A binary op computed in a narrower type when its left operand is an
/// extension and its right one an extension of the same kind or a
/// constant (`BinaryOpNarrowingPattern`).
struct BinaryNarrowing {
    op: Binary,
    narrowing: Narrowing,
}

impl RewritePattern for BinaryNarrowing {
    fn root(&self) -> Option<&str> {
        Some(self.op.op_name())
    }
    fn name(&self) -> &str {
        "BinaryOpNarrowingPattern"
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
        let orig = rw.value_type(rw.result(op, 0));
        let Some(result_bits) = type_bits(rw, orig) else {
            return false;
        };
        let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
        let Some(ext) = Extension::from(rw, rw.defining_op(lhs)) else {
            return false;
        };
        if !self.op.supports(ext.kind) {
            return false;
        }
        let ext_in = ext.input(rw);
        let lhs_bits = match value_bits_required(rw, ext_in, ext.kind) {
            Some(b) if b < result_bits => b,
            _ => return false,
        };
        let rhs_bits = match value_bits_required(rw, rhs, ext.kind) {
            Some(b) if b < result_bits => b,
            _ => return false,
        };
        let common = self.op.result_bits(lhs_bits.max(rhs_bits));
        let Some(narrow) = self.narrowing.narrow_type(rw, common, orig) else {
            return false;
        };
        if type_bits(rw, narrow).is_none_or(|b| b >= result_bits) {
            return false;
        }
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let new_lhs = trunc_or_fold(rw, loc, narrow, lhs);
        let new_rhs = trunc_or_fold(rw, loc, narrow, rhs);
        let new_op = rw.create_simple(self.op.op_name(), loc, &[new_lhs, new_rhs], &[narrow], &[]);
        let new_value = rw.result(new_op, 0);
        ext.recreate_and_replace(rw, op, new_value)
    }
}

/// `arith.sitofp`/`uitofp` of a narrower integer when the operand needs
/// fewer bits (`IToFPPattern`).
struct IToFPNarrowing {
    name: &'static str,
    kind: ExtensionKind,
    narrowing: Narrowing,
}

impl RewritePattern for IToFPNarrowing {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn name(&self) -> &str {
        "IToFPPattern"
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
        let input = rw.operand(op, 0);
        let Some(bits) = value_bits_required(rw, input, self.kind) else {
            return false;
        };
        let in_ty = rw.value_type(input);
        let Some(narrow) = self.narrowing.narrow_type(rw, bits, in_ty) else {
            return false;
        };
        let loc = rw.op_loc(op);
        let result_ty = rw.value_type(rw.result(op, 0));
        rw.set_insertion_point_before(op);
        let new_in = trunc_or_fold(rw, loc, narrow, input);
        let new_op = rw.create_simple(self.name, loc, &[new_in], &[result_ty], &[]);
        let value = rw.result(new_op, 0);
        rw.replace_op(op, &[value]).is_ok()
    }
}

/// `arith.index_cast`/`index_castui` of an index value to an integer
/// wider than its constant bounds need: the cast made to the narrowest
/// supported type and extended (`IndexCastPattern`; both bounds are
/// checked for either cast, as an unsigned cast may see a negative index).
struct IndexCastNarrowing {
    name: &'static str,
    kind: ExtensionKind,
    narrowing: Narrowing,
}

impl RewritePattern for IndexCastNarrowing {
    fn root(&self) -> Option<&str> {
        Some(self.name)
    }
    fn name(&self) -> &str {
        "IndexCastPattern"
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
        let input = rw.operand(op, 0);
        let in_ty = rw.value_type(input);
        if !rw.is_index(in_ty) {
            return false;
        }
        let var = value_bounds::Variable::index(rw, input);
        let bound = |rw: &mut PatternRewriter<'_>, kind| {
            value_bounds::compute_constant_bound(rw, kind, &var, None, true)
        };
        let Some(lb) = bound(rw, presburger::BoundType::Lb) else {
            return false;
        };
        let Some(ub) = bound(rw, presburger::BoundType::Ub) else {
            return false;
        };
        let bits = |v: i64| value_bits(&APInt::from_i128(64, i128::from(v)), self.kind);
        let bits = bits(lb).max(bits(ub));
        let result_ty = rw.value_type(rw.result(op, 0));
        if type_bits(rw, result_ty).is_none_or(|w| w <= bits) {
            return false;
        }
        let Some(narrow) = self.narrowing.narrow_type(rw, bits, result_ty) else {
            return false;
        };
        let loc = rw.op_loc(op);
        rw.set_insertion_point_before(op);
        let cast = rw.create_simple(self.name, loc, &[input], &[narrow], &[]);
        let new_cast = rw.result(cast, 0);
        Extension {
            op,
            kind: self.kind,
        }
        .recreate_and_replace(rw, op, new_cast)
    }
}

/// The vector ops an extension is commuted past (benefit 2).
#[derive(Clone, Copy, Debug)]
enum Commute {
    /// `vector.broadcast`, `extract`, `extractelement`,
    /// `extract_strided_slice`, `shape_cast`, `transpose`,
    /// `flat_transpose`: the op applied to the extension's input (operand
    /// 0), its result of the input's element type.
    Unary(&'static str),
    /// `vector.insert`, `insertelement`, `insert_strided_slice`: the
    /// inserted value (operand 0) and the destination (operand 1)
    /// truncated to a common narrower type
    /// (`ExtensionOverInsertionPattern`).
    Insertion(&'static str),
}

impl Commute {
    const ALL: [Commute; 10] = [
        Commute::Unary(vector::BroadcastOp::OPERATION_NAME),
        Commute::Unary(vector::ExtractOp::OPERATION_NAME),
        Commute::Unary(vector::ExtractElementOp::OPERATION_NAME),
        Commute::Unary(vector::ExtractStridedSliceOp::OPERATION_NAME),
        Commute::Insertion(vector::InsertOp::OPERATION_NAME),
        Commute::Insertion(vector::InsertElementOp::OPERATION_NAME),
        Commute::Insertion(vector::InsertStridedSliceOp::OPERATION_NAME),
        Commute::Unary(vector::ShapeCastOp::OPERATION_NAME),
        Commute::Unary(vector::TransposeOp::OPERATION_NAME),
        Commute::Unary(vector::FlatTransposeOp::OPERATION_NAME),
    ];
    fn op_name(self) -> &'static str {
        match self {
            Commute::Unary(n) | Commute::Insertion(n) => n,
        }
    }
}

/// An extension moved after a vector op that only moves elements.
struct ExtensionCommute {
    op: Commute,
    narrowing: Narrowing,
}

/// A copy of `op` before it, built as upstream's builders build it (its
/// inherent attributes, no discardable ones), with `operands` and result
/// type `ty`.
fn rebuild(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    operands: &[(usize, Value)],
    ty: Type,
) -> Option<Value> {
    rw.set_insertion_point_before(op);
    let mut mapping = IrMapping::default();
    for &(i, v) in operands {
        mapping.map_value(rw.operand(op, i), v);
    }
    let new = rw.clone_op(op, &mut mapping).ok()?;
    let discardable: Vec<String> = rw
        .attrs(new)
        .iter()
        .map(|&(name, _)| rw.ident_str(name).to_string())
        .collect();
    for name in &discardable {
        rw.remove_attr(new, name);
    }
    let result = rw.result(new, 0);
    rw.set_value_type(result, ty).ok()?;
    Some(result)
}

impl RewritePattern for ExtensionCommute {
    fn root(&self) -> Option<&str> {
        Some(self.op.op_name())
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn name(&self) -> &str {
        "ExtensionOverVectorOp"
    }
    fn match_and_rewrite(&self, op: Operation, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(ext) = Extension::from(rw, rw.defining_op(rw.operand(op, 0))) else {
            return false;
        };
        let orig = rw.value_type(rw.result(op, 0));
        let ext_in = ext.input(rw);
        match self.op {
            Commute::Unary(_) => {
                let in_elt = rw.element_type_or_self(rw.value_type(ext_in));
                let ty = rw.with_element_type(orig, in_elt);
                let Some(new) = rebuild(rw, op, &[(0, ext_in)], ty) else {
                    return false;
                };
                ext.recreate_and_replace(rw, op, new)
            }
            Commute::Insertion(_) => {
                let Some(orig_bits) = type_bits(rw, orig) else {
                    return false;
                };
                let dest = rw.operand(op, 1);
                let dest_bits = match value_bits_required(rw, dest, ext.kind) {
                    Some(b) if b < orig_bits => b,
                    _ => return false,
                };
                let inserted_bits = match value_bits_required(rw, ext_in, ext.kind) {
                    Some(b) if b < orig_bits => b,
                    _ => return false,
                };
                let bits = dest_bits.max(inserted_bits);
                let Some(vec_ty) = self.narrowing.narrow_type(rw, bits, orig) else {
                    return false;
                };
                if vec_ty == orig {
                    return false;
                }
                let ext_ty = rw.value_type(ext.result(rw));
                let Some(value_ty) = self.narrowing.narrow_type(rw, bits, ext_ty) else {
                    return false;
                };
                let loc = rw.op_loc(op);
                rw.set_insertion_point_before(op);
                let ext_result = ext.result(rw);
                let narrow_value = trunc_or_fold(rw, loc, value_ty, ext_result);
                let narrow_dest = trunc_or_fold(rw, loc, vec_ty, dest);
                let Some(new) = rebuild(rw, op, &[(0, narrow_value), (1, narrow_dest)], vec_ty)
                else {
                    return false;
                };
                ext.recreate_and_replace(rw, op, new)
            }
        }
    }
}

/// The patterns of the pass (`populateArithIntNarrowingPatterns`) for
/// the supported `bitwidths` (none of them zero): the commutations of
/// extensions (benefit 2) then the narrowings.
pub fn populate_arith_int_narrowing_patterns(
    bitwidths: &[u32],
    patterns: &mut Vec<Box<dyn RewritePattern>>,
) {
    let mut bitwidths = bitwidths.to_vec();
    bitwidths.sort_unstable();
    let narrowing = Narrowing { bitwidths };
    for op in Commute::ALL {
        patterns.push(Box::new(ExtensionCommute {
            op,
            narrowing: narrowing.clone(),
        }));
    }
    for op in Binary::ALL {
        patterns.push(Box::new(BinaryNarrowing {
            op,
            narrowing: narrowing.clone(),
        }));
    }
    for (name, kind) in [
        (arith::SIToFPOp::OPERATION_NAME, ExtensionKind::Sign),
        (arith::UIToFPOp::OPERATION_NAME, ExtensionKind::Zero),
    ] {
        patterns.push(Box::new(IToFPNarrowing {
            name,
            kind,
            narrowing: narrowing.clone(),
        }));
    }
    for (name, kind) in [
        (arith::IndexCastOp::OPERATION_NAME, ExtensionKind::Sign),
        (arith::IndexCastUIOp::OPERATION_NAME, ExtensionKind::Zero),
    ] {
        patterns.push(Box::new(IndexCastNarrowing {
            name,
            kind,
            narrowing: narrowing.clone(),
        }));
    }
}

/// The `arith-int-narrowing` pass.
#[derive(Clone, Debug, Default)]
pub struct ArithIntNarrowing {
    base: ArithIntNarrowingBase,
}

impl OperationPass for ArithIntNarrowing {
    type Declaration = ArithIntNarrowingBase;
    fn declaration(&self) -> &ArithIntNarrowingBase {
        &self.base
    }
    fn declaration_mut(&mut self) -> &mut ArithIntNarrowingBase {
        &mut self.base
    }
    fn run_on_operation(&mut self, run: &mut PassRun<'_>) -> Result<(), PassFailure> {
        let bitwidths = &self.base.options.bitwidths_supported;
        // Invalid options fail the pass without a diagnostic, as upstream.
        if bitwidths.is_empty() || bitwidths.contains(&0) {
            return Err(PassFailure);
        }
        let mut patterns = Vec::new();
        populate_arith_int_narrowing_patterns(bitwidths, &mut patterns);
        let root = run.op();
        match ir::apply_patterns_greedily(run.ctx(), root, &patterns, ir::GreedyConfig::default()) {
            Ok(_) => Ok(()),
            Err(_) => Err(PassFailure),
        }
    }
}
