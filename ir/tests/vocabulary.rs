//! The `.td` vocabulary (td/PREDICATES.md) on real IR: every query and
//! constructor the library's snippets use, with negative cases.

use ir::effects::{
    AutomaticAllocationScopeResource, DefaultResource, EffectInstance, MemoryEffect, Resource,
};
use ir::interfaces::{
    self, Callee, ConstantIntRanges, FoldResult, InvocationBounds, RegionBranchPoint, RegionKind,
    RegionSuccessor, ShapedTypeComponents, Speculatability, SuccessorOperands,
    SymbolTableCollection, Visibility,
};
use ir::{
    AttrKind, Context, DialectDefinition, FloatKind, OpBuilder, OpDefinition, OpTrait,
    OperationState, PropertyStorage, Signedness, TypeData, TypeKind, DYNAMIC,
};

fn ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    c
}

// ----- types -----

#[test]
fn type_as_integer_gives_width_and_signedness() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i7 = b.integer_type(7, Signedness::Signless);
    let si8 = b.integer_type(8, Signedness::Signed);
    let ui1 = b.integer_type(1, Signedness::Unsigned);
    let f32t = b.float_type(FloatKind::F32);
    let idx = b.index_type();
    assert_eq!(b.type_as_integer(i7), Some((7, Signedness::Signless)));
    assert_eq!(b.type_as_integer(si8), Some((8, Signedness::Signed)));
    assert_eq!(b.type_as_integer(ui1), Some((1, Signedness::Unsigned)));
    assert_eq!(b.type_as_integer(f32t), None);
    assert_eq!(b.type_as_integer(idx), None, "index is not an integer type");
}

#[test]
fn type_as_float_gives_the_format() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    for k in [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ] {
        let t = b.float_type(k);
        assert_eq!(b.type_as_float(t), Some(k));
    }
    let i32t = b.integer_type(32, Signless);
    assert_eq!(b.type_as_float(i32t), None);
    let f32t = b.float_type(FloatKind::F32);
    let cx = b.complex_type(f32t);
    assert_eq!(b.type_as_float(cx), None);
}
use Signedness::Signless;

#[test]
fn type_as_complex_tuple_and_function() {
    let mut c = ctx();
    let f64t = c.f64();
    let i32t = c.i32();
    let cx = c.complex_type(f64t);
    let tup = c.tuple_type(&[i32t, f64t]);
    let fnt = c.function_type(&[i32t], &[f64t, f64t]);
    assert_eq!(c.type_as_complex(cx), Some(f64t));
    assert_eq!(c.type_as_complex(f64t), None);
    assert_eq!(c.type_as_tuple(tup), Some(&[i32t, f64t][..]));
    assert_eq!(c.type_as_tuple(cx), None);
    assert_eq!(
        c.type_as_function(fnt),
        Some((&[i32t][..], &[f64t, f64t][..]))
    );
    assert_eq!(c.type_as_function(tup), None);
}

#[test]
fn flattened_tuple_types_recurses_in_order() {
    let mut c = ctx();
    let (i1, i8, i16, i32) = (c.i1(), c.i8(), c.i16(), c.i32());
    let inner = c.tuple_type(&[i8, i16]);
    let empty = c.tuple_type(&[]);
    let mid = c.tuple_type(&[inner, empty, i32]);
    let outer = c.tuple_type(&[i1, mid]);
    assert_eq!(c.flattened_tuple_types(outer), vec![i1, i8, i16, i32]);
    assert_eq!(c.flattened_tuple_types(i32), vec![i32]);
    assert_eq!(c.flattened_tuple_types(empty), Vec::<ir::Type>::new());
    // Deep nesting does not use the call stack.
    let mut t = i8;
    for _ in 0..50_000 {
        t = c.tuple_type(&[t]);
    }
    assert_eq!(c.flattened_tuple_types(t), vec![i8]);
}

#[test]
fn rank_shape_and_element_type_or_self() {
    let mut c = ctx();
    let f32t = c.f32();
    let mut b = OpBuilder::new(&mut c);
    let ranked = b.ranked_tensor_type(&[2, -1, 4], f32t);
    let unranked = b.unranked_tensor(f32t);
    let vec = b.vector_type(&[4], f32t);
    let mem = b.memref_type(&[3, 3], f32t);
    let scalar0 = b.ranked_tensor_type(&[], f32t);
    assert_eq!(b.rank(ranked), Some(3));
    assert_eq!(b.rank(scalar0), Some(0));
    assert_eq!(b.rank(unranked), None);
    assert_eq!(b.rank(f32t), None);
    assert_eq!(b.rank(vec), Some(1));
    assert_eq!(b.rank(mem), Some(2));
    let shape = b.shape(ranked).expect("ranked");
    assert_eq!((shape[0], shape[2]), (2, 4));
    assert!(shape[1] < 0, "dynamic dimensions are negative");
    assert_eq!(b.shape(unranked), None);
    assert_eq!(b.shape(f32t), None);
    for t in [ranked, unranked, vec, mem] {
        assert_eq!(b.element_type_or_self(t), f32t);
    }
    assert_eq!(b.element_type_or_self(f32t), f32t);
    let cx = b.complex_type(f32t);
    assert_eq!(b.element_type_or_self(cx), cx, "complex is not shaped");
    // Any negative dimension is the one dynamic marker.
    let other = b.ranked_tensor_type(&[2, DYNAMIC, 4], f32t);
    assert_eq!(other, ranked);
}

#[test]
fn vector_scalable_dims() {
    let mut c = ctx();
    let f32t = c.f32();
    let fixed = c.vector_type(&[4, 2], f32t);
    let scalable = c.get_type(TypeData::Vector {
        shape: vec![4, 2],
        scalable: vec![true, false],
        element: f32t,
    });
    let tensor = c.ranked_tensor(&[4, 2], f32t);
    assert_eq!(c.vector_scalable_dims(fixed), Some(&[false, false][..]));
    assert_eq!(c.vector_scalable_dims(scalable), Some(&[true, false][..]));
    assert_eq!(c.vector_scalable_dims(tensor), None);
}

#[test]
fn memref_is_strided_only_for_ranked_memrefs() {
    let mut c = ctx();
    let f32t = c.f32();
    let ranked = c.memref_type(&[2, 3], f32t);
    let unranked = c.get_type(TypeData::UnrankedMemRef {
        element: f32t,
        memory_space: None,
    });
    let tensor = c.ranked_tensor(&[2, 3], f32t);
    assert!(c.memref_is_strided(ranked));
    assert!(!c.memref_is_strided(unranked));
    assert!(!c.memref_is_strided(tensor));
}

#[test]
fn value_semantics_of_tensors_and_vectors() {
    let mut c = ctx();
    let f32t = c.f32();
    let ranked = c.ranked_tensor(&[2], f32t);
    let unranked = c.unranked_tensor(f32t);
    let vec = c.vector_type(&[2], f32t);
    let mem = c.memref_type(&[2], f32t);
    let cx = c.complex_type(f32t);
    assert!(c.type_has_value_semantics(ranked));
    assert!(c.type_has_value_semantics(unranked));
    assert!(c.type_has_value_semantics(vec));
    assert!(!c.type_has_value_semantics(mem));
    assert!(!c.type_has_value_semantics(cx));
    assert!(!c.type_has_value_semantics(f32t));
}

/// The parameters of the dialect type `!toy.struct<...>` of these tests.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct StructStorage(Vec<ir::Type>);

/// The parameters of the dialect attribute `#toy.shape<...>` of these tests.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct ShapeStorage(Vec<i64>);

