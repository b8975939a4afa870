//! The budget on expanded size. An alias stands for its whole value, so a
//! few lines can name an attribute or a type of astronomical size
//! (`#a1 = [#a0, #a0]`, ... `#a40`: 2^40 elements), which the printer would
//! then write out in full. Each operation's attributes, result types and
//! block argument types are charged their expanded size (counted once per
//! distinct attribute or type: the values are shared), and a file whose
//! total passes the limit is refused where it passes it. Without aliases
//! an input cannot expand beyond its own text, so nothing is counted.

use crate::core::attrs::{AttrData, Attribute};
use crate::core::storage::OpId;
use crate::core::types::{Type, TypeData};

use super::{PResult, Parser};

impl<'s, 'c> Parser<'s, 'c> {
    /// Whether expansion is counted at all (the input defines an alias).
    fn counts_expansion(&self) -> bool {
        !self.attr_aliases.is_empty() || !self.type_aliases.is_empty()
    }

    /// Charges `n` elements; past the limit, an error at `at`.
    fn charge(&mut self, n: u64, at: usize) -> PResult<()> {
        self.expanded = self.expanded.saturating_add(n);
        if self.expanded > self.limits.max_expansion {
            return self.err(
                at,
                format!(
                    "the attributes and types of the input expand through their aliases to more than {} elements (the limit; raise it with --max-expansion=<elements>)",
                    self.limits.max_expansion
                ),
            );
        }
        Ok(())
    }

    /// Charges the attributes and result types of `op`, parsed from `at`.
    pub(super) fn charge_op(&mut self, op: OpId, at: usize) -> PResult<()> {
        if !self.counts_expansion() {
            return Ok(());
        }
        let d = self.ctx.op(op);
        let attrs: Vec<Attribute> = (self.ctx.attrs(op).iter().map(|(_, a)| *a))
            .chain(d.props.get())
            .collect();
        let types: Vec<Type> = d.results.iter().map(|r| r.ty).collect();
        let mut n = 0u64;
        for a in attrs {
            n = n.saturating_add(self.attr_size(a));
        }
        for t in types {
            n = n.saturating_add(self.type_size(t));
        }
        self.charge(n, at)
    }

    /// Charges a block argument's type, parsed at `at`.
    pub(super) fn charge_type(&mut self, t: Type, at: usize) -> PResult<()> {
        if !self.counts_expansion() {
            return Ok(());
        }
        let n = self.type_size(t);
        self.charge(n, at)
    }

    /// The number of elements of `a` written out (memoized: linear in the
    /// number of distinct attributes and types).
    fn attr_size(&mut self, a: Attribute) -> u64 {
        if let Some(&n) = self.attr_sizes.get(&a.0) {
            return n;
        }
        let (attrs, types): (Vec<Attribute>, Vec<Type>) = match self.ctx.attr_data(a) {
            AttrData::Array(v) => (v.clone(), Vec::new()),
            AttrData::Dictionary(v) => (v.iter().map(|(_, a)| *a).collect(), Vec::new()),
            AttrData::Type(t) => (Vec::new(), vec![*t]),
            AttrData::DenseElements { ty, .. } => (Vec::new(), vec![*ty]),
            AttrData::DenseArray { element, .. } => (Vec::new(), vec![*element]),
            _ => (Vec::new(), Vec::new()),
        };
        let mut n = 1u64;
        for c in attrs {
            n = n.saturating_add(self.attr_size(c));
        }
        for t in types {
            n = n.saturating_add(self.type_size(t));
        }
        self.attr_sizes.insert(a.0, n);
        n
    }

    /// The number of elements of `t` written out (memoized).
    fn type_size(&mut self, t: Type) -> u64 {
        if let Some(&n) = self.type_sizes.get(&t.0) {
            return n;
        }
        let children: Vec<Type> = match self.ctx.type_data(t) {
            TypeData::Tuple(v) => v.clone(),
            TypeData::Function { inputs, results } => {
                inputs.iter().chain(results).copied().collect()
            }
            TypeData::Complex(e) => vec![*e],
            TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element, .. }
            | TypeData::Vector { element, .. }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. } => vec![*element],
            _ => Vec::new(),
        };
        let mut n = 1u64;
        for c in children {
            n = n.saturating_add(self.type_size(c));
        }
        self.type_sizes.insert(t.0, n);
        n
    }
}
