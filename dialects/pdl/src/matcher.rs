//! Which payload ops a `pdl.pattern` matches, as upstream's PDL interpreter
//! decides it: upstream lowers the pattern to `pdl_interp`
//! (`PDLToPDLInterp`: `PredicateTree.cpp` builds the predicates of each
//! position) and runs its bytecode (`ByteCode.cpp`); here the same
//! predicates are checked directly over the payload.
//!
//! From the root (`pdl.rewrite`'s operand) the matcher walks down: an
//! op's name, its operand and result counts (exact without ranges, a
//! minimum with them), its attributes, its operands (one by one up to the
//! first range, then by operand group: the op's `operandSegmentSizes`, or
//! the operands from the group's index on) and their defining ops, its
//! result types. A pdl value met a second time must be bound to the same
//! payload entity when it is an attribute, operand(s), operation or type
//! (upstream adds no check for `pdl.types` and `pdl.result(s)`). The
//! `pdl.operation`s not reached from the root are reached upward, through
//! the users of an already bound value, each user tried in turn. Then
//! constant attributes and types, the remaining `pdl.result(s)` and the
//! `pdl.apply_native_constraint`s (in order, with `isNegated`) are
//! checked.

use std::collections::HashMap;

use ir::{Attribute, Context, Diagnostic, OpId, OpTrait, Type, TypeHandle, Value};

use crate::*;

/// A payload entity bound to a pdl value (upstream's `PDLValue`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entity {
    /// An operation (`!pdl.operation`).
    Op(OpId),
    /// A value (`!pdl.value`).
    Value(Value),
    /// A range of values (`!pdl.range<value>`).
    Values(Vec<Value>),
    /// A type (`!pdl.type`); none for the type of an untyped attribute.
    Type(Option<Type>),
    /// A range of types (`!pdl.range<type>`).
    Types(Vec<Type>),
    /// An attribute (`!pdl.attribute`).
    Attr(Attribute),
}

/// A native constraint (upstream's `PDLConstraintFunction`): given the
/// entities bound to its arguments, `None` when it fails, else the
/// entities of its results.
pub type NativeConstraintFn = fn(&Context, &[Entity]) -> Option<Vec<Entity>>;

/// The native functions a pattern may call: constraints by name, and the
/// names of the external rewrites that do nothing (the transform
/// dialect's `"transform.dialect"`).
#[derive(Clone, Default)]
pub struct NativeFunctions {
    /// The constraints, by name.
    pub constraints: HashMap<String, NativeConstraintFn>,
    /// The external rewrites that leave the payload as it is.
    pub noop_rewrites: Vec<String>,
}

/// A pattern ready to be matched against payload ops.
#[derive(Clone, Debug)]
pub struct PatternMatcher {
    /// The root `pdl.operation`'s result.
    root: Value,
    /// The matcher body's `pdl.operation`s, in order.
    operations: Vec<OperationOp>,
    /// The matcher body's ops in order (the rewrite excluded).
    body: Vec<OpId>,
    /// The constraints' functions, in the order of `body`'s constraints.
    constraints: Vec<(ApplyNativeConstraintOp, NativeConstraintFn)>,
}

/// The pdl ops whose reuse upstream checks for equality.
fn checks_reuse(ctx: &Context, def: OpId) -> bool {
    AttributeOp::cast(ctx, def).is_some()
        || OperandOp::cast(ctx, def).is_some()
        || OperandsOp::cast(ctx, def).is_some()
        || OperationOp::cast(ctx, def).is_some()
        || TypeOp::cast(ctx, def).is_some()
}

fn is_range(ctx: &Context, v: Value) -> bool {
    RangeType::classof(ctx, ctx.value_type(v))
}

/// The type constants of a `pdl.types` (its `TypeArrayAttr`).
fn type_array(ctx: &Context, attr: Attribute) -> Vec<Type> {
    ctx.attr_as_array(attr)
        .unwrap_or_default()
        .iter()
        .filter_map(|a| ctx.attr_as_type(*a))
        .collect()
}

/// Which of an op's value lists a group is taken from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Operands,
    Results,
}

