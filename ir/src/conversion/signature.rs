//! Block signature conversion (MLIR's `TypeConverter::SignatureConversion`
//! and `ConversionPatternRewriter::applySignatureConversion`): a block is
//! replaced by a new one whose arguments are the converted types — an
//! original argument may become one argument, several (1:N, rebuilt for
//! its users by an argument materialization), none (dropped, rebuilt from
//! nothing by a source materialization), or be replaced by a given value.
//! The ops move to the new block and the branches to the old one are
//! redirected; everything is journaled and undone with a failed pattern.

use super::pattern::ConversionRewriter;
use super::type_converter::TypeConverter;
use crate::core::context::Context;
use crate::core::journal::{MaterializationKind, PendingMaterialization};
use crate::core::location::Location;
use crate::core::storage::{BlockId, IrError, OperationState, Value};
use crate::core::types::Type;

/// Where an original argument went in a [`SignatureConversion`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InputMapping {
    /// The first of its new arguments.
    pub input_no: usize,
    /// How many new arguments it became (0 when replaced by a value).
    pub size: usize,
    /// The value that replaces it, for an argument dropped in favour of one.
    pub replacement: Option<Value>,
}

/// The new signature of a block: the converted argument types, and for
/// each original argument where it went (`None`: dropped).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    remapped: Vec<Option<InputMapping>>,
    types: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `inputs` original arguments, none mapped yet.
    pub fn new(inputs: usize) -> Self {
        SignatureConversion {
            remapped: vec![None; inputs],
            types: Vec::new(),
        }
    }
    /// Maps original argument `input` to new arguments of `types`, appended
    /// (`addInputs(origInputNo, types)`). An out-of-range input is an error.
    pub fn add_inputs_for(&mut self, input: usize, types: &[Type]) -> Result<(), IrError> {
        let slot = self.remapped.get_mut(input).ok_or(IrError::OutOfRange)?;
        *slot = Some(InputMapping {
            input_no: self.types.len(),
            size: types.len(),
            replacement: None,
        });
        self.types.extend_from_slice(types);
        Ok(())
    }
    /// Appends new arguments that no original one maps to (`addInputs`).
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.types.extend_from_slice(types);
    }
    /// Drops original argument `input`, replacing its uses by `value`
    /// (`remapInput`).
    pub fn remap_input(&mut self, input: usize, value: Value) -> Result<(), IrError> {
        let slot = self.remapped.get_mut(input).ok_or(IrError::OutOfRange)?;
        *slot = Some(InputMapping {
            input_no: self.types.len(),
            size: 0,
            replacement: Some(value),
        });
        Ok(())
    }
    /// The argument types of the new block (`getConvertedTypes`).
    pub fn converted_types(&self) -> &[Type] {
        &self.types
    }
    /// Where original argument `input` went (`getInputMapping`).
    pub fn input_mapping(&self, input: usize) -> Option<InputMapping> {
        self.remapped.get(input).copied().flatten()
    }
}

impl TypeConverter {
    /// The signature conversion of `block`'s arguments by this converter
    /// (`convertBlockSignature`): each argument maps to the types its type
    /// converts to; `None` when one does not convert.
    pub fn convert_block_signature(
        &self,
        ctx: &mut Context,
        block: BlockId,
    ) -> Option<SignatureConversion> {
        let n = ctx.num_block_args(block);
        let mut conv = SignatureConversion::new(n);
        for i in 0..n {
            let t = ctx.value_type(ctx.block_arg(block, i));
            let types = self.convert_types(ctx, t)?;
            conv.add_inputs_for(i, &types).ok()?;
        }
        Some(conv)
    }
}

impl ConversionRewriter<'_, '_> {
    /// Replaces `block` by a block with `conversion`'s argument types, right
    /// after it: its ops move there, branches to it are redirected, and the
    /// uses of each original argument go (when the conversion commits) to
    /// its one new argument of the same type, to a materialization of its
    /// new arguments or of nothing (made by the type converter at the end
    /// of the conversion if still used), or to its replacement value; the
    /// old block is erased (`applySignatureConversion`). Returns the new
    /// block (`block` itself when the types are unchanged).
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
    ) -> Result<BlockId, IrError> {
        let n = self.num_block_args(block);
        if conversion.remapped.len() != n {
            return Err(IrError::CountMismatch);
        }
        let old_types: Vec<Type> = (0..n)
            .map(|i| self.value_type(self.block_arg(block, i)))
            .collect();
        if old_types == conversion.types {
            return Ok(block);
        }
        let region = self.block_parent_region(block).ok_or(IrError::OutOfRange)?;
        let saved = self.insertion_point();
        let unknown = self.unknown_loc();
        let mut args: Vec<(Type, Location)> =
            conversion.types.iter().map(|&t| (t, unknown)).collect();
        for i in 0..n {
            if let Some(m) = conversion
                .input_mapping(i)
                .filter(|m| m.replacement.is_none())
            {
                let loc = self.block_arg_loc(block, i);
                for a in &mut args[m.input_no..m.input_no + m.size] {
                    a.1 = loc;
                }
            }
        }
        let next = {
            let blocks = self.region_blocks(region);
            let at = blocks.iter().position(|&b| b == block);
            at.and_then(|i| blocks.get(i + 1).copied())
        };
        let new = self.rw.create_block_before(region, next, &args)?;
        let ops: Vec<_> = self.block_ops(block).collect();
        for op in ops {
            self.rw.move_op_to_end(op, new)?;
        }
        self.rw.replace_block_uses(block, new);

        for (i, &old_type) in old_types.iter().enumerate() {
            let orig = self.block_arg(block, i);
            let loc = self.block_arg_loc(block, i);
            let repl = match conversion.input_mapping(i) {
                None => {
                    self.pending_cast(new, orig, old_type, &[], loc, MaterializationKind::Source)
                }
                Some(InputMapping {
                    replacement: Some(v),
                    ..
                }) => v,
                Some(m) => {
                    let inputs = self.block_args(new)[m.input_no..m.input_no + m.size].to_vec();
                    match inputs.as_slice() {
                        [one] if self.value_type(*one) == old_type => *one,
                        _ => self.pending_cast(
                            new,
                            orig,
                            old_type,
                            &inputs,
                            loc,
                            MaterializationKind::Argument,
                        ),
                    }
                }
            };
            self.rw.replace_all_uses_with(orig, repl);
        }
        self.rw.erase_block(block)?;
        self.set_insertion_point(saved);
        Ok(new)
    }

    /// An `unrealized_conversion_cast` of `inputs` to `ty` at the start of
    /// `block`, standing for `replaces` until the conversion ends, when the
    /// type converter materializes it (if it is still used).
    fn pending_cast(
        &mut self,
        block: BlockId,
        replaces: Value,
        ty: Type,
        inputs: &[Value],
        loc: Location,
        kind: MaterializationKind,
    ) -> Value {
        self.set_insertion_point_to_start(block);
        let name = self.op_name("builtin.unrealized_conversion_cast");
        let mut st = OperationState::new(name, loc);
        st.operands.extend_from_slice(inputs);
        st.result_types.push(ty);
        let op = self.rw.create_op(st);
        if let Some(j) = self.rw.journal_mut() {
            j.materializations
                .push(PendingMaterialization { op, kind, replaces });
        }
        self.result(op, 0)
    }
}
