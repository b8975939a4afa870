//! Conversion patterns (MLIR's `ConversionPattern`): a pattern that gets
//! the op's operands as remapped by the conversion so far (converted
//! values, in their converted types — what ODS operand adaptors wrap),
//! and a [`ConversionRewriter`] whose replacements and erasures take effect
//! only when the whole conversion succeeds. Plain [`RewritePattern`]s (DRR
//! rules among them) run as conversion patterns too
//! ([`rewrite_patterns`]).

use std::ops::{Deref, DerefMut};

use super::type_converter::TypeConverter;
use crate::core::pattern::{PatternRewriter, RewritePattern};
use crate::core::storage::{IrError, OpId, RegionId};

/// A pattern of a dialect conversion.
pub trait ConversionPattern {
    /// The root operation name this pattern matches (`None`: any operation).
    fn root(&self) -> Option<&str>;
    /// Expected benefit; higher is tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging.
    fn name(&self) -> &str {
        "conversion pattern"
    }
    /// Whether the pattern may apply again to the ops its own rewrite
    /// created (upstream's `hasBoundedRewriteRecursion`). Default: no.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// Whether the driver hands the pattern the op's operands remapped
    /// and converted (materializing casts as needed), as upstream's
    /// `ConversionPattern`s get their adaptor; a plain rewrite pattern
    /// sees the op as it is and nothing is materialized for it.
    /// Default: yes.
    fn remaps_operands(&self) -> bool {
        true
    }
    /// Rewrites `op` given its remapped `operands`; whether it did. A
    /// failed attempt's changes are undone by the driver.
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[crate::core::storage::Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool;
}

/// A plain rewrite pattern run as a conversion pattern.
struct Plain(Box<dyn RewritePattern>);

impl ConversionPattern for Plain {
    fn root(&self) -> Option<&str> {
        self.0.root()
    }
    fn benefit(&self) -> u16 {
        self.0.benefit()
    }
    fn name(&self) -> &str {
        self.0.name()
    }
    fn has_bounded_rewrite_recursion(&self) -> bool {
        self.0.has_bounded_rewrite_recursion()
    }
    fn remaps_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[crate::core::storage::Value],
        rw: &mut ConversionRewriter<'_, '_>,
    ) -> bool {
        self.0.match_and_rewrite(op, rw)
    }
}

/// Wraps plain rewrite patterns (DRR rules, hand-written patterns) as
/// conversion patterns: they see the IR as it is, and their changes are
/// deferred and undone like any conversion pattern's.
pub fn rewrite_patterns(patterns: Vec<Box<dyn RewritePattern>>) -> Vec<Box<dyn ConversionPattern>> {
    patterns
        .into_iter()
        .map(|p| Box::new(Plain(p)) as Box<dyn ConversionPattern>)
        .collect()
}

/// The rewriter of a conversion pattern: a [`PatternRewriter`] in
/// conversion mode (it dereferences to it), with the conversion's type
/// converter and region signature conversion.
pub struct ConversionRewriter<'r, 'a> {
    pub(super) rw: &'r mut PatternRewriter<'a>,
    pub(super) converter: Option<&'r TypeConverter>,
}

impl<'a> Deref for ConversionRewriter<'_, 'a> {
    type Target = PatternRewriter<'a>;
    fn deref(&self) -> &PatternRewriter<'a> {
        self.rw
    }
}

impl<'a> DerefMut for ConversionRewriter<'_, 'a> {
    fn deref_mut(&mut self) -> &mut PatternRewriter<'a> {
        self.rw
    }
}

/// A block argument whose type a converter does not convert to one type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureError {
    /// The argument's position in its block.
    pub index: usize,
}

impl<'r, 'a> ConversionRewriter<'r, 'a> {
    /// The conversion's type converter, if it has one.
    pub fn type_converter(&self) -> Option<&'r TypeConverter> {
        self.converter
    }
    /// Converts the argument types of every block of `region` with
    /// `converter` (`convertRegionTypes`): a block with an argument whose
    /// type changes is replaced by a block of the converted signature
    /// ([`ConversionRewriter::apply_signature_conversion`]), whose original
    /// arguments stand (through argument materializations, built when the
    /// conversion ends if still used) for their converted ones; the
    /// conversion's patterns see the converted arguments as the operands
    /// of the ops using them. An argument whose type does not convert is an
    /// error. Undone with the pattern.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &TypeConverter,
    ) -> Result<(), SignatureError> {
        if let Some(journal) = self.rw.journal_mut() {
            journal.converted_regions.insert(region, ());
        }
        let blocks = self.rw.region_blocks(region).to_vec();
        for b in blocks {
            for i in 0..self.rw.num_block_args(b) {
                let old = self.rw.value_type(self.rw.block_arg(b, i));
                if converter.convert_types(self.rw, old).is_none() {
                    return Err(SignatureError { index: i });
                }
            }
            let conv = converter
                .convert_block_signature(self.rw, b)
                .ok_or(SignatureError { index: 0 })?;
            self.apply_signature_conversion(b, &conv)
                .map_err(|_| SignatureError { index: 0 })?;
        }
        Ok(())
    }
    /// Replaces `op` with a new op built from `state` at its place.
    pub fn replace_op_with_new_op(
        &mut self,
        op: OpId,
        state: crate::core::storage::OperationState,
    ) -> Result<OpId, IrError> {
        self.rw.replace_op_with_new(op, state)
    }
}
