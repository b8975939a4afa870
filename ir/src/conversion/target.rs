//! What a conversion must reach (MLIR's `ConversionTarget`): ops and
//! dialects marked legal, illegal, or legal by a callback; ops whose
//! nested ops are legal with them.

use std::collections::HashMap;
use std::fmt;

use crate::core::context::Context;
use crate::core::storage::OpId;

/// A legality callback: `Some(legal)`, or `None` to defer to the dialect's
/// (or the unknown ops') rule. It gets the context mutably, so that it may
/// ask a [`TypeConverter`](super::TypeConverter) (which interns the types it
/// converts to) whether the op's types are legal.
pub type LegalityFn = Box<dyn Fn(&mut Context, OpId) -> Option<bool>>;

enum Action {
    Legal,
    Dynamic(LegalityFn),
    Illegal,
}

/// The legality of ops for a conversion.
#[derive(Default)]
pub struct ConversionTarget {
    ops: HashMap<String, Action>,
    dialects: HashMap<String, Action>,
    unknown: Option<LegalityFn>,
    recursive: HashMap<String, Option<LegalityFn>>,
}

impl fmt::Debug for ConversionTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut ops: Vec<&String> = self.ops.keys().collect();
        ops.sort();
        let mut dialects: Vec<&String> = self.dialects.keys().collect();
        dialects.sort();
        f.debug_struct("ConversionTarget")
            .field("ops", &ops)
            .field("dialects", &dialects)
            .finish()
    }
}

/// What the target says of a legal op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalOp {
    /// The ops nested in it are legal too (not converted).
    pub recursively: bool,
}

impl ConversionTarget {
    /// A target with nothing marked.
    pub fn new() -> Self {
        Self::default()
    }
    /// Ops named `name` are legal (`addLegalOp`).
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Legal);
        self
    }
    /// Ops named `name` must be converted (`addIllegalOp`).
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Illegal);
        self
    }
    /// Ops named `name` are legal when `f` says so (`addDynamicallyLegalOp`).
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        f: impl Fn(&mut Context, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.ops.insert(
            name.to_string(),
            Action::Dynamic(Box::new(move |c, o| Some(f(c, o)))),
        );
        self
    }
    /// The ops of dialect `namespace` are legal (`addLegalDialect`).
    pub fn add_legal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.dialects.insert(namespace.to_string(), Action::Legal);
        self
    }
    /// The ops of dialect `namespace` must be converted (`addIllegalDialect`).
    pub fn add_illegal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.dialects.insert(namespace.to_string(), Action::Illegal);
        self
    }
    /// The ops of dialect `namespace` are legal when `f` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        namespace: &str,
        f: impl Fn(&mut Context, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.dialects.insert(
            namespace.to_string(),
            Action::Dynamic(Box::new(move |c, o| Some(f(c, o)))),
        );
        self
    }
    /// Ops with no rule of their own or of their dialect are legal when `f`
    /// says so (`markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&mut Context, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.unknown = Some(Box::new(move |c, o| Some(f(c, o))));
        self
    }
    /// When an op named `name` is legal, so is everything nested in it
    /// (`markOpRecursivelyLegal`).
    pub fn mark_op_recursively_legal(&mut self, name: &str) -> &mut Self {
        self.recursive.insert(name.to_string(), None);
        self
    }
    /// When an op named `name` is legal and `f` says so, so is everything
    /// nested in it.
    pub fn mark_op_recursively_legal_if(
        &mut self,
        name: &str,
        f: impl Fn(&mut Context, OpId) -> bool + 'static,
    ) -> &mut Self {
        self.recursive
            .insert(name.to_string(), Some(Box::new(move |c, o| Some(f(c, o)))));
        self
    }

    /// The rule for `op`: its own, else its dialect's.
    fn action(&self, ctx: &Context, op: OpId) -> Option<&Action> {
        let name = ctx.op_name_of(op);
        self.ops.get(name).or_else(|| {
            let dialect = ctx.op_name_dialect(ctx.op_get_name(op));
            self.dialects.get(dialect)
        })
    }

    /// Whether `op` is legal (`isLegal`): `None` when it is illegal or no
    /// rule makes it legal.
    pub fn is_legal(&self, ctx: &mut Context, op: OpId) -> Option<LegalOp> {
        let legal = match self.action(ctx, op) {
            Some(Action::Legal) => true,
            Some(Action::Illegal) => false,
            Some(Action::Dynamic(f)) => match f(ctx, op) {
                Some(l) => l,
                None => self
                    .unknown
                    .as_ref()
                    .is_some_and(|u| u(ctx, op) == Some(true)),
            },
            None => self
                .unknown
                .as_ref()
                .is_some_and(|u| u(ctx, op) == Some(true)),
        };
        if !legal {
            return None;
        }
        let recursively = match self.recursive.get(ctx.op_name_of(op)) {
            Some(None) => true,
            Some(Some(f)) => f(ctx, op) == Some(true),
            None => false,
        };
        Some(LegalOp { recursively })
    }

    /// Whether `op` was marked illegal (`isIllegal`): an illegal rule, or a
    /// callback that says no.
    pub fn is_illegal(&self, ctx: &mut Context, op: OpId) -> bool {
        match self.action(ctx, op) {
            Some(Action::Illegal) => true,
            Some(Action::Dynamic(f)) => f(ctx, op) == Some(false),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_rules_come_before_dialect_rules_and_unknown_ops() {
        let mut ctx = Context::new();
        ctx.allow_unregistered_dialects(true);
        let m = crate::parser::parse_source(
            &mut ctx,
            "\"a.x\"() : () -> ()\n\"a.y\"() ({\n  \"b.z\"() : () -> ()\n}) : () -> ()\n\"c.w\"() {ok} : () -> ()\n",
            "t.mlir",
        )
        .expect("parses");
        let ops: Vec<OpId> = ctx.walk_preorder(m).into_iter().skip(1).collect();
        let (x, y, z, w) = (ops[0], ops[1], ops[2], ops[3]);
        let mut t = ConversionTarget::new();
        t.add_illegal_dialect("a");
        t.add_legal_op("a.y");
        t.mark_op_recursively_legal("a.y");
        t.mark_unknown_op_dynamically_legal(|ctx, op| ctx.attr(op, "ok").is_some());
        assert_eq!(t.is_legal(&mut ctx, x), None);
        assert!(t.is_illegal(&mut ctx, x));
        assert_eq!(t.is_legal(&mut ctx, y), Some(LegalOp { recursively: true }));
        assert_eq!(t.is_legal(&mut ctx, z), None);
        assert!(!t.is_illegal(&mut ctx, z));
        assert_eq!(
            t.is_legal(&mut ctx, w),
            Some(LegalOp { recursively: false })
        );
        t.add_dynamically_legal_op("a.x", |_, _| false);
        assert!(t.is_illegal(&mut ctx, x));
    }
}