/// Upstream's `executeGetOperandsResults`: group `index` of the op's
/// operands or results (the op's segment sizes, else the values from the
/// index on); a non-variadic group must hold exactly one value.
fn value_group(
    ctx: &Context,
    op: OpId,
    side: Side,
    index: usize,
    variadic: bool,
) -> Option<Entity> {
    let (values, segments_trait, segments_attr) = match side {
        Side::Operands => (
            ctx.operands(op),
            "AttrSizedOperandSegments",
            "operandSegmentSizes",
        ),
        Side::Results => (
            ctx.results(op),
            "AttrSizedResultSegments",
            "resultSegmentSizes",
        ),
    };
    let group: Vec<Value> = if ctx.op_has_trait(op, &OpTrait::Custom(segments_trait.into())) {
        let sizes = ir::asm_support::read_segment_sizes(ctx, op, segments_attr);
        if sizes.len() <= index {
            return None;
        }
        let start: usize = sizes[..index].iter().sum();
        values.get(start..start + sizes[index])?.to_vec()
    } else if values.len() >= index {
        values[index..].to_vec()
    } else {
        return None;
    };
    if variadic {
        return Some(Entity::Values(group));
    }
    match group.as_slice() {
        [v] => Some(Entity::Value(*v)),
        _ => None,
    }
}

/// The values of an entity (one or a range).
fn entity_values(e: &Entity) -> Vec<Value> {
    match e {
        Entity::Value(v) => vec![*v],
        Entity::Values(vs) => vs.clone(),
        _ => Vec::new(),
    }
}

/// The bindings of one attempt.
type Bindings = HashMap<Value, Entity>;

impl PatternMatcher {
    /// Prepares `pattern` (upstream compiles it to bytecode): its rewrite
    /// must be one of `functions`' no-op external rewrites (a rewrite that
    /// changes the payload is not run here), and each constraint it
    /// applies must be one of `functions`' constraints.
    pub fn new(
        ctx: &Context,
        pattern: PatternOp,
        functions: &NativeFunctions,
    ) -> Result<PatternMatcher, Diagnostic> {
        let op = pattern.operation();
        let unsupported = |message: String| Diagnostic::error(ctx.op_loc(op), message);
        let Some(rewrite) = pattern.get_rewriter(ctx) else {
            return Err(unsupported(
                "expected body to terminate with `pdl.rewrite`".into(),
            ));
        };
        match rewrite.name(ctx) {
            Some(name) if functions.noop_rewrites.iter().any(|n| n == name) => {}
            Some(name) => {
                return Err(unsupported(format!(
                    "pattern's rewrite '{name}' is not a registered native rewrite"
                )))
            }
            None => {
                return Err(unsupported(
                    "patterns with an inline rewrite region are not applied by the matcher (only registered external rewrites)".into(),
                ))
            }
        }
        let block = *ctx
            .region_blocks(pattern.body_region(ctx))
            .first()
            .ok_or_else(|| unsupported("expected a pattern body".into()))?;
        let body: Vec<OpId> = ctx
            .block_ops(block)
            .filter(|&o| o != rewrite.operation())
            .collect();
        let operations: Vec<OperationOp> = body
            .iter()
            .filter_map(|&o| OperationOp::cast(ctx, o))
            .collect();
        let root = match rewrite.root(ctx) {
            Some(root) => root,
            None => Self::detect_root(ctx, &operations).ok_or_else(|| {
                unsupported("expected the pattern to have a root operation".into())
            })?,
        };
        let mut constraints = Vec::new();
        for &o in &body {
            let Some(c) = ApplyNativeConstraintOp::cast(ctx, o) else {
                continue;
            };
            let name = c.name(ctx);
            let Some(&f) = functions.constraints.get(name) else {
                return Err(Diagnostic::error(
                    ctx.op_loc(o),
                    format!("native constraint '{name}' is not registered"),
                ));
            };
            constraints.push((c, f));
        }
        Ok(PatternMatcher {
            root,
            operations,
            body,
            constraints,
        })
    }

