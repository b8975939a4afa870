//! Value types of interface methods.

use std::ops::Range;

use crate::core::attrs::Attribute;
use crate::core::storage::{RegionId, Value};
use crate::core::types::Type;

/// What a call op calls: a symbol reference attribute or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Callee {
    /// `@callee` (a symbol reference attribute).
    Symbol(Attribute),
    /// An indirect callee.
    Value(Value),
}

/// A constant or a value: what a dimension, bound or step is (MLIR's
/// `OpFoldResult`, the same type as [`crate::OpFoldResult`]).
pub type FoldResult = crate::core::registry::OpFoldResult;

/// Signed and unsigned bounds of an integer of `width` bits (inclusive).
///
/// Bounds are kept in `i128`/`u128`, so widths up to 128 are exact.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ConstantIntRanges {
    width: u32,
    umin: u128,
    umax: u128,
    smin: i128,
    smax: i128,
}

pub(crate) fn umax_of(width: u32) -> u128 {
    match width {
        0 => 0,
        w if w >= 128 => u128::MAX,
        w => (1u128 << w) - 1,
    }
}

pub(crate) fn smin_of(width: u32) -> i128 {
    match width {
        0 => 0,
        w if w >= 128 => i128::MIN,
        w => -(1i128 << (w - 1)),
    }
}

pub(crate) fn smax_of(width: u32) -> i128 {
    match width {
        0 => 0,
        w if w >= 128 => i128::MAX,
        w => (1i128 << (w - 1)) - 1,
    }
}

/// The `width`-bit two's complement pattern of `v`, read as unsigned.
pub(crate) fn to_unsigned(v: i128, width: u32) -> u128 {
    (v as u128) & umax_of(width)
}

/// The `width`-bit pattern `v`, read as signed.
pub(crate) fn to_signed(v: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return v as i128;
    }
    let shift = 128 - width;
    ((v << shift) as i128) >> shift
}

impl ConstantIntRanges {
    /// Explicit bounds (as MLIR's `ConstantIntRanges(umin, umax, smin, smax)`).
    pub fn new(width: u32, umin: u128, umax: u128, smin: i128, smax: i128) -> Self {
        ConstantIntRanges {
            width,
            umin,
            umax,
            smin,
            smax,
        }
    }
    /// Every value of the width (`maxRange`).
    pub fn max_range(width: u32) -> Self {
        Self::from_unsigned(width, 0, umax_of(width))
    }
    /// Exactly `value` (its low `width` bits).
    pub fn constant(width: u32, value: i128) -> Self {
        let u = to_unsigned(value, width);
        let s = to_signed(u, width);
        Self::new(width, u, u, s, s)
    }
    /// The signed range `[smin, smax]` (`fromSigned`): the unsigned bounds
    /// follow when both bounds have the same sign (ordered as unsigned
    /// values, as upstream orders them), and are the full range otherwise.
    pub fn from_signed(width: u32, smin: i128, smax: i128) -> Self {
        let (umin, umax) = if (smin >= 0) == (smax >= 0) {
            let (a, b) = (to_unsigned(smin, width), to_unsigned(smax, width));
            (a.min(b), a.max(b))
        } else {
            (0, umax_of(width))
        };
        Self::new(width, umin, umax, smin, smax)
    }
    /// The unsigned range `[umin, umax]` (`fromUnsigned`): the signed
    /// bounds follow when both bounds read as signed have the same sign,
    /// and are the full range otherwise.
    pub fn from_unsigned(width: u32, umin: u128, umax: u128) -> Self {
        let (a, b) = (to_signed(umin, width), to_signed(umax, width));
        let (smin, smax) = if (a >= 0) == (b >= 0) {
            (a.min(b), a.max(b))
        } else {
            (smin_of(width), smax_of(width))
        };
        Self::new(width, umin, umax, smin, smax)
    }
    /// `fromSigned` when `signed`, else `fromUnsigned` (`range`); the
    /// bounds are `width`-bit patterns.
    pub fn range(width: u32, min: u128, max: u128, signed: bool) -> Self {
        if signed {
            Self::from_signed(width, to_signed(min, width), to_signed(max, width))
        } else {
            Self::from_unsigned(width, min, max)
        }
    }
    /// Bit width.
    pub fn width(&self) -> u32 {
        self.width
    }
    /// Unsigned lower bound.
    pub fn umin(&self) -> u128 {
        self.umin
    }
    /// Unsigned upper bound.
    pub fn umax(&self) -> u128 {
        self.umax
    }
    /// Signed lower bound.
    pub fn smin(&self) -> i128 {
        self.smin
    }
    /// Signed upper bound.
    pub fn smax(&self) -> i128 {
        self.smax
    }
    /// The smallest ranges holding both.
    pub fn range_union(&self, other: &Self) -> Self {
        Self::new(
            self.width,
            self.umin.min(other.umin),
            self.umax.max(other.umax),
            self.smin.min(other.smin),
            self.smax.max(other.smax),
        )
    }
    /// The ranges both allow.
    pub fn intersection(&self, other: &Self) -> Self {
        Self::new(
            self.width,
            self.umin.max(other.umin),
            self.umax.min(other.umax),
            self.smin.max(other.smin),
            self.smax.min(other.smax),
        )
    }
    /// The value, if the ranges allow exactly one (as a signed value).
    pub fn constant_value(&self) -> Option<i128> {
        if self.umin == self.umax {
            Some(to_signed(self.umin, self.width))
        } else if self.smin == self.smax {
            Some(self.smin)
        } else {
            None
        }
    }
}

