//! Op, value and region queries of the `.td` vocabulary (op-level
//! predicates, DRR constraints).

use crate::core::attrs::Attribute;
use crate::core::context::Context;
use crate::core::registry::OpTrait;
use crate::core::storage::{OpId, RegionId, Value};
use crate::core::types::Type;

/// What has a type in op-level predicates (`$name` of `AllTypesMatch`,
/// `TypesMatchWith`): a value, a variadic group, an optional value, or a
/// typed attribute (upstream's `$_self.getType()` on each).
pub trait TypeOf {
    /// The type, or the types of a group.
    type Output;
    /// The type(s) of `self` in `ctx`.
    fn type_of(self, ctx: &Context) -> Self::Output;
}

impl TypeOf for Value {
    type Output = Type;
    fn type_of(self, ctx: &Context) -> Type {
        ctx.value_type(self)
    }
}

impl TypeOf for Option<Value> {
    type Output = Option<Type>;
    fn type_of(self, ctx: &Context) -> Option<Type> {
        self.map(|v| ctx.value_type(v))
    }
}

impl TypeOf for &[Value] {
    type Output = Vec<Type>;
    fn type_of(self, ctx: &Context) -> Vec<Type> {
        ctx.value_types(self)
    }
}

impl TypeOf for Attribute {
    type Output = Type;
    fn type_of(self, ctx: &Context) -> Type {
        ctx.attr_type(self)
    }
}

impl TypeOf for Option<Attribute> {
    type Output = Option<Type>;
    fn type_of(self, ctx: &Context) -> Option<Type> {
        self.map(|a| ctx.attr_type(a))
    }
}

impl Context {
    /// The type of `x` (see [`TypeOf`]).
    pub fn type_of<T: TypeOf>(&self, x: T) -> T::Output {
        x.type_of(self)
    }

    /// The type of operand `index` of `op`. Callers check
    /// `index < num_operands(op)` first (a larger index panics, as indexing).
    pub fn operand_type(&self, op: OpId, index: usize) -> Type {
        self.value_type(self.operand(op, index))
    }

    /// The type of result `index` of `op`. Callers check
    /// `index < num_results(op)` first (a larger index panics, as indexing).
    pub fn result_type(&self, op: OpId, index: usize) -> Type {
        self.value_type(self.result(op, index))
    }

    /// The types of `values`, in order.
    pub fn value_types(&self, values: &[Value]) -> Vec<Type> {
        values.iter().map(|&v| self.value_type(v)).collect()
    }

    /// Whether `value` has no uses.
    pub fn value_is_unused(&self, value: Value) -> bool {
        !self.has_uses(value)
    }

    /// The number of blocks of `region`.
    pub fn region_num_blocks(&self, region: RegionId) -> usize {
        self.region_blocks(region).len()
    }

    /// The value of a `ConstantLike` op: what it folds to, which for the
    /// constant ops of the library and of MLIR is the `value` property (or
    /// discardable attribute). `None` for other ops.
    ///
    /// Fold hooks need `&mut Context`, so this reads the attribute rather
    /// than running the hook; [`crate::rewrite::constant_value`] runs it.
    pub fn constant_value(&self, op: OpId) -> Option<Attribute> {
        if !self.is_live(op) || !self.op_has_trait(op, &OpTrait::ConstantLike) {
            return None;
        }
        self.prop(op, "value").or_else(|| self.attr(op, "value"))
    }
}