    /// Without a root in the rewrite, the first `pdl.operation` no other
    /// one uses (upstream's `detectRoots` candidates).
    fn detect_root(ctx: &Context, operations: &[OperationOp]) -> Option<Value> {
        let used: Vec<Value> = operations
            .iter()
            .flat_map(|o| o.operand_values(ctx))
            .filter_map(|v| ctx.defining_op(v))
            .filter_map(|d| {
                ResultOp::cast(ctx, d)
                    .map(|r| r.parent(ctx))
                    .or_else(|| ResultsOp::cast(ctx, d).map(|r| r.parent(ctx)))
            })
            .collect();
        operations
            .iter()
            .map(|o| o.op(ctx))
            .find(|v| !used.contains(v))
    }

    /// Whether the pattern matches with `payload` as its root.
    pub fn matches(&self, ctx: &Context, payload: OpId) -> bool {
        let mut b = Bindings::new();
        if !self.visit_value(ctx, &mut b, self.root, Some(Entity::Op(payload))) {
            return false;
        }
        self.complete(ctx, b)
    }

    /// Binds the remaining `pdl.operation`s upward, then checks the
    /// predicates that are not on the tree.
    fn complete(&self, ctx: &Context, b: Bindings) -> bool {
        let next = self.operations.iter().find_map(|o| {
            if b.contains_key(&o.op(ctx)) {
                return None;
            }
            o.operand_values(ctx)
                .into_iter()
                .enumerate()
                .find_map(|(i, v)| {
                    let values = entity_values(b.get(&v)?);
                    (!values.is_empty()).then_some((*o, i, values))
                })
        });
        let Some((op, index, values)) = next else {
            if self.operations.iter().any(|o| !b.contains_key(&o.op(ctx))) {
                // Not connected to what is bound: nothing can bind it.
                return false;
            }
            return self.check_non_tree(ctx, b);
        };
        // Upward: the users of the connecting value (of a range's first).
        let representative = values[0];
        let connector = op.operand_values(ctx)[index];
        let mut users: Vec<OpId> = ctx.uses(representative).map(|u| u.op).collect();
        users.dedup();
        for user in users {
            // The user's operand at the connector's position is the value.
            let Some(at) = Self::operand_position(ctx, op, user, index) else {
                continue;
            };
            if Some(&at) != b.get(&connector) {
                continue;
            }
            let mut attempt = b.clone();
            attempt.insert(op.op(ctx), Entity::Op(user));
            if !self.visit_operation(ctx, &mut attempt, op, user, Some(index)) {
                continue;
            }
            if self.complete(ctx, attempt) {
                return true;
            }
        }
        false
    }

    /// The entity at operand position `index` of `payload` as `op` lays
    /// its operands out.
    fn operand_position(
        ctx: &Context,
        op: OperationOp,
        payload: OpId,
        index: usize,
    ) -> Option<Entity> {
        let operands = op.operand_values(ctx);
        if operands.len() == 1 && is_range(ctx, operands[0]) {
            return Some(Entity::Values(ctx.operands(payload)));
        }
        let first_range = operands.iter().position(|&v| is_range(ctx, v));
        match first_range {
            Some(r) if r <= index => value_group(
                ctx,
                payload,
                Side::Operands,
                index,
                is_range(ctx, operands[index]),
            ),
            _ => ctx.operands(payload).get(index).map(|v| Entity::Value(*v)),
        }
    }

    /// Binds `v` to `entity` (none: a null position, which fails), then
    /// checks what `v`'s definition constrains (upstream's
    /// `getTreePredicates` of a value).
    fn visit_value(
        &self,
        ctx: &Context,
        b: &mut Bindings,
        v: Value,
        entity: Option<Entity>,
    ) -> bool {
        let Some(def) = ctx.defining_op(v) else {
            return false;
        };
        if let Some(bound) = b.get(&v) {
            if !checks_reuse(ctx, def) {
                return true;
            }
            return entity.as_ref() == Some(bound);
        }
        let Some(entity) = entity else {
            return false;
        };
        b.insert(v, entity.clone());
        if let Some(op) = OperationOp::cast(ctx, def) {
            let Entity::Op(payload) = entity else {
                return false;
            };
            return self.visit_operation(ctx, b, op, payload, None);
        }
        if let Some(attr) = AttributeOp::cast(ctx, def) {
            let Entity::Attr(a) = entity else {
                return false;
            };
            if let Some(ty) = attr.value_type(ctx) {
                return self.visit_value(ctx, b, ty, Some(Entity::Type(Some(ctx.attr_type(a)))));
            }
            if let Some(value) = attr.value(ctx) {
                return value == a;
            }
            return true;
        }
        if let Some(t) = TypeOp::cast(ctx, def) {
            return match t.constant_type(ctx) {
                Some(c) => entity == Entity::Type(Some(c)),
                None => true,
            };
        }
        if let Some(t) = TypesOp::cast(ctx, def) {
            return match t.constant_types(ctx) {
                Some(c) => entity == Entity::Types(type_array(ctx, c)),
                None => true,
            };
        }
        self.visit_operand_def(ctx, b, def, entity)
    }