#[test]
fn opaque_and_dialect_types() {
    let mut c = ctx();
    c.register_dialect(DialectDefinition::new("toy"));
    let def = c.register_type_definition(ir::dialect_defs::TypeDefinition::new::<StructStorage>(
        "toy",
        "Struct",
        Some("struct"),
    ));
    let f64t = c.f64();
    let toy_struct = c.dialect_type(def, StructStorage(vec![f64t, f64t]));
    let toy_plain = c.dialect_type(def, StructStorage(vec![]));
    let mut b = OpBuilder::new(&mut c);
    let opaque = b.opaque_type("other", "thing");
    let opaque_params = b.opaque_type("other", "thing<1>");
    assert!(b.type_is_opaque(opaque, "other", "thing"));
    assert!(!b.type_is_opaque(opaque, "other", "thin"));
    assert!(!b.type_is_opaque(opaque, "else", "thing"));
    assert!(!b.type_is_opaque(opaque_params, "other", "thing"));
    assert!(
        !b.type_is_opaque(toy_plain, "toy", "struct"),
        "a registered dialect's type is not an OpaqueType"
    );
    assert!(b.type_is_dialect_type(toy_struct, "toy", "Struct"));
    assert!(b.type_is_dialect_type(toy_plain, "toy", "Struct"));
    assert!(!b.type_is_dialect_type(toy_plain, "toy", "Structure"));
    assert!(!b.type_is_dialect_type(toy_plain, "other", "Struct"));
    assert!(
        !b.type_is_dialect_type(opaque, "other", "thing"),
        "unregistered"
    );
    assert!(!b.type_is_dialect_type(f64t, "builtin", "f64"));
    assert_eq!(b.type_kind(opaque), TypeKind::Opaque);
    assert_eq!(b.type_kind(toy_struct), TypeKind::Dialect);
}

#[test]
fn type_interfaces_of_builtin_types() {
    let mut c = ctx();
    let f32t = c.f32();
    let t = c.ranked_tensor(&[1], f32t);
    let u = c.unranked_tensor(f32t);
    let m = c.memref_type(&[1], f32t);
    let v = c.vector_type(&[1], f32t);
    for s in [t, u, m, v] {
        assert!(c.type_has_interface(s, "ShapedType"));
    }
    assert!(!c.type_has_interface(f32t, "ShapedType"));
    assert!(!c.type_has_interface(t, "NoSuchInterface"));
}

#[test]
fn type_kind_of_builtin_types() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i = b.integer_type(3, Signedness::Unsigned);
    let f = b.float_type(FloatKind::BF16);
    let idx = b.index_type();
    let none = b.none_type();
    let cx = b.complex_type(f);
    let v = b.vector_type(&[2], f);
    let tup = b.tuple_type(&[i]);
    let fnt = b.function_type(&[], &[]);
    assert_eq!(b.type_kind(i), TypeKind::Integer);
    assert_eq!(b.type_kind(f), TypeKind::Float);
    assert_eq!(b.type_kind(idx), TypeKind::Index);
    assert_eq!(b.type_kind(none), TypeKind::None);
    assert_eq!(b.type_kind(cx), TypeKind::Complex);
    assert_eq!(b.type_kind(v), TypeKind::Vector);
    assert_eq!(b.type_kind(tup), TypeKind::Tuple);
    assert_eq!(b.type_kind(fnt), TypeKind::Function);
}

// ----- attributes -----

#[test]
fn attr_as_int_sign_extends_from_the_width() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i8t = b.integer_type(8, Signless);
    let ui8 = b.integer_type(8, Signedness::Unsigned);
    let i128t = b.integer_type(128, Signless);
    let idx = b.index_type();
    let a = b.integer_attr(i8t, 200);
    assert_eq!(
        b.attr_as_int(a),
        Some(-56),
        "truncated to i8 and sign-extended"
    );
    let u = b.integer_attr(ui8, 200);
    assert_eq!(b.attr_as_int(u), Some(-56));
    let big = b.integer_attr(i128t, -7);
    assert_eq!(b.attr_as_int(big), Some(-7));
    let wide = b.ctx().integer_attr(i128t, (1i128 << 70) + 5);
    assert_eq!(b.attr_as_int(wide), Some(5), "wider values are truncated");
    let ix = b.integer_attr(idx, -3);
    assert_eq!(b.attr_as_int(ix), Some(-3));
    let t = b.bool_attr(true);
    let f = b.bool_attr(false);
    assert_eq!(
        b.attr_as_int(t),
        Some(-1),
        "i1 true sign-extends like getInt"
    );
    assert_eq!(b.attr_as_int(f), Some(0));
    let f32t = b.float_type(FloatKind::F32);
    let fl = b.float_attr(f32t, 1.0);
    assert_eq!(b.attr_as_int(fl), None);
    let s = b.string_attr("1");
    assert_eq!(b.attr_as_int(s), None);
}

#[test]
fn attr_as_float_bool_str_type_array() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let f32t = b.float_type(FloatKind::F32);
    let f16t = b.float_type(FloatKind::F16);
    let x = b.float_attr(f32t, 0.1);
    assert_eq!(b.attr_as_float(x), Some(0.1f32 as f64), "rounded to f32");
    let h = b.float_attr(f16t, 65520.0);
    assert_eq!(b.attr_as_float(h), Some(f64::INFINITY), "f16 overflow");
    let i1 = b.integer_type(1, Signless);
    let ui1 = b.integer_type(1, Signedness::Unsigned);
    let t = b.bool_attr(true);
    let one = b.integer_attr(i1, 1);
    assert_eq!(t, one, "bool attributes are i1 integers");
    assert_eq!(b.attr_as_bool(t), Some(true));
    let f = b.bool_attr(false);
    assert_eq!(b.attr_as_bool(f), Some(false));
    let u = b.integer_attr(ui1, 1);
    assert_eq!(b.attr_as_bool(u), None, "ui1 is not a bool");
    let i8t = b.integer_type(8, Signless);
    let n = b.integer_attr(i8t, 1);
    assert_eq!(b.attr_as_bool(n), None);
    assert_eq!(b.attr_as_float(n), None);
    let s = b.string_attr("hé\"llo");
    assert_eq!(b.attr_as_str(s), Some("hé\"llo"));
    assert_eq!(b.attr_as_str(n), None);
    let ta = b.type_attr(f16t);
    assert_eq!(b.attr_as_type(ta), Some(f16t));
    assert_eq!(b.attr_as_type(s), None);
    let arr = b.array_attr(&[s, n, ta]);
    assert_eq!(b.attr_as_array(arr), Some(&[s, n, ta][..]));
    let empty = b.array_attr(&[]);
    assert_eq!(b.attr_as_array(empty), Some(&[][..]));
    assert_eq!(b.attr_as_array(s), None);
}

#[test]
fn attr_kind_of_builtin_attributes() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i32t = b.integer_type(32, Signless);
    let f64t = b.float_type(FloatKind::F64);
    let i = b.integer_attr(i32t, 1);
    let t = b.bool_attr(true);
    let f = b.float_attr(f64t, 1.5);
    let s = b.string_attr("x");
    let u = b.unit_attr();
    let ta = b.type_attr(i32t);
    let a = b.array_attr(&[i]);
    let d = b.dictionary_attr(&[("k", i)]);
    let tensor = b.ranked_tensor_type(&[2], i32t);
    let de = b.dense_int_elements_attr(tensor, &[1, 2]);
    let da = b.dense_int_array_attr(i32t, &[1, 2]);
    let sym = b.ctx().symbol_ref_attr("f", &[]);
    assert_eq!(b.attr_kind(i), AttrKind::Integer);
    assert_eq!(b.attr_kind(t), AttrKind::Integer, "bools are integers");
    assert_eq!(b.attr_kind(f), AttrKind::Float);
    assert_eq!(b.attr_kind(s), AttrKind::String);
    assert_eq!(b.attr_kind(u), AttrKind::Unit);
    assert_eq!(b.attr_kind(ta), AttrKind::Type);
    assert_eq!(b.attr_kind(a), AttrKind::Array);
    assert_eq!(b.attr_kind(d), AttrKind::Dictionary);
    assert_eq!(b.attr_kind(de), AttrKind::DenseElements);
    assert_eq!(b.attr_kind(da), AttrKind::DenseArray);
    assert_eq!(b.attr_kind(sym), AttrKind::SymbolRef);
}

