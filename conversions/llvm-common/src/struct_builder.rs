//! A value of an LLVM struct type read and written one member at a time
//! (upstream's `StructBuilder`, `StructBuilder.cpp`): each write is an
//! `llvm.insertvalue` giving the new value.

use ir::{Location, OpBuilder, Type, Value};
use llvm::LLVMStructType;

/// A struct value being read or built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructBuilder {
    value: Value,
}

impl StructBuilder {
    /// Wraps `value`, of an LLVM struct type.
    pub fn new(value: Value) -> Self {
        Self { value }
    }
    /// A struct of type `ty` with every member undefined (`llvm.mlir.undef`).
    pub fn undef(b: &mut OpBuilder<'_>, loc: Location, ty: Type) -> Self {
        Self::new(llvm::UndefOp::build(b, loc, ty).res(b))
    }
    /// The struct value built so far.
    pub fn value(self) -> Value {
        self.value
    }
    /// The member at `pos` (`extractPtr`), by `llvm.extractvalue`.
    pub fn extract_ptr(self, b: &mut OpBuilder<'_>, loc: Location, pos: usize) -> Value {
        let ty = b.value_type(self.value);
        let member = LLVMStructType::dyn_cast(b, ty)
            .map(|s| s.body(b)[pos])
            .unwrap_or(ty);
        let i64t = b.i64();
        let position = b.dense_int_array_attr(i64t, &[pos as i64]);
        llvm::ExtractValueOp::build(b, loc, member, self.value, position).res(b)
    }
    /// Sets the member at `pos` to `v` (`setPtr`), by `llvm.insertvalue`.
    pub fn set_ptr(&mut self, b: &mut OpBuilder<'_>, loc: Location, pos: usize, v: Value) {
        let ty = b.value_type(self.value);
        let i64t = b.i64();
        let position = b.dense_int_array_attr(i64t, &[pos as i64]);
        self.value = llvm::InsertValueOp::build(b, loc, ty, self.value, v, position).res(b);
    }
}
