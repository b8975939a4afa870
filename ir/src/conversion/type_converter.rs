//! Type conversions (MLIR's `TypeConverter`): rules turning a type into
//! its converted form, tried last added first, with a cache; and the
//! materializations that bridge a value of one type to another where
//! converted and unconverted IR meet.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use crate::core::builder::OpBuilder;
use crate::core::context::Context;
use crate::core::location::Location;
use crate::core::storage::{OpId, Value};
use crate::core::types::Type;

/// A conversion rule: `Some(types)` converts (one type, several, or none
/// to drop it), `None` leaves the type to the next rule. It is given the
/// converter it belongs to, for the types nested in the one it converts.
pub type ConversionFn = Box<dyn Fn(&TypeConverter, &mut Context, Type) -> Option<Vec<Type>>>;

/// A materialization: a value of the given type built from the inputs at
/// the builder's insertion point, or `None`.
pub type MaterializationFn =
    Box<dyn Fn(&mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value>>;

/// Converts types and materializes the bridges between them.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source: Vec<MaterializationFn>,
    target: Vec<MaterializationFn>,
    argument: Vec<MaterializationFn>,
    cache: RefCell<HashMap<Type, Option<Vec<Type>>>>,
}

impl fmt::Debug for TypeConverter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TypeConverter")
            .field("conversions", &self.conversions.len())
            .field("source materializations", &self.source.len())
            .field("target materializations", &self.target.len())
            .finish()
    }
}

impl TypeConverter {
    /// A converter with no rule (no type converts).
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds a one-to-one rule (`addConversion`): `Some(t)` converts to `t`.
    pub fn add_conversion(&mut self, f: impl Fn(&mut Context, Type) -> Option<Type> + 'static) {
        self.conversions
            .push(Box::new(move |_, c, t| f(c, t).map(|t| vec![t])));
        self.cache.borrow_mut().clear();
    }
    /// Adds a one-to-one rule that converts the types nested in the one it
    /// is given with the converter itself (a rule of upstream's capturing
    /// the `TypeConverter`, as for a memref's element type).
    pub fn add_recursive_conversion(
        &mut self,
        f: impl Fn(&TypeConverter, &mut Context, Type) -> Option<Type> + 'static,
    ) {
        self.conversions
            .push(Box::new(move |tc, c, t| f(tc, c, t).map(|t| vec![t])));
        self.cache.borrow_mut().clear();
    }
    /// Adds a rule giving any number of types.
    pub fn add_conversion_to_types(
        &mut self,
        f: impl Fn(&mut Context, Type) -> Option<Vec<Type>> + 'static,
    ) {
        self.conversions.push(Box::new(move |_, c, t| f(c, t)));
        self.cache.borrow_mut().clear();
    }
    /// Adds a source materialization: a value of an original type from
    /// converted values (where unconverted users remain).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value> + 'static,
    ) {
        self.source.push(Box::new(f));
    }
    /// Adds a target materialization: a value of a converted type from an
    /// unconverted value (for the operands converted ops expect).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value> + 'static,
    ) {
        self.target.push(Box::new(f));
    }
    /// Adds an argument materialization: an original block argument rebuilt
    /// from its converted replacements.
    pub fn add_argument_materialization(
        &mut self,
        f: impl Fn(&mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value> + 'static,
    ) {
        self.argument.push(Box::new(f));
    }

    /// The types `t` converts to (`convertType` into a list), or `None`.
    pub fn convert_types(&self, ctx: &mut Context, t: Type) -> Option<Vec<Type>> {
        if let Some(r) = self.cache.borrow().get(&t) {
            return r.clone();
        }
        let r = self.conversions.iter().rev().find_map(|f| f(self, ctx, t));
        self.cache.borrow_mut().insert(t, r.clone());
        r
    }
    /// The type `t` converts to, when it converts to exactly one.
    pub fn convert_type(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        match self.convert_types(ctx, t)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
    /// Whether `t` converts to itself (`isLegal`).
    pub fn is_legal(&self, ctx: &mut Context, t: Type) -> bool {
        self.convert_type(ctx, t) == Some(t)
    }
    /// Whether every operand and result type of `op` is legal.
    pub fn is_op_legal(&self, ctx: &mut Context, op: OpId) -> bool {
        let types: Vec<Type> = ctx
            .operand_types(op)
            .into_iter()
            .chain(ctx.result_types(op))
            .collect();
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }
    /// Whether every input and result of the function type `fty` is legal
    /// (`isSignatureLegal`).
    pub fn is_signature_legal(&self, ctx: &mut Context, fty: Type) -> bool {
        let types: Vec<Type> = ctx
            .function_inputs(fty)
            .unwrap_or(&[])
            .iter()
            .chain(ctx.function_results(fty).unwrap_or(&[]))
            .copied()
            .collect();
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }

    fn materialize(
        fns: &[MaterializationFn],
        b: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        fns.iter().rev().find_map(|f| f(b, ty, inputs, loc))
    }
    /// A source materialization, if a rule gives one.
    pub fn materialize_source(
        &self,
        b: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(&self.source, b, ty, inputs, loc)
    }
    /// A target materialization, if a rule gives one.
    pub fn materialize_target(
        &self,
        b: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(&self.target, b, ty, inputs, loc)
    }
    /// An argument materialization (else a source one), if a rule gives one.
    pub fn materialize_argument(
        &self,
        b: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(&self.argument, b, ty, inputs, loc)
            .or_else(|| self.materialize_source(b, ty, inputs, loc))
    }
}