/// How many times a region may run each time its parent op runs:
/// `lower..=upper`, `upper` unknown when `None`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct InvocationBounds {
    /// Least number of invocations.
    pub lower: u32,
    /// Greatest number of invocations, if bounded.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// `lower..=upper` invocations.
    pub fn new(lower: u32, upper: Option<u32>) -> Self {
        InvocationBounds { lower, upper }
    }
    /// Nothing known: zero or more invocations.
    pub fn unknown() -> Self {
        InvocationBounds {
            lower: 0,
            upper: None,
        }
    }
}

/// Where control is when asking for successor regions: entering the op
/// from its parent, or leaving one of its regions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegionBranchPoint {
    /// The op itself (control comes from outside).
    Parent,
    /// The end of this region of the op.
    Region(RegionId),
}

/// The kind of a region (`RegionKindInterface`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegionKind {
    /// Control flow graph with SSA dominance.
    SsaCfg,
    /// Graph region: no dominance, no terminator requirement.
    Graph,
}

/// Where control may go next: a region of the op (with the values its
/// entry block receives) or back to the parent (with the op's results).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RegionSuccessor {
    region: Option<RegionId>,
    inputs: Vec<Value>,
}

impl RegionSuccessor {
    /// Control enters `region`; its entry arguments are `inputs`.
    pub fn region(region: RegionId, inputs: Vec<Value>) -> Self {
        RegionSuccessor {
            region: Some(region),
            inputs,
        }
    }
    /// Control returns to the parent; the op's `results` receive the values.
    pub fn parent(results: Vec<Value>) -> Self {
        RegionSuccessor {
            region: None,
            inputs: results,
        }
    }
    /// The successor region, `None` for the parent.
    pub fn successor(&self) -> Option<RegionId> {
        self.region
    }
    /// Whether control returns to the parent.
    pub fn is_parent(&self) -> bool {
        self.region.is_none()
    }
    /// The values that receive what is forwarded (entry arguments or results).
    pub fn inputs(&self) -> &[Value] {
        &self.inputs
    }
}

/// An inferred shaped type, possibly partial: the dimensions (`None` when
/// unranked; negative for dynamic), the element type and an attribute
/// (such as a tensor encoding), when known.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ShapedTypeComponents {
    /// Dimensions, `None` if unranked.
    pub dims: Option<Vec<i64>>,
    /// Element type, if known.
    pub element_type: Option<Type>,
    /// Extra attribute, if any.
    pub attribute: Option<Attribute>,
}

impl ShapedTypeComponents {
    /// A ranked shape with an element type.
    pub fn ranked(dims: Vec<i64>, element_type: Type) -> Self {
        ShapedTypeComponents {
            dims: Some(dims),
            element_type: Some(element_type),
            attribute: None,
        }
    }
    /// An unranked shape with an element type.
    pub fn unranked(element_type: Type) -> Self {
        ShapedTypeComponents {
            dims: None,
            element_type: Some(element_type),
            attribute: None,
        }
    }
    /// Whether the rank is known.
    pub fn has_rank(&self) -> bool {
        self.dims.is_some()
    }
}

/// Whether an op may be executed speculatively.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Speculatability {
    /// Never.
    NotSpeculatable,
    /// Always.
    Speculatable,
    /// When every op in its regions is speculatable.
    RecursivelySpeculatable,
}

/// The operands a branch passes to one successor: `produced` values the
/// branch creates itself (they come first in the successor's arguments),
/// then the op's operands at positions `forwarded`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SuccessorOperands {
    /// Number of arguments produced by the op itself.
    pub produced: usize,
    /// Positions, in the op's operand list, of the forwarded operands.
    pub forwarded: Range<usize>,
    /// The segment-size attributes that count the forwarded operands, as
    /// (index in the attribute, attribute name) (the `OperandSegment`s of
    /// MLIR's `MutableOperandRange`): changing the forwarded operands
    /// updates each of them.
    pub segments: Vec<(usize, &'static str)>,
}

impl SuccessorOperands {
    /// Forwards the operands at `forwarded`, producing none.
    pub fn new(forwarded: Range<usize>) -> Self {
        SuccessorOperands {
            produced: 0,
            forwarded,
            segments: Vec::new(),
        }
    }
    /// Also names the entry `index` of the segment-size attribute `name`
    /// as counting the forwarded operands.
    pub fn with_segment(mut self, index: usize, name: &'static str) -> Self {
        self.segments.push((index, name));
        self
    }
    /// The number of successor arguments covered (produced + forwarded).
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }
    /// Whether no argument is passed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The successor argument number receiving operand `operand_index` of
    /// the op, if it is forwarded.
    pub fn argument_for_operand(&self, operand_index: usize) -> Option<usize> {
        self.forwarded
            .contains(&operand_index)
            .then(|| self.produced + operand_index - self.forwarded.start)
    }
}

/// The visibility of a symbol (the `sym_visibility` attribute).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Visibility {
    /// Visible from outside its symbol table (no attribute).
    Public,
    /// Visible only within its symbol table (`"private"`).
    Private,
    /// Visible to the enclosing symbol tables, not outside (`"nested"`).
    Nested,
}

impl Visibility {
    /// The attribute spelling (`"public"`, `"private"`, `"nested"`).
    pub fn keyword(self) -> &'static str {
        match self {
            Visibility::Public => "public",
            Visibility::Private => "private",
            Visibility::Nested => "nested",
        }
    }
}
