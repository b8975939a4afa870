//! The op builder the patterns share: every op at one location
//! (`ImplicitLocOpBuilder`), its `fastmath` flags always set, as
//! upstream's builders set them (to `none` where a pattern gives none).

use arith::{CmpFPredicate, FastMathFlags};
use ir::{Location, OpId, OperationState, PatternRewriter, Type, Value};

/// Builds ops at one location before the op being converted.
pub(crate) struct Builder<'r, 'a> {
    pub(crate) rw: &'r mut PatternRewriter<'a>,
    pub(crate) loc: Location,
}

impl<'r, 'a> Builder<'r, 'a> {
    /// A builder of ops located at `op`'s location.
    pub(crate) fn at(rw: &'r mut PatternRewriter<'a>, op: OpId) -> Self {
        let loc = rw.op_loc(op);
        Builder { rw, loc }
    }

    /// The op `name` with one result of type `ty`, `operands` and, when
    /// given, its `fastmath` flags.
    pub(crate) fn op(
        &mut self,
        name: &str,
        ty: Type,
        operands: &[Value],
        fmf: Option<FastMathFlags>,
    ) -> Value {
        let name = self.rw.op_name(name);
        let mut state = OperationState::new(name, self.loc);
        state.operands.extend_from_slice(operands);
        state.result_types.push(ty);
        if let Some(flags) = fmf {
            let attr = arith::FastMathFlagsAttr::get(self.rw, flags);
            let key = self.rw.ident("fastmath");
            state.attributes.push((key, attr));
        }
        let op = self.rw.create(state);
        self.rw.result(op, 0)
    }

    /// An op of one operand whose result has the operand's type.
    pub(crate) fn unary(&mut self, name: &str, x: Value, fmf: Option<FastMathFlags>) -> Value {
        let ty = self.rw.value_type(x);
        self.op(name, ty, &[x], fmf)
    }

    /// An op of two operands whose result has the first operand's type.
    pub(crate) fn binary(
        &mut self,
        name: &str,
        x: Value,
        y: Value,
        fmf: Option<FastMathFlags>,
    ) -> Value {
        let ty = self.rw.value_type(x);
        self.op(name, ty, &[x, y], fmf)
    }

    /// `arith.addf`.
    pub(crate) fn addf(&mut self, x: Value, y: Value, fmf: FastMathFlags) -> Value {
        self.binary(arith::AddFOp::OPERATION_NAME, x, y, Some(fmf))
    }
    /// `arith.subf`.
    pub(crate) fn subf(&mut self, x: Value, y: Value, fmf: FastMathFlags) -> Value {
        self.binary(arith::SubFOp::OPERATION_NAME, x, y, Some(fmf))
    }
    /// `arith.mulf`.
    pub(crate) fn mulf(&mut self, x: Value, y: Value, fmf: FastMathFlags) -> Value {
        self.binary(arith::MulFOp::OPERATION_NAME, x, y, Some(fmf))
    }
    /// `arith.divf`.
    pub(crate) fn divf(&mut self, x: Value, y: Value, fmf: FastMathFlags) -> Value {
        self.binary(arith::DivFOp::OPERATION_NAME, x, y, Some(fmf))
    }
    /// `arith.negf`.
    pub(crate) fn negf(&mut self, x: Value, fmf: FastMathFlags) -> Value {
        self.unary(arith::NegFOp::OPERATION_NAME, x, Some(fmf))
    }
    /// `arith.andi`.
    pub(crate) fn andi(&mut self, x: Value, y: Value) -> Value {
        self.binary(arith::AndIOp::OPERATION_NAME, x, y, None)
    }
    /// `arith.ori`.
    pub(crate) fn ori(&mut self, x: Value, y: Value) -> Value {
        self.binary(arith::OrIOp::OPERATION_NAME, x, y, None)
    }
    /// `arith.xori`.
    pub(crate) fn xori(&mut self, x: Value, y: Value) -> Value {
        self.binary(arith::XOrIOp::OPERATION_NAME, x, y, None)
    }
    /// `arith.select`, of the type of its true value.
    pub(crate) fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.value_type(t);
        arith::SelectOp::build(self.rw, self.loc, ty, cond, t, f).result(self.rw)
    }
    /// `arith.cmpf`.
    pub(crate) fn cmpf(
        &mut self,
        pred: CmpFPredicate,
        x: Value,
        y: Value,
        fmf: FastMathFlags,
    ) -> Value {
        let i1 = self.rw.i1();
        arith::CmpFOp::build_with_values(self.rw, self.loc, i1, pred, x, y, fmf).result(self.rw)
    }
    /// `arith.constant` of the float type `ty` holding `value`.
    pub(crate) fn float(&mut self, ty: Type, value: f64) -> Value {
        let attr = self.rw.float_attr(ty, value);
        arith::ConstantOp::build(self.rw, self.loc, ty, attr).result(self.rw)
    }
    /// `arith.constant true`.
    pub(crate) fn true_i1(&mut self) -> Value {
        let i1 = self.rw.i1();
        let attr = self.rw.integer_attr(i1, 1);
        arith::ConstantOp::build(self.rw, self.loc, i1, attr).result(self.rw)
    }

    /// `complex.re` of `z`.
    pub(crate) fn re(&mut self, z: Value) -> Value {
        let ty = self.element_of(z);
        self.op(
            complex::ReOp::OPERATION_NAME,
            ty,
            &[z],
            Some(FastMathFlags::NONE),
        )
    }
    /// `complex.im` of `z`.
    pub(crate) fn im(&mut self, z: Value) -> Value {
        let ty = self.element_of(z);
        self.op(
            complex::ImOp::OPERATION_NAME,
            ty,
            &[z],
            Some(FastMathFlags::NONE),
        )
    }
    /// `complex.create` of type `ty`.
    pub(crate) fn create(&mut self, ty: Type, re: Value, im: Value) -> Value {
        let op = complex::CreateOp::build(self.rw, self.loc, ty, re, im).operation();
        self.rw.result(op, 0)
    }
    /// `complex.abs` of `z`.
    pub(crate) fn abs(&mut self, z: Value, fmf: FastMathFlags) -> Value {
        let ty = self.element_of(z);
        self.op(complex::AbsOp::OPERATION_NAME, ty, &[z], Some(fmf))
    }

    /// The element type of the complex value `z`.
    pub(crate) fn element_of(&self, z: Value) -> Type {
        let ty = self.rw.value_type(z);
        element_type(self.rw, ty)
    }
}

/// The element type of the complex type `ty` (`ty` itself otherwise).
pub(crate) fn element_type(ctx: &ir::Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        ir::TypeData::Complex(element) => *element,
        _ => ty,
    }
}
