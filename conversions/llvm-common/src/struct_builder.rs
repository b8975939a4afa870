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
        self.extract_at(b, loc, &[pos as i64])
    }
    /// The (nested) member of type `ty` at `position`, by `llvm.extractvalue`.
    pub fn extract_at(self, b: &mut OpBuilder<'_>, loc: Location, position: &[i64]) -> Value {
        let mut ty = b.value_type(self.value);
        for &p in position {
            ty = if let Some(s) = LLVMStructType::dyn_cast(b, ty) {
                s.body(b)[p as usize]
            } else if let Some(a) = llvm::LLVMArrayType::dyn_cast(b, ty) {
                a.element_type(b)
            } else {
                ty
            };
        }
        let i64t = b.i64();
        let position = b.dense_int_array_attr(i64t, position);
        llvm::ExtractValueOp::build(b, loc, ty, self.value, position).res(b)
    }
    /// Sets the member at `pos` to `v` (`setPtr`), by `llvm.insertvalue`.
    pub fn set_ptr(&mut self, b: &mut OpBuilder<'_>, loc: Location, pos: usize, v: Value) {
        self.set_at(b, loc, &[pos as i64], v);
    }
    /// Sets the (nested) member at `position` to `v`, by `llvm.insertvalue`.
    pub fn set_at(&mut self, b: &mut OpBuilder<'_>, loc: Location, position: &[i64], v: Value) {
        let ty = b.value_type(self.value);
        let i64t = b.i64();
        let position = b.dense_int_array_attr(i64t, position);
        self.value = llvm::InsertValueOp::build(b, loc, ty, self.value, v, position).res(b);
    }
}