#[test]
fn dialect_attributes_and_attribute_interfaces() {
    let mut c = ctx();
    c.register_dialect(DialectDefinition::new("toy"));
    let def = c.register_attr_definition(ir::dialect_defs::AttrDefinition::new::<ShapeStorage>(
        "toy",
        "Shape",
        Some("shape"),
    ));
    let mine = c.dialect_attr(def, ShapeStorage(vec![1, 2]));
    let plain = c.dialect_attr(def, ShapeStorage(vec![]));
    let foreign = c.opaque_attr("other", "shape");
    assert!(c.attr_is_dialect_attr(mine, "toy", "Shape"));
    assert!(c.attr_is_dialect_attr(plain, "toy", "Shape"));
    assert!(!c.attr_is_dialect_attr(mine, "toy", "Sha"));
    assert_eq!(c.attr_kind(mine), AttrKind::Dialect);
    assert!(
        !c.attr_is_dialect_attr(foreign, "other", "shape"),
        "unregistered"
    );
    let mut b = OpBuilder::new(&mut c);
    let f32t = b.float_type(FloatKind::F32);
    let tensor = b.ranked_tensor_type(&[2], f32t);
    let dense = b.dense_float_elements_attr(tensor, &[1.0, 2.0]);
    let arr = b.dense_float_array_attr(f32t, &[1.0]);
    let fl = b.float_attr(f32t, 2.0);
    let s = b.string_attr("s");
    let u = b.unit_attr();
    assert!(b.attr_has_interface(dense, "ElementsAttr"));
    assert!(
        !b.attr_has_interface(arr, "ElementsAttr"),
        "a dense array is not"
    );
    assert!(!b.attr_has_interface(fl, "ElementsAttr"));
    for typed in [dense, fl, s, foreign] {
        assert!(b.attr_has_interface(typed, "TypedAttr"));
    }
    assert!(!b.attr_has_interface(u, "TypedAttr"));
    assert!(
        !b.attr_has_interface(mine, "TypedAttr"),
        "dialect attrs are opaque"
    );
    assert!(!b.attr_has_interface(dense, "MemRefLayoutAttrInterface"));
}

// ----- constructors -----

#[test]
fn builder_types_are_interned() {
    let mut c = ctx();
    let (i32t, f64t, idx, none) = (c.i32(), c.f64(), c.index_type(), c.none_type());
    let mut b = OpBuilder::new(&mut c);
    assert_eq!(b.integer_type(32, Signless), i32t);
    assert_ne!(b.integer_type(32, Signedness::Signed), i32t);
    assert_eq!(b.float_type(FloatKind::F64), f64t);
    assert_eq!(b.index_type(), idx);
    assert_eq!(b.none_type(), none);
    let c1 = b.complex_type(f64t);
    assert_eq!(b.complex_type(f64t), c1);
    assert_eq!(b.type_as_complex(c1), Some(f64t));
    let o = b.opaque_type("d", "t");
    assert_eq!(b.opaque_type("d", "t"), o);
    let t = b.ranked_tensor_type(&[1, 2], f64t);
    assert_eq!(b.ranked_tensor_type(&[1, 2], f64t), t);
    assert_ne!(b.ranked_tensor_type(&[2, 1], f64t), t);
    assert_eq!(b.context().shape(t), Some(&[1, 2][..]));
    assert_eq!(b.context().type_kind(t), TypeKind::Tensor);
}

#[test]
fn builder_attributes_are_interned() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i16t = b.integer_type(16, Signless);
    let a = b.integer_attr(i16t, 7);
    assert_eq!(b.integer_attr(i16t, 7), a);
    assert_eq!(b.integer_attr(i16t, 7 + 65536), a, "truncated to the width");
    assert_eq!(b.attr_type(a), i16t);
    let u = b.unit_attr();
    assert_eq!(b.unit_attr(), u);
    let d1 = b.dictionary_attr(&[("b", a), ("a", u)]);
    let d2 = b.dictionary_attr(&[("a", u), ("b", a)]);
    assert_eq!(d1, d2, "dictionaries are sorted by name");
    assert_eq!(b.dictionary_get(d1, "b"), Some(a));
    let dup = b.dictionary_attr(&[("a", a), ("a", u)]);
    assert_eq!(b.dictionary_get(dup, "a"), Some(u), "the later entry wins");
    let empty = b.dictionary_attr::<&str>(&[]);
    assert_eq!(b.as_dictionary(empty), Some(&[][..]));
}

#[test]
fn dense_arrays_and_elements() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let i8t = b.integer_type(8, Signless);
    let f32t = b.float_type(FloatKind::F32);
    let arr = b.dense_int_array_attr(i8t, &[1, 255, -2]);
    let (elt, data) = b.as_dense_array(arr).expect("dense array");
    assert_eq!(elt, i8t);
    assert_eq!(
        data,
        &ir::DenseData::Int(vec![1, -1, -2]),
        "truncated to i8"
    );
    let farr = b.dense_float_array_attr(f32t, &[0.1, 2.0]);
    let (elt, data) = b.as_dense_array(farr).expect("dense array");
    assert_eq!(elt, f32t);
    let ir::DenseData::Float(bits) = data else {
        panic!("float data expected");
    };
    assert_eq!(f64::from_bits(bits[0]), 0.1f32 as f64, "rounded to f32");
    assert_eq!(f64::from_bits(bits[1]), 2.0);
    let t = b.ranked_tensor_type(&[2, 2], i8t);
    let de = b.dense_int_elements_attr(t, &[1, 2, 3, 300]);
    assert_eq!(b.dense_int_values(de), Some(vec![1, 2, 3, 44]));
    assert_eq!(b.attr_type(de), t);
    let splat = b.dense_int_elements_attr(t, &[5, 5, 5, 5]);
    assert_eq!(b.dense_int_values(splat), Some(vec![5; 4]));
    let ft = b.ranked_tensor_type(&[3], f32t);
    let df = b.dense_float_elements_attr(ft, &[0.5, 1.5, 0.1]);
    assert_eq!(
        b.dense_float_values(df),
        Some(vec![0.5, 1.5, 0.1f32 as f64])
    );
    assert_eq!(b.dense_int_values(df), None);
}

#[test]
fn constructors_through_a_pattern_rewriter() {
    let mut c = ctx();
    let i32t = c.i32();
    let mut r = ir::PatternRewriter::new(&mut c);
    assert_eq!(r.integer_type(32, Signless), i32t);
    let a = r.integer_attr(i32t, 3);
    assert_eq!(r.attr_as_int(a), Some(3));
    let d = r.dictionary_attr(&[("x", a)]);
    assert_eq!(r.context().dictionary_get(d, "x"), Some(a));
}

// ----- ops, values, regions -----

#[test]
fn operand_result_and_value_queries() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let (m, body) = ir::builtin::create_module(&mut c, loc);
    let (i32t, f32t) = (c.i32(), c.f32());
    let mut b = OpBuilder::at_end(&mut c, body);
    let a = b.create_simple("t.a", loc, &[], &[i32t, f32t], &[]);
    let (a0, a1) = (b.result(a, 0), b.result(a, 1));
    let u = b.create_simple("t.use", loc, &[a1, a0], &[], &[]);
    assert_eq!((c.num_operands(a), c.num_results(a)), (0, 2));
    assert_eq!((c.num_operands(u), c.num_results(u)), (2, 0));
    assert_eq!(c.operand_type(u, 0), f32t);
    assert_eq!(c.operand_type(u, 1), i32t);
    assert_eq!(c.result_type(a, 0), i32t);
    assert_eq!(c.result_type(a, 1), f32t);
    assert_eq!(c.value_type(a0), i32t);
    assert_eq!(c.value_types(&[a1, a0, a1]), vec![f32t, i32t, f32t]);
    assert_eq!(c.value_types(&[]), Vec::<ir::Type>::new());
    assert!(!c.value_is_unused(a0));
    c.set_operands(u, &[a1]).unwrap();
    assert!(c.value_is_unused(a0));
    assert!(!c.value_is_unused(a1));
    let module_region = c.op_region(m, 0);
    assert_eq!(c.region_num_blocks(module_region), 1);
    let r = c.create_region();
    assert_eq!(c.region_num_blocks(r), 0);
}

