//! The IR building blocks of wide-integer emulation (upstream's static
//! helpers in `EmulateWideInt.cpp`): halves taken from and put into the
//! innermost dimension, the trailing unit dimension added and dropped, and
//! the arith ops the patterns create.

use ir::apint::APInt;
use ir::conversion::ConversionRewriter;
use ir::{Attribute, Location, OperationState, Type, Value};

/// Creates the ops of one rewrite at one location.
pub(super) struct Emitter<'x, 'r, 'a> {
    pub(super) rw: &'x mut ConversionRewriter<'r, 'a>,
    pub(super) loc: Location,
}

impl Emitter<'_, '_, '_> {
    /// The state of an op `name` of `operands`, `results` and `attrs`.
    fn state(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> OperationState {
        let name = self.rw.op_name(name);
        let mut state = OperationState::new(name, self.loc);
        state.operands = operands.to_vec();
        state.result_types = results.to_vec();
        for &(n, a) in attrs {
            let id = self.rw.ident(n);
            state.attributes.push((id, a));
        }
        state
    }
    /// An op `name` of one result of type `ty`.
    pub(super) fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: &[(&str, Attribute)],
    ) -> Value {
        let state = self.state(name, operands, &[ty], attrs);
        let op = self.rw.create_op(state);
        self.rw.result(op, 0)
    }
    /// An op `name` of two results.
    pub(super) fn op2(&mut self, name: &str, operands: &[Value], types: [Type; 2]) -> [Value; 2] {
        let state = self.state(name, operands, &types, &[]);
        let op = self.rw.create_op(state);
        [self.rw.result(op, 0), self.rw.result(op, 1)]
    }
    /// `createOrFold`: the op `name` of one result, folded (with its
    /// constant operands) when it folds: then it is never inserted and what
    /// it folds to is returned (a constant materialized by its dialect).
    pub(super) fn op_or_fold(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        let state = self.state(name, operands, &[ty], &[]);
        let detached = self.rw.create_operation(state);
        let constants: Vec<Option<Attribute>> = operands
            .iter()
            .map(|&v| ir::rewrite::constant_value(self.rw, v))
            .collect();
        let result = self.rw.result(detached, 0);
        let folded = match ir::rewrite::fold_op(self.rw, detached, &constants) {
            ir::FoldResult::Replace(r) => r.first().cloned(),
            _ => None,
        };
        let value = match folded {
            Some(ir::OpFoldResult::Value(v)) if v != result => Some(v),
            Some(ir::OpFoldResult::Attr(a)) => {
                let name = self.rw.op_get_name(detached);
                let dialect = self.rw.op_name_dialect(name).to_string();
                let materialize = self
                    .rw
                    .dialect(&dialect)
                    .and_then(|d| d.materialize_constant);
                let loc = self.loc;
                materialize
                    .and_then(|m| m(self.rw, a, ty, loc))
                    .map(|c| self.rw.result(c, 0))
            }
            _ => None,
        };
        // Never inserted nor journaled: erased at once (`Operation::erase`).
        let ctx: &mut ir::Context = self.rw;
        let _ = ctx.erase_op(detached);
        match value {
            Some(v) => v,
            None => self.op(name, operands, ty, &[]),
        }
    }
    /// `createScalarOrSplatConstant`: an `arith.constant` of the integer
    /// type `ty` (a splat for a vector type) of `value` (truncated or
    /// sign-extended to the element width).
    pub(super) fn constant(&mut self, ty: Type, value: i128) -> Value {
        let element = self.rw.element_type_or_self(ty);
        let width = arith::fold::int_width(self.rw, element).unwrap_or(64);
        let v = APInt::from_i128(width, value);
        let attr = if self.rw.is_vector(ty) {
            arith::fold::make_int(self.rw, ty, &[v])
        } else {
            Some(self.rw.apint_attr(ty, v))
        };
        let attr = attr.unwrap_or_else(|| ir::Context::integer_attr(self.rw, ty, value));
        self.op(
            arith::ConstantOp::OPERATION_NAME,
            &[],
            ty,
            &[("value", attr)],
        )
    }
    /// A binary op `name` whose result has the type of `lhs`.
    pub(super) fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let ty = self.rw.value_type(lhs);
        self.op(name, &[lhs, rhs], ty, &[])
    }
    /// `arith.cmpi pred, lhs, rhs`.
    pub(super) fn cmpi(&mut self, pred: arith::CmpIPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.rw.value_type(lhs);
        let ty = arith::get_i1_same_shape(&mut **self.rw, ty);
        let i64t = self.rw.integer_type(64, ir::Signedness::Signless);
        let p = self.rw.integer_attr(i64t, u64::from(pred) as i64);
        self.op(
            arith::CmpIOp::OPERATION_NAME,
            &[lhs, rhs],
            ty,
            &[("predicate", p)],
        )
    }
    /// `arith.select cond, t, f`.
    pub(super) fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.value_type(t);
        self.op(arith::SelectOp::OPERATION_NAME, &[cond, t, f], ty, &[])
    }
    /// A cast op `name` of `v` to `ty`.
    pub(super) fn cast(&mut self, name: &str, v: Value, ty: Type) -> Value {
        self.op(name, &[v], ty, &[])
    }
    /// An `I64ArrayAttr` of `values`.
    fn i64_array(&mut self, values: &[i64]) -> Attribute {
        let i64t = self.rw.integer_type(64, ir::Signedness::Signless);
        let items: Vec<Attribute> = values
            .iter()
            .map(|&v| self.rw.integer_attr(i64t, v))
            .collect();
        self.rw.array_attr(&items)
    }
    /// A `DenseI64ArrayAttr` of `values`.
    fn dense_i64_array(&mut self, values: &[i64]) -> Attribute {
        let i64t = self.rw.integer_type(64, ir::Signedness::Signless);
        let wide: Vec<i128> = values.iter().map(|&v| i128::from(v)).collect();
        self.rw.dense_i_array_attr(i64t, &wide)
    }
    /// The vector type of `input`'s shape and element type.
    fn shape_of(&self, v: Value) -> (Vec<i64>, Type) {
        let ty = self.rw.value_type(v);
        (
            self.rw.shape(ty).unwrap_or_default().to_vec(),
            self.rw.element_type_or_self(ty),
        )
    }
    /// `extractLastDimSlice`: the element at `offset` of the innermost
    /// dimension of the vector `input` (a scalar for a 1-D vector, else a
    /// slice of innermost size 1).
    pub(super) fn extract_last_dim_slice(&mut self, input: Value, offset: i64) -> Value {
        let (shape, element) = self.shape_of(input);
        if shape.len() == 1 {
            let pos = self.dense_i64_array(&[offset]);
            return self.op(
                vector::ExtractOp::OPERATION_NAME,
                &[input],
                element,
                &[("static_position", pos)],
            );
        }
        let mut offsets = vec![0; shape.len()];
        offsets[shape.len() - 1] = offset;
        let mut sizes = shape.clone();
        sizes[shape.len() - 1] = 1;
        let strides = vec![1; shape.len()];
        let ty = self.rw.vector_type(&sizes, element);
        let (offsets, sizes, strides) = (
            self.i64_array(&offsets),
            self.i64_array(&sizes),
            self.i64_array(&strides),
        );
        self.op(
            vector::ExtractStridedSliceOp::OPERATION_NAME,
            &[input],
            ty,
            &[("offsets", offsets), ("sizes", sizes), ("strides", strides)],
        )
    }
    /// `extractLastDimHalves`: the low and high halves of `input`.
    pub(super) fn halves(&mut self, input: Value) -> (Value, Value) {
        (
            self.extract_last_dim_slice(input, 0),
            self.extract_last_dim_slice(input, 1),
        )
    }
    /// `dropTrailingX1Dim`: `input` without its trailing unit dimension
    /// (scalars stay).
    pub(super) fn drop_trailing_x1_dim(&mut self, input: Value) -> Value {
        let ty = self.rw.value_type(input);
        if !self.rw.is_vector(ty) {
            return input;
        }
        let (mut shape, element) = self.shape_of(input);
        shape.pop();
        let ty = self.rw.vector_type(&shape, element);
        self.cast(vector::ShapeCastOp::OPERATION_NAME, input, ty)
    }
    /// `appendX1Dim`: `input` with a trailing unit dimension (scalars
    /// stay).
    pub(super) fn append_x1_dim(&mut self, input: Value) -> Value {
        let ty = self.rw.value_type(input);
        if !self.rw.is_vector(ty) {
            return input;
        }
        let (mut shape, element) = self.shape_of(input);
        shape.push(1);
        let ty = self.rw.vector_type(&shape, element);
        self.cast(vector::ShapeCastOp::OPERATION_NAME, input, ty)
    }
    /// `insertLastDimSlice`: `source` inserted into `dest` at `offset` of
    /// the innermost dimension.
    pub(super) fn insert_last_dim_slice(
        &mut self,
        source: Value,
        dest: Value,
        offset: i64,
    ) -> Value {
        let dest_ty = self.rw.value_type(dest);
        let source_ty = self.rw.value_type(source);
        if self.rw.type_as_integer(source_ty).is_some() {
            let pos = self.dense_i64_array(&[offset]);
            return self.op(
                vector::InsertOp::OPERATION_NAME,
                &[source, dest],
                dest_ty,
                &[("static_position", pos)],
            );
        }
        let rank = self.rw.shape(dest_ty).map_or(0, <[i64]>::len);
        let mut offsets = vec![0; rank];
        if let Some(last) = offsets.last_mut() {
            *last = offset;
        }
        let strides = vec![1; rank];
        let (offsets, strides) = (self.i64_array(&offsets), self.i64_array(&strides));
        self.op(
            vector::InsertStridedSliceOp::OPERATION_NAME,
            &[source, dest],
            dest_ty,
            &[("offsets", offsets), ("strides", strides)],
        )
    }
    /// `constructResultVector`: a vector of `result_ty` whose innermost
    /// dimension holds `components` (from a zero vector).
    pub(super) fn result_vector(&mut self, result_ty: Type, components: &[Value]) -> Value {
        let mut result = self.constant(result_ty, 0);
        for (i, &c) in components.iter().enumerate() {
            result = self.insert_last_dim_slice(c, result, i as i64);
        }
        result
    }
}

/// `reduceInnermostDim`: the type of one element of the innermost
/// dimension of the vector type `ty` (its element type for a 1-D vector,
/// else the shape with an innermost size of 1).
pub(super) fn reduce_innermost_dim(ctx: &mut ir::Context, ty: Type) -> Type {
    let shape = ctx.shape(ty).unwrap_or_default().to_vec();
    let element = ctx.element_type_or_self(ty);
    if shape.len() == 1 {
        return element;
    }
    let mut shape = shape;
    if let Some(last) = shape.last_mut() {
        *last = 1;
    }
    ctx.vector_type(&shape, element)
}