    /// What an operand value's definition constrains (upstream's
    /// `getOperandTreePredicates`): the type of a `pdl.operand(s)`, the
    /// defining op of a `pdl.result(s)`.
    fn visit_operand_def(
        &self,
        ctx: &Context,
        b: &mut Bindings,
        def: OpId,
        entity: Entity,
    ) -> bool {
        if let Some(o) = OperandOp::cast(ctx, def) {
            let Entity::Value(value) = entity else {
                return false;
            };
            return match o.value_type(ctx) {
                Some(t) => {
                    self.visit_value(ctx, b, t, Some(Entity::Type(Some(ctx.value_type(value)))))
                }
                None => true,
            };
        }
        if let Some(o) = OperandsOp::cast(ctx, def) {
            let Entity::Values(values) = entity else {
                return false;
            };
            return match o.value_type(ctx) {
                Some(t) => {
                    let types = values.iter().map(|v| ctx.value_type(*v)).collect();
                    self.visit_value(ctx, b, t, Some(Entity::Types(types)))
                }
                None => true,
            };
        }
        let (parent, index, variadic) = if let Some(r) = ResultOp::cast(ctx, def) {
            (r.parent(ctx), Some(r.index(ctx)), false)
        } else if let Some(r) = ResultsOp::cast(ctx, def) {
            (r.parent(ctx), r.index(ctx), is_range(ctx, r.val(ctx)))
        } else {
            return false;
        };
        let values = entity_values(&entity);
        let Some(payload) = values.first().and_then(|&v| ctx.defining_op(v)) else {
            return false;
        };
        let result = match index {
            Some(i) if ResultOp::cast(ctx, def).is_some() => ctx
                .results(payload)
                .get(usize::try_from(i).unwrap_or(usize::MAX))
                .map(|v| Entity::Value(*v)),
            Some(i) => value_group(
                ctx,
                payload,
                Side::Results,
                usize::try_from(i).unwrap_or(usize::MAX),
                variadic,
            ),
            None => Some(Entity::Values(ctx.results(payload))),
        };
        if result.as_ref() != Some(&entity) {
            return false;
        }
        self.visit_value(ctx, b, parent, Some(Entity::Op(payload)))
    }