#[test]
fn constant_value_of_constant_like_ops() {
    let mut c = ctx();
    let mut def = OpDefinition::new("t.constant");
    def.traits = vec![OpTrait::ConstantLike, OpTrait::OneResult];
    c.register_op(def);
    let loc = c.unknown_loc();
    let (_, body) = ir::builtin::create_module(&mut c, loc);
    let i32t = c.i32();
    let mut b = OpBuilder::at_end(&mut c, body);
    let seven = b.integer_attr(i32t, 7);
    let k = b.create_simple("t.constant", loc, &[], &[i32t], &[("value", seven)]);
    let other = b.create_simple("t.other", loc, &[], &[i32t], &[("value", seven)]);
    assert_eq!(c.constant_value(k), Some(seven));
    assert_eq!(c.constant_value(other), None, "not ConstantLike");
    // A property named `value` works too.
    let name = c.op_name("t.constant");
    let mut st = OperationState::new(name, loc);
    st.add_result_types(&[i32t]);
    let props = OpBuilder::new(&mut c).dictionary_attr(&[("value", seven)]);
    st.properties = Some(props);
    let p = c.create_operation(st);
    assert_eq!(c.constant_value(p), Some(seven));
    c.erase_op(k).unwrap();
    assert_eq!(c.constant_value(k), None, "stale handle");
}

#[test]
fn operation_state_helpers() {
    let mut c = ctx();
    let loc = c.file_line_col_loc("a.mlir", 3, 4);
    let name = c.op_name("t.op");
    let (i32t, f32t) = (c.i32(), c.f32());
    let mut st = OperationState::new(name, loc);
    assert_eq!(st.location(), Some(loc));
    st.add_result_types(&[i32t]);
    st.add_result_types(&[f32t, i32t]);
    assert_eq!(st.result_types, vec![i32t, f32t, i32t]);
    let src = c.create_operation(OperationState::new(name, loc));
    let _ = src;
    let mut st2 = OperationState::new(name, loc);
    st2.add_result_types(&[i32t]);
    let producer = c.create_operation(st2);
    let v = c.result(producer, 0);
    st.add_operands(&[v, v]);
    let op = c.create_operation(st);
    assert_eq!(c.operands(op), vec![v, v]);
    assert_eq!(c.result_types(op), vec![i32t, f32t, i32t]);
}

// ----- properties -----

fn round_trip<T: PropertyStorage + PartialEq + std::fmt::Debug>(c: &mut Context, v: T) {
    let a = v.to_attribute(&mut OpBuilder::new(c));
    assert_eq!(T::from_attribute(c, a), Some(v));
}

#[test]
fn property_storage_round_trips() {
    let mut c = ctx();
    round_trip(&mut c, true);
    round_trip(&mut c, false);
    round_trip(&mut c, -128i8);
    round_trip(&mut c, i16::MIN);
    round_trip(&mut c, -5i32);
    round_trip(&mut c, i64::MAX);
    round_trip(&mut c, 255u8);
    round_trip(&mut c, u16::MAX);
    round_trip(&mut c, 7u32);
    round_trip(&mut c, u64::MAX);
    round_trip(&mut c, 0.1f64);
    round_trip(&mut c, String::from("name"));
    round_trip(&mut c, vec![1i64, -2, 3]);
    round_trip(&mut c, vec![i32::MIN, 0]);
    round_trip(&mut c, Vec::<i32>::new());
    round_trip(&mut c, vec![Some(vec![1i32]), None]);
    round_trip(&mut c, vec![vec![1u16], vec![]]);
    round_trip(&mut c, Vec::<String>::new());
    round_trip(&mut c, Some(3u8));
    round_trip(&mut c, None::<u8>);
    round_trip(&mut c, Some(None::<bool>));
    round_trip(&mut c, vec![Some(vec![true]), None]);
}

#[test]
fn property_storage_forms_and_rejections() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let a = 300i32.to_attribute(&mut b);
    let i32t = b.integer_type(32, Signless);
    assert_eq!(b.attr_type(a), i32t);
    let u = 200u8.to_attribute(&mut b);
    let ui8 = b.integer_type(8, Signedness::Unsigned);
    assert_eq!(b.attr_type(u), ui8);
    let t = true.to_attribute(&mut b);
    assert_eq!(t, b.bool_attr(true));
    let none = None::<i32>.to_attribute(&mut b);
    assert_eq!(b.attr_as_array(none), Some(&[][..]));
    let s = "x".to_string().to_attribute(&mut b);
    let f = 1.5f64.to_attribute(&mut b);
    let ctx = b.context();
    assert_eq!(i8::from_attribute(ctx, a), None, "300 does not fit i8");
    assert_eq!(i64::from_attribute(ctx, a), Some(300));
    assert_eq!(u8::from_attribute(ctx, a), None, "300 does not fit u8");
    assert_eq!(bool::from_attribute(ctx, a), None);
    assert_eq!(String::from_attribute(ctx, a), None);
    assert_eq!(f64::from_attribute(ctx, s), None);
    assert_eq!(f64::from_attribute(ctx, f), Some(1.5));
    assert_eq!(Vec::<i32>::from_attribute(ctx, a), None);
    assert_eq!(Option::<i32>::from_attribute(ctx, a), None, "not an array");
    let mut b = OpBuilder::new(&mut c);
    let two = b.array_attr(&[a, a]);
    let mixed = b.array_attr(&[a, s]);
    let ctx = b.context();
    assert_eq!(
        Option::<i32>::from_attribute(ctx, two),
        None,
        "two elements"
    );
    assert_eq!(Vec::<i32>::from_attribute(ctx, mixed), None);
    assert_eq!(
        Vec::<i32>::from_attribute(ctx, two),
        None,
        "i32 vectors are dense arrays, as MLIR's ArrayRef<int32_t> properties"
    );
    let mut b = OpBuilder::new(&mut c);
    let seg = vec![1i32, 0, 2].to_attribute(&mut b);
    let wide = vec![-1i64, 5].to_attribute(&mut b);
    let small = vec![1i8, 2].to_attribute(&mut b);
    let i64t = b.integer_type(64, Signless);
    let wrong_elt = b.dense_int_array_attr(i64t, &[1, 2]);
    let ctx = b.context();
    assert_eq!(ir::printer::attr_to_string(ctx, seg), "array<i32: 1, 0, 2>");
    assert_eq!(ir::printer::attr_to_string(ctx, wide), "array<i64: -1, 5>");
    assert_eq!(ir::printer::attr_to_string(ctx, small), "[1 : i8, 2 : i8]");
    assert_eq!(Vec::<i32>::from_attribute(ctx, seg), Some(vec![1, 0, 2]));
    assert_eq!(
        Vec::<i64>::from_attribute(ctx, seg),
        None,
        "element type i32"
    );
    assert_eq!(
        Vec::<i32>::from_attribute(ctx, wrong_elt),
        None,
        "element type i64"
    );
    assert_eq!(Vec::<i64>::from_attribute(ctx, wide), Some(vec![-1, 5]));
    assert_eq!(Vec::<i8>::from_attribute(ctx, small), Some(vec![1, 2]));
    assert_eq!(Vec::<i8>::from_attribute(ctx, seg), None);
}

// ----- effects, traits, interfaces -----

#[test]
fn effect_instances() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let name = c.op_name("t.op");
    let mut st = OperationState::new(name, loc);
    st.add_result_types(&[c.i32()]);
    let op = c.create_operation(st);
    let v = c.result(op, 0);
    let e = EffectInstance::new(MemoryEffect::Read, &DefaultResource);
    assert_eq!(e.value(), None);
    assert_eq!(e.effect(), MemoryEffect::Read);
    assert_eq!(e.resource().name(), "<Default>");
    let on = e.on_value(v).at_stage(2).with_full_effect(true);
    assert_eq!(on.value(), Some(v));
    assert_eq!((on.stage(), on.is_full_effect()), (2, true));
    assert_ne!(on, e);
    let mut effects = vec![
        e,
        on,
        EffectInstance::new(MemoryEffect::Allocate, &AutomaticAllocationScopeResource),
    ];
    effects.retain(|effect| effect.value() == Some(v));
    assert_eq!(effects, vec![on]);
    assert_eq!(
        AutomaticAllocationScopeResource.name(),
        "AutomaticAllocationScope"
    );
}

struct ParentA;
struct ParentB;
struct Child;
struct Yield;
impl ir::op_traits::HasParent<ParentA, ParentB> for Child {}
impl ir::op_traits::SingleBlockImplicitTerminator<Yield> for ParentA {}
impl ir::op_traits::IsTerminator for Yield {}
impl ir::op_traits::ReturnLike for Yield {}

fn terminator_name<T: ir::op_traits::IsTerminator + ir::op_traits::ReturnLike>(
    _: &T,
) -> &'static str {
    std::any::type_name::<T>()
}
fn nested_in_a<T: ir::op_traits::HasParent<ParentA, ParentB>>(_: &T) -> bool {
    true
}

#[test]
fn native_op_traits_are_implementable_markers() {
    assert!(terminator_name(&Yield).ends_with("Yield"));
    assert!(nested_in_a(&Child));
}

#[test]
fn interface_value_types() {
    let mut c = ctx();
    let sym = c.symbol_ref_attr("f", &[]);
    assert_eq!(Callee::Symbol(sym), Callee::Symbol(sym));
    let r = ConstantIntRanges::constant(8, 200);
    assert_eq!(r.constant_value(), Some(-56));
    assert_eq!((r.umin(), r.umax()), (200, 200));
    let full = ConstantIntRanges::max_range(8);
    assert_eq!((full.smin(), full.smax(), full.umax()), (-128, 127, 255));
    assert_eq!(full.constant_value(), None);
    let s = ConstantIntRanges::from_signed(8, -1, 1);
    assert_eq!((s.umin(), s.umax()), (0, 255), "crosses zero");
    let s2 = ConstantIntRanges::from_signed(8, -3, -1);
    assert_eq!((s2.umin(), s2.umax()), (253, 255));
    let u = ConstantIntRanges::from_unsigned(8, 100, 200);
    assert_eq!((u.smin(), u.smax()), (-128, 127), "crosses the sign bit");
    let joined = ConstantIntRanges::constant(8, 1).range_union(&ConstantIntRanges::constant(8, 5));
    assert_eq!(
        (joined.smin(), joined.smax(), joined.umin(), joined.umax()),
        (1, 5, 1, 5)
    );
    let met = joined.intersection(&ConstantIntRanges::from_signed(8, 4, 9));
    assert_eq!((met.smin(), met.smax()), (4, 5));
    let wide = ConstantIntRanges::max_range(128);
    assert_eq!((wide.smin(), wide.umax()), (i128::MIN, u128::MAX));
    let i = InvocationBounds::new(1, Some(1));
    assert_ne!(i, InvocationBounds::unknown());
    let region = c.create_region();
    let succ = RegionSuccessor::region(region, vec![]);
    assert_eq!((succ.successor(), succ.is_parent()), (Some(region), false));
    assert!(RegionSuccessor::parent(vec![]).is_parent());
    assert_ne!(RegionBranchPoint::Parent, RegionBranchPoint::Region(region));
    assert_ne!(RegionKind::SsaCfg, RegionKind::Graph);
    let f32t = c.f32();
    let comps = ShapedTypeComponents::ranked(vec![2, -1], f32t);
    assert!(comps.has_rank() && !ShapedTypeComponents::unranked(f32t).has_rank());
    assert_ne!(
        Speculatability::Speculatable,
        Speculatability::NotSpeculatable
    );
    let so = SuccessorOperands {
        produced: 1,
        forwarded: 2..4,
        ..Default::default()
    };
    assert_eq!(so.len(), 3);
    assert_eq!(so.argument_for_operand(2), Some(1));
    assert_eq!(so.argument_for_operand(3), Some(2));
    assert_eq!(so.argument_for_operand(4), None);
    assert_eq!(so.argument_for_operand(0), None);
    assert!(SuccessorOperands::new(0..0).is_empty());
    let k = c.i64_attr(3);
    assert_eq!(FoldResult::Attr(k), ir::OpFoldResult::Attr(k));
    assert_eq!(Visibility::Nested.keyword(), "nested");
}

/// A module holding `func @callee` (private), `func @caller` calling it,
/// and a nested module `@inner` holding `func @deep`.
fn symbol_ir(c: &mut Context) -> [ir::OpId; 6] {
    let loc = c.unknown_loc();
    let (m, body) = ir::builtin::create_module(c, loc);
    let fnt = c.function_type(&[], &[]);
    let mut b = OpBuilder::at_end(c, body);
    let (callee, _) = ir::builtin::create_func(&mut b, loc, "callee", fnt);
    b.set_insertion_point_to_end(body);
    let (caller, entry) = ir::builtin::create_func(&mut b, loc, "caller", fnt);
    b.set_insertion_point_to_end(entry);
    let target = b.symbol_ref_attr("callee");
    let nested = b.ctx().symbol_ref_attr("inner", &["deep"]);
    let list = b.array_attr(&[target]);
    let call = b.create_simple(
        "t.call",
        loc,
        &[],
        &[],
        &[("callee", target), ("all", list)],
    );
    let call2 = b.create_simple("t.call", loc, &[], &[], &[("callee", nested)]);
    b.set_insertion_point_to_end(body);
    let name = b.op_name("builtin.module");
    let mut st = OperationState::new(name, loc);
    let r = st.add_region(&mut b);
    let inner_body = Context::create_block(&mut b, &[]);
    b.append_block(r, inner_body).unwrap();
    let sym = b.string_attr("inner");
    st.add_attribute(b.ident("sym_name"), sym);
    b.create(st);
    b.set_insertion_point_to_end(inner_body);
    let (deep, _) = ir::builtin::create_func(&mut b, loc, "deep", fnt);
    interfaces::set_symbol_visibility(c, callee, Visibility::Private);
    [m, callee, caller, call, call2, deep]
}

#[test]
fn symbol_names_visibility_and_lookup() {
    let mut c = ctx();
    let [m, callee, caller, call, call2, deep] = symbol_ir(&mut c);
    let name = interfaces::symbol_name_attr(&c, callee);
    assert_eq!(c.attr_as_str(name), Some("callee"));
    assert_eq!(
        interfaces::symbol_visibility(&c, callee),
        Visibility::Private
    );
    assert_eq!(
        interfaces::symbol_visibility(&c, caller),
        Visibility::Public
    );
    interfaces::set_symbol_visibility(&mut c, caller, Visibility::Nested);
    assert_eq!(
        interfaces::symbol_visibility(&c, caller),
        Visibility::Nested
    );
    interfaces::set_symbol_visibility(&mut c, caller, Visibility::Public);
    assert_eq!(c.attr(caller, "sym_visibility"), None, "public removes it");
    let target = c.attr(call, "callee").unwrap();
    assert_eq!(
        interfaces::resolve_callable(&c, Callee::Symbol(target), call),
        Some(callee)
    );
    let nested = c.attr(call2, "callee").unwrap();
    assert_eq!(
        interfaces::resolve_callable(&c, Callee::Symbol(nested), call2),
        Some(deep)
    );
    let missing = c.symbol_ref_attr("nowhere", &[]);
    assert_eq!(
        interfaces::resolve_callable(&c, Callee::Symbol(missing), call),
        None
    );
    let tables = SymbolTableCollection::new();
    assert_eq!(tables.lookup_symbol_in(&c, m, "caller"), Some(caller));
    assert_eq!(
        tables.lookup_symbol_in(&c, m, "deep"),
        None,
        "not directly in m"
    );
    let deep_ref = c.symbol_ref_attr("inner", &["deep"]);
    assert_eq!(
        tables.lookup_nearest_symbol_from(&c, call2, deep_ref),
        Some(deep)
    );
    let through_func = c.symbol_ref_attr("caller", &["x"]);
    assert_eq!(
        tables.lookup_nearest_symbol_from(&c, call, through_func),
        None,
        "a function is not a symbol table"
    );
    let k = c.create_operation(OperationState::new(
        c.lookup_op_name("t.call").unwrap(),
        c.unknown_loc(),
    ));
    assert_eq!(
        tables.lookup_nearest_symbol_from(&c, k, target),
        None,
        "detached: no table"
    );
}