    /// The predicates of a `pdl.operation` bound to `payload` (upstream's
    /// `getTreePredicates` of an operation); `ignore` is the operand an
    /// upward traversal came through.
    fn visit_operation(
        &self,
        ctx: &Context,
        b: &mut Bindings,
        op: OperationOp,
        payload: OpId,
        ignore: Option<usize>,
    ) -> bool {
        if let Some(name) = op.op_name(ctx) {
            if ctx.op_name_of(payload) != name {
                return false;
            }
        }
        let operands = op.operand_values(ctx);
        let fixed_operands = operands.iter().filter(|&&v| !is_range(ctx, v)).count();
        let num_operands = ctx.num_operands(payload);
        if fixed_operands == operands.len() {
            if num_operands != fixed_operands {
                return false;
            }
        } else if num_operands < fixed_operands {
            return false;
        }
        let types = op.type_values(ctx);
        let fixed_results = types.iter().filter(|&&v| !is_range(ctx, v)).count();
        let num_results = ctx.num_results(payload);
        if fixed_results == types.len() {
            if num_results != fixed_results {
                return false;
            }
        } else if num_results < fixed_results {
            return false;
        }
        let names: Vec<Attribute> = ctx
            .attr_as_array(op.attribute_value_names(ctx))
            .unwrap_or_default()
            .to_vec();
        for (name, value) in names.into_iter().zip(op.attribute_values(ctx)) {
            let Some(name) = ctx.attr_as_str(name) else {
                return false;
            };
            let attr = ctx.attr(payload, name).map(Entity::Attr);
            if !self.visit_value(ctx, b, value, attr) {
                return false;
            }
        }
        if operands.len() == 1 && is_range(ctx, operands[0]) {
            if ignore.is_none()
                && !self.visit_value(
                    ctx,
                    b,
                    operands[0],
                    Some(Entity::Values(ctx.operands(payload))),
                )
            {
                return false;
            }
        } else {
            let mut found_range = false;
            for (i, &v) in operands.iter().enumerate() {
                let range = is_range(ctx, v);
                found_range |= range;
                if ignore == Some(i) {
                    continue;
                }
                let entity = if found_range {
                    value_group(ctx, payload, Side::Operands, i, range)
                } else {
                    ctx.operands(payload).get(i).map(|v| Entity::Value(*v))
                };
                if !self.visit_value(ctx, b, v, entity) {
                    return false;
                }
            }
        }
        if types.len() == 1 && is_range(ctx, types[0]) {
            return self.visit_value(
                ctx,
                b,
                types[0],
                Some(Entity::Types(ctx.result_types(payload))),
            );
        }
        let mut found_range = false;
        for (i, &t) in types.iter().enumerate() {
            let range = is_range(ctx, t);
            found_range |= range;
            let group = if found_range {
                value_group(ctx, payload, Side::Results, i, range)
            } else {
                ctx.results(payload).get(i).map(|v| Entity::Value(*v))
            };
            let entity = match group {
                Some(Entity::Value(v)) => Entity::Type(Some(ctx.value_type(v))),
                Some(Entity::Values(vs)) => {
                    Entity::Types(vs.iter().map(|v| ctx.value_type(*v)).collect())
                }
                _ => return false,
            };
            if !self.visit_value(ctx, b, t, Some(entity)) {
                return false;
            }
        }
        true
    }

    /// The predicates off the tree: constants, results not used as
    /// operands, native constraints (upstream's `getNonTreePredicates`).
    fn check_non_tree(&self, ctx: &Context, mut b: Bindings) -> bool {
        for &o in &self.body {
            let Some(&v) = ctx.results(o).first() else {
                continue;
            };
            if b.contains_key(&v) {
                continue;
            }
            let entity = if let Some(a) = AttributeOp::cast(ctx, o) {
                a.value(ctx).map(Entity::Attr)
            } else if let Some(t) = TypeOp::cast(ctx, o) {
                t.constant_type(ctx).map(|c| Entity::Type(Some(c)))
            } else if let Some(t) = TypesOp::cast(ctx, o) {
                t.constant_types(ctx)
                    .map(|c| Entity::Types(type_array(ctx, c)))
            } else if let Some(r) = ResultOp::cast(ctx, o) {
                let Some(Entity::Op(parent)) = b.get(&r.parent(ctx)) else {
                    continue;
                };
                let index = usize::try_from(r.index(ctx)).unwrap_or(usize::MAX);
                match ctx.results(*parent).get(index) {
                    Some(result) => Some(Entity::Value(*result)),
                    None => return false,
                }
            } else if let Some(r) = ResultsOp::cast(ctx, o) {
                let Some(Entity::Op(parent)) = b.get(&r.parent(ctx)) else {
                    continue;
                };
                let group = match r.index(ctx) {
                    Some(i) => value_group(
                        ctx,
                        *parent,
                        Side::Results,
                        usize::try_from(i).unwrap_or(usize::MAX),
                        is_range(ctx, v),
                    ),
                    None => Some(Entity::Values(ctx.results(*parent))),
                };
                match group {
                    Some(g) => Some(g),
                    None => return false,
                }
            } else {
                None
            };
            if let Some(e) = entity {
                b.insert(v, e);
            }
        }
        for (c, f) in &self.constraints {
            let mut args = Vec::new();
            for a in c.args(ctx) {
                match b.get(&a) {
                    Some(e) => args.push(e.clone()),
                    None => return false,
                }
            }
            let outcome = f(ctx, &args);
            if outcome.is_some() == c.is_negated(ctx) {
                return false;
            }
            for (r, e) in c.results(ctx).into_iter().zip(outcome.unwrap_or_default()) {
                b.insert(r, e);
            }
        }
        true
    }
}