#[test]
fn symbol_uses_and_renaming() {
    let mut c = ctx();
    let [m, callee, caller, call, _call2, deep] = symbol_ir(&mut c);
    assert_eq!(interfaces::symbol_uses(&c, callee, m), vec![call]);
    assert_eq!(interfaces::symbol_uses(&c, callee, caller), vec![call]);
    assert_eq!(
        interfaces::symbol_uses(&c, callee, call),
        vec![],
        "from itself is excluded"
    );
    assert_eq!(interfaces::symbol_uses(&c, caller, m), vec![]);
    assert_eq!(
        interfaces::symbol_uses(&c, deep, m),
        vec![],
        "only root names count"
    );
    interfaces::set_symbol_name(&mut c, callee, "renamed");
    let name = interfaces::symbol_name_attr(&c, callee);
    assert_eq!(c.attr_as_str(name), Some("renamed"));
    assert!(
        c.prop(callee, "sym_name").is_some(),
        "kept in the properties"
    );
    assert_eq!(
        interfaces::symbol_uses(&c, callee, m),
        vec![],
        "uses not updated"
    );
    interfaces::set_symbol_name(&mut c, callee, "callee");
    interfaces::replace_symbol_uses(&mut c, callee, "g", m);
    let new_ref = c.attr(call, "callee").unwrap();
    assert_eq!(c.as_symbol_ref(new_ref).map(|(r, _)| r), Some("g"));
    let list = c.attr(call, "all").unwrap();
    let inner = c.attr_as_array(list).unwrap()[0];
    assert_eq!(c.as_flat_symbol_ref(inner), Some("g"), "inside arrays too");
    assert_eq!(interfaces::symbol_uses(&c, callee, m), vec![]);
    interfaces::set_symbol_name(&mut c, callee, "g");
    assert_eq!(interfaces::symbol_uses(&c, callee, m), vec![call]);
}

#[test]
fn verify_symbol_checks_name_and_visibility() {
    let mut c = ctx();
    let [_, callee, caller, call, ..] = symbol_ir(&mut c);
    assert_eq!(interfaces::verify_symbol(&c, callee), Ok(()));
    assert_eq!(interfaces::verify_symbol(&c, caller), Ok(()));
    let e = interfaces::verify_symbol(&c, call).unwrap_err();
    assert_eq!(
        e.message,
        "'t.call' op requires string attribute 'sym_name'"
    );
    let bad = c.string_attr("hidden");
    let key = c.ident("sym_visibility");
    c.set_attr(caller, key, bad).unwrap();
    let e = interfaces::verify_symbol(&c, caller).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"hidden\""
    );
    let num = c.i64_attr(1);
    c.set_attr(caller, key, num).unwrap();
    let e = interfaces::verify_symbol(&c, caller).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64"
    );
    let name = c.i64_attr(2);
    let key = c.ident("sym_name");
    c.set_attr(call, key, name).unwrap();
    assert!(
        interfaces::verify_symbol(&c, call).is_err(),
        "sym_name must be a string"
    );
}

#[test]
fn function_verifiers() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let (_, body) = ir::builtin::create_module(&mut c, loc);
    let (i32t, f32t) = (c.i32(), c.f32());
    let fnt = c.function_type(&[i32t, f32t], &[i32t]);
    let mut b = OpBuilder::at_end(&mut c, body);
    let (f, entry) = ir::builtin::create_func(&mut b, loc, "f", fnt);
    assert!(!interfaces::function_is_external(&c, f));
    assert_eq!(interfaces::verify_function_op(&c, f), Ok(()));
    assert_eq!(interfaces::verify_function_body(&c, f), Ok(()));
    // Entry block arguments must match the inputs.
    c.erase_block_arg(entry, 1).unwrap();
    let e = interfaces::verify_function_body(&c, f).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op entry block must have 2 arguments to match function signature"
    );
    c.add_block_arg(entry, i32t, loc);
    let e = interfaces::verify_function_op(&c, f).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op type of entry block argument #1('i32') must match the type of the corresponding argument in function signature('f32')"
    );
    c.erase_block_arg(entry, 1).unwrap();
    c.add_block_arg(entry, f32t, loc);
    // Argument and result attribute arrays.
    let d = c.dictionary_attr(&[]);
    let one = c.array_attr(&[d]);
    let key = c.ident("arg_attrs");
    c.set_attr(f, key, one).unwrap();
    let e = interfaces::verify_function_op(&c, f).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2"
    );
    let s = c.string_attr("x");
    let two = c.array_attr(&[d, s]);
    c.set_attr(f, key, two).unwrap();
    let e = interfaces::verify_function_op(&c, f).unwrap_err();
    assert_eq!(
        e.message,
        "'builtin.func' op expects argument attribute dictionary to be a DictionaryAttr, but got `\"x\"`"
    );
    let ok = c.array_attr(&[d, d]);
    c.set_attr(f, key, ok).unwrap();
    let res_key = c.ident("res_attrs");
    let none = c.array_attr(&[]);
    c.set_attr(f, res_key, none).unwrap();
    let e = interfaces::verify_function_op(&c, f).unwrap_err();
    assert!(
        e.message.contains("expects result attribute array"),
        "{}",
        e.message
    );
    c.remove_attr(f, "res_attrs");
    assert_eq!(interfaces::verify_function_op(&c, f), Ok(()));
    // An external function has an empty body and no body checks.
    let name = c.op_name("t.func");
    let mut st = OperationState::new(name, loc);
    st.add_region(&mut c);
    let tf = c.type_attr(fnt);
    st.add_attribute(c.ident("function_type"), tf);
    let ext = c.create_operation(st);
    assert!(interfaces::function_is_external(&c, ext));
    assert_eq!(interfaces::verify_function_op(&c, ext), Ok(()));
    // No function type.
    let mut st = OperationState::new(name, loc);
    st.add_region(&mut c);
    let bare = c.create_operation(st);
    let e = interfaces::verify_function_op(&c, bare).unwrap_err();
    assert!(e.message.contains("'function_type'"), "{}", e.message);
    let noregion = c.create_operation(OperationState::new(name, loc));
    assert!(interfaces::function_is_external(&c, noregion));
}

#[test]
fn shaped_dim_and_parallel_combining_verifiers() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let name = c.op_name("t.dim");
    let (idx, i32t) = (c.index_type(), c.i32());
    let mut st = OperationState::new(name, loc);
    st.add_result_types(&[idx]);
    let good = c.create_operation(st);
    assert_eq!(interfaces::verify_shaped_dim_op(&c, good), Ok(()));
    let mut st = OperationState::new(name, loc);
    st.add_result_types(&[i32t]);
    let wrong = c.create_operation(st);
    let e = interfaces::verify_shaped_dim_op(&c, wrong).unwrap_err();
    assert_eq!(e.message, "'t.dim' op expect index result type");
    let none = c.create_operation(OperationState::new(name, loc));
    let e = interfaces::verify_shaped_dim_op(&c, none).unwrap_err();
    assert_eq!(e.message, "'t.dim' op expected single op result");

    let e = interfaces::verify_parallel_combining_op(&c, none).unwrap_err();
    assert_eq!(e.message, "expected single region op");
    let mut st = OperationState::new(name, loc);
    st.add_region(&mut c);
    let empty = c.create_operation(st);
    let e = interfaces::verify_parallel_combining_op(&c, empty).unwrap_err();
    assert_eq!(e.message, "expected single block op region");
    let mut st = OperationState::new(name, loc);
    let r = st.add_region(&mut c);
    let blk = c.create_block(&[]);
    c.append_block(r, blk).unwrap();
    let one = c.create_operation(st);
    assert_eq!(interfaces::verify_parallel_combining_op(&c, one), Ok(()));
    assert_eq!(e.loc, loc);
}

#[test]
fn defined_outside_and_moving_ops() {
    let mut c = ctx();
    let loc = c.unknown_loc();
    let (_, body) = ir::builtin::create_module(&mut c, loc);
    let i32t = c.i32();
    let mut b = OpBuilder::at_end(&mut c, body);
    let outside = b.create_simple("t.def", loc, &[], &[i32t], &[]);
    let name = b.op_name("t.loop");
    let mut st = OperationState::new(name, loc);
    let r = st.add_region(&mut b);
    let lp = b.create(st);
    let lb = b.create_block(r, &[(i32t, loc)]);
    let inside = b.create_simple("t.def", loc, &[], &[i32t], &[]);
    let iv = b.block_arg(lb, 0);
    let out_v = c.result(outside, 0);
    let in_v = c.result(inside, 0);
    assert!(interfaces::is_defined_outside_of(&c, out_v, lp));
    assert!(!interfaces::is_defined_outside_of(&c, in_v, lp));
    assert!(
        !interfaces::is_defined_outside_of(&c, iv, lp),
        "block argument of the loop"
    );
    interfaces::move_op_before(&mut c, inside, lp);
    assert_eq!(c.op_parent_block(inside), Some(body));
    assert_eq!(c.next_op(inside), Some(lp));
    assert!(interfaces::is_defined_outside_of(&c, in_v, lp), "hoisted");
    let detached = c.create_operation(OperationState::new(name, loc));
    interfaces::move_op_before(&mut c, outside, detached);
    assert_eq!(
        c.op_parent_block(outside),
        Some(body),
        "no move before a detached op"
    );
    let callee_val = Callee::Value(out_v);
    assert_eq!(
        interfaces::resolve_callable(&c, callee_val, lp),
        Some(outside)
    );
    assert_eq!(
        interfaces::resolve_callable(&c, Callee::Value(iv), lp),
        None
    );
}

// ----- assembly-format hooks -----

/// A bit enum with `|` as separator: `read`, `write` or `read|write`.
#[derive(Debug, PartialEq)]
enum Access {
    Read,
    Write,
    ReadWrite,
}

impl std::str::FromStr for Access {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "read" => Ok(Access::Read),
            "write" => Ok(Access::Write),
            "read|write" | "write|read" => Ok(Access::ReadWrite),
            _ => Err(()),
        }
    }
}

impl std::fmt::Display for Access {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::ReadWrite => "read|write",
        })
    }
}

/// `t.access <access> kind<access> "text"`: the parsed values are kept
/// as string attributes.
fn parse_access(
    p: &mut ir::CustomParser<'_, '_, '_>,
    st: &mut OperationState,
) -> Result<(), ir::ParseError> {
    let to_parse_error =
        |p: &mut ir::CustomParser<'_, '_, '_>, d: ir::Diagnostic| p.error(d.message);
    let a: Access = match p.parse_enum_keyword(&["read", "write"], Some("|")) {
        Ok(a) => a,
        Err(d) => return Err(to_parse_error(p, d)),
    };
    let k: Access = match p.parse_named_enum("kind") {
        Ok(k) => k,
        Err(d) => return Err(to_parse_error(p, d)),
    };
    let text = p.parse_string()?;
    for (name, value) in [("a", a.to_string()), ("k", k.to_string()), ("s", text)] {
        let attr = p.ctx().string_attr(&value);
        let id = p.ctx().ident(name);
        st.add_attribute(id, attr);
    }
    Ok(())
}

fn print_access(p: &mut ir::CustomPrinter<'_, '_>, op: ir::OpId) {
    let get = |p: &ir::CustomPrinter<'_, '_>, n: &str| {
        let a = p.ctx().attr(op, n).expect("attribute");
        p.ctx().attr_as_str(a).expect("string").to_string()
    };
    let (a, k, s) = (get(p, "a"), get(p, "k"), get(p, "s"));
    let a: Access = a.parse().expect("enum");
    let k: Access = k.parse().expect("enum");
    p.write_str(" ");
    p.print_enum_keyword(&a);
    p.write_str(" ");
    p.print_named_enum("kind", &k);
    p.write_str(" ");
    p.print_string(&s);
}

fn access_ctx() -> Context {
    let mut c = ctx();
    let mut def = OpDefinition::new("t.access");
    def.parse = Some(parse_access);
    def.print = Some(print_access);
    c.register_op(def);
    c
}

#[test]
fn enum_hooks_round_trip() {
    let mut c = access_ctx();
    let src = "t.access read | write kind<write> \"a\\\"b\\0A\"\n";
    let m = ir::parse_source(&mut c, src, "a.mlir").expect("parses");
    let text = ir::print_operation(&c, m, &ir::PrintOptions::default());
    assert!(
        text.contains("t.access read|write kind<write> \"a\\22b\\0A\""),
        "{text}"
    );
    let src2 = "t.access read kind<read> \"\"\n";
    let m2 = ir::parse_source(&mut c, src2, "b.mlir").expect("parses");
    let text2 = ir::print_operation(&c, m2, &ir::PrintOptions::default());
    assert!(text2.contains("t.access read kind<read> \"\""), "{text2}");
}

#[test]
fn enum_hook_errors() {
    let cases = [
        (
            "t.access exec kind<read> \"\"\n",
            "expected Access to be one of: read, write",
        ),
        (
            "t.access read|exec kind<read> \"\"\n",
            "expected Access to be one of: read, write",
        ),
        (
            "t.access 3 kind<read> \"\"\n",
            "expected Access to be one of: read, write",
        ),
        ("t.access read sort<read> \"\"\n", "expected 'kind'"),
        ("t.access read kind read \"\"\n", "expected '<'"),
        (
            "t.access read kind<exec> \"\"\n",
            "expected a Access keyword",
        ),
        ("t.access read kind<read \"\"\n", "expected '>'"),
    ];
    for (src, message) in cases {
        let mut c = access_ctx();
        let err = ir::parse_source(&mut c, src, "e.mlir").expect_err(src);
        assert!(err.message.contains(message), "{src}: {}", err.message);
    }
}

/// A resource handle type that knows one blob.
struct Blob(String);

impl std::str::FromStr for Blob {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        (s == "blob1" || s == "the blob")
            .then(|| Blob(s.to_string()))
            .ok_or(())
    }
}

fn parse_res(
    p: &mut ir::CustomParser<'_, '_, '_>,
    st: &mut OperationState,
) -> Result<(), ir::ParseError> {
    let h: Blob = match p.parse_resource_handle() {
        Ok(h) => h,
        Err(d) => return Err(p.error(d.message)),
    };
    let attr = p.ctx().string_attr(&h.0);
    let id = p.ctx().ident("h");
    st.add_attribute(id, attr);
    Ok(())
}

fn print_res(p: &mut ir::CustomPrinter<'_, '_>, op: ir::OpId) {
    let a = p.ctx().attr(op, "h").expect("attribute");
    let h = p.ctx().attr_as_str(a).expect("string").to_string();
    p.write_str(" ");
    p.print_resource_handle(&h);
}

#[test]
fn resource_handle_hooks() {
    let mut c = ctx();
    let mut def = OpDefinition::new("t.res");
    def.parse = Some(parse_res);
    def.print = Some(print_res);
    c.register_op(def);
    let m = ir::parse_source(&mut c, "t.res blob1\n", "r.mlir").expect("parses");
    let text = ir::print_operation(&c, m, &ir::PrintOptions::default());
    assert!(text.contains("t.res blob1"), "{text}");
    let m = ir::parse_source(&mut c, "t.res \"the blob\"\n", "r.mlir").expect("parses");
    let body = ir::builtin::module_body(&c, m).expect("body");
    let op = c.block_first_op(body).expect("op");
    let h = c.attr(op, "h").expect("attribute");
    assert_eq!(c.attr_as_str(h), Some("the blob"));
    let err = ir::parse_source(&mut c, "t.res blob2\n", "r.mlir").expect_err("unknown");
    assert_eq!(err.message, "unknown resource handle 'blob2'");
    let err = ir::parse_source(&mut c, "t.res 12\n", "r.mlir").expect_err("no key");
    assert_eq!(err.message, "expected resource handle key");
}

#[test]
fn broadcast_shapes_follow_numpy() {
    use ir::vocab::types::broadcast_shapes;
    let d = DYNAMIC;
    assert_eq!(broadcast_shapes(&[2, 1, 4], &[3, 1]), Some(vec![2, 3, 4]));
    assert_eq!(broadcast_shapes(&[], &[5]), Some(vec![5]));
    assert_eq!(broadcast_shapes(&[2], &[3]), None);
    assert_eq!(broadcast_shapes(&[d, 4], &[3, 1]), Some(vec![3, 4]));
    assert_eq!(broadcast_shapes(&[d], &[1]), Some(vec![d]));
    assert_eq!(broadcast_shapes(&[1], &[d]), Some(vec![d]));
    assert_eq!(broadcast_shapes(&[d], &[d]), Some(vec![d]));
    assert_eq!(broadcast_shapes(&[d], &[7]), Some(vec![7]));
}

#[test]
fn broadcast_compatible_types() {
    let mut c = ctx();
    let (f32t, i32t) = (c.f32(), c.i32());
    let a = c.ranked_tensor(&[2, 1, 4], f32t);
    let b = c.ranked_tensor(&[3, 1], f32t);
    let bad = c.ranked_tensor(&[3, 2], f32t);
    let other_elt = c.ranked_tensor(&[3, 1], i32t);
    let u = c.unranked_tensor(f32t);
    let v = c.vector_type(&[4], f32t);
    let m = c.memref_type(&[4], f32t);
    let um = c.get_type(TypeData::UnrankedMemRef {
        element: f32t,
        memory_space: None,
    });
    assert!(c.broadcast_compatible(a, b));
    assert!(!c.broadcast_compatible(a, bad));
    assert!(
        !c.broadcast_compatible(a, other_elt),
        "element types differ"
    );
    assert!(c.broadcast_compatible(a, f32t), "a scalar broadcasts");
    assert!(c.broadcast_compatible(f32t, f32t));
    assert!(!c.broadcast_compatible(f32t, i32t));
    assert!(c.broadcast_compatible(u, a));
    assert!(c.broadcast_compatible(u, m));
    assert!(
        !c.broadcast_compatible(u, v),
        "unranked tensor with a vector"
    );
    assert!(!c.broadcast_compatible(a, v), "tensor with a vector");
    assert!(c.broadcast_compatible(v, f32t));
    assert!(
        c.broadcast_compatible(m, a),
        "memref shapes count, as upstream"
    );
    assert!(!c.broadcast_compatible(um, a));
}

// ----- the storage-backed part of the vocabulary -----

#[test]
fn type_kind_covers_ranked_and_unranked_and_dialects() {
    let mut c = ctx();
    c.register_dialect(DialectDefinition::new("toy"));
    let f32t = c.f32();
    let rt = c.ranked_tensor(&[2], f32t);
    let ut = c.unranked_tensor(f32t);
    let rm = c.memref_type(&[2], f32t);
    let um = c.get_type(TypeData::UnrankedMemRef {
        element: f32t,
        memory_space: None,
    });
    let mine = c.opaque_type("toy", "struct");
    let other = c.opaque_type("other", "t");
    assert_eq!(c.type_kind(rt), TypeKind::Tensor);
    assert_eq!(c.type_kind(ut), TypeKind::Tensor);
    assert_eq!(c.type_kind(rm), TypeKind::MemRef);
    assert_eq!(c.type_kind(um), TypeKind::MemRef);
    assert_eq!(c.type_kind(mine), TypeKind::Dialect);
    assert_eq!(c.type_kind(other), TypeKind::Opaque);
}

#[test]
fn attr_kind_of_dialect_attributes_and_attr_type_fallback() {
    let mut c = ctx();
    c.register_dialect(DialectDefinition::new("toy"));
    let mine = c.opaque_attr("toy", "shape<1>");
    let other = c.opaque_attr("other", "x");
    assert_eq!(c.attr_kind(mine), AttrKind::Dialect);
    assert_eq!(c.attr_kind(other), AttrKind::Other);
    let none = c.none_type();
    let u = c.unit_attr();
    assert_eq!(c.attr_type(u), none);
    let mut b = OpBuilder::new(&mut c);
    let i16t = b.integer_type(16, Signless);
    let arr = b.dense_int_array_attr(i16t, &[1]);
    assert_eq!(b.attr_type(arr), i16t, "the element type of a dense array");
}

#[test]
fn symbol_refs_and_dense_array_views() {
    let mut c = ctx();
    let mut b = OpBuilder::new(&mut c);
    let flat = b.symbol_ref_attr("f");
    let nested = b.ctx().symbol_ref_attr("m", &["n", "f"]);
    let (root, refs) = b.attr_as_symbol_ref(nested).expect("symbol ref");
    assert_eq!(root, "m");
    assert_eq!(refs.len(), 2);
    let (n, n_refs) = b.attr_as_symbol_ref(refs[0]).expect("flat ref");
    assert_eq!((n, n_refs.len()), ("n", 0));
    assert_eq!(
        refs[1], flat,
        "nested references are interned flat references"
    );
    assert_eq!(b.attr_as_symbol_ref(flat), Some(("f", &[][..])));
    let s = b.string_attr("f");
    assert_eq!(b.attr_as_symbol_ref(s), None);
    let i8t = b.integer_type(8, Signless);
    let i1 = b.integer_type(1, Signless);
    let f32t = b.float_type(FloatKind::F32);
    let ints = b.dense_int_array_attr(i8t, &[1, 255, -2]);
    let bools = b.dense_int_array_attr(i1, &[1, 0]);
    let floats = b.dense_float_array_attr(f32t, &[0.5, 0.1]);
    assert_eq!(b.dense_array_as_i64(ints), Some(&[1, -1, -2][..]));
    assert_eq!(b.dense_array_as_i64(bools), Some(&[1, 0][..]));
    assert_eq!(
        b.dense_array_as_f64(floats),
        Some(&[0.5, 0.1f32 as f64][..])
    );
    assert_eq!(b.dense_array_as_f64(ints), None);
    assert_eq!(b.dense_array_as_i64(floats), None);
    assert_eq!(b.dense_array_as_i64(s), None);
    let t = b.ranked_tensor_type(&[1], i8t);
    let dense = b.dense_int_elements_attr(t, &[1]);
    assert_eq!(b.dense_array_as_i64(dense), None, "elements are not arrays");
    let parsed = {
        let src =
            "\"t.op\"() {a = array<i32: 3, -4>, b = array<f64: 1.5>, s = @m::@n} : () -> ()\n";
        let m = ir::parse_source(&mut c, src, "s.mlir").expect("parses");
        let body = ir::builtin::module_body(&c, m).expect("body");
        c.block_first_op(body).expect("op")
    };
    let a = c.attr(parsed, "a").expect("a");
    assert_eq!(c.dense_array_as_i64(a), Some(&[3, -4][..]));
    let fb = c.attr(parsed, "b").expect("b");
    assert_eq!(c.dense_array_as_f64(fb), Some(&[1.5][..]));
    let sym = c.attr(parsed, "s").expect("s");
    let (root, refs) = c.attr_as_symbol_ref(sym).expect("sym");
    assert_eq!((root, refs.len()), ("m", 1));
}
