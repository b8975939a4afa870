//! The kind checks of generated custom-form parsers (`asm_support`'s
//! `AttrClass` and `TypeClass`, upstream's `isa<StorageType>`), on parsed
//! builtin attributes and types, with negative cases.

use ir::asm_support::{AttrClass, TypeClass};
use ir::{Attribute, Context};

/// The attributes of the one op of `attrs` (a dictionary's body), by name.
fn attrs(ctx: &mut Context, body: &str) -> Vec<(String, Attribute)> {
    let text = format!("\"t.a\"() {{{body}}} : () -> ()");
    let m = ir::parse_source(ctx, &text, "in.mlir").expect("parses");
    let op = ctx.walk_preorder(m)[1];
    ctx.attrs(op)
        .iter()
        .map(|&(n, a)| (ctx.ident_str(n).to_string(), a))
        .collect()
}

fn ctx() -> Context {
    let mut c = Context::new();
    c.allow_unregistered_dialects(true);
    c
}

#[test]
fn attribute_classes_match_upstream_isa() {
    let mut c = ctx();
    let body = "a = @f, b = @f::@g, c = \"s\", d = 1 : i32, e = true, f = 1.5 : f32, \
                g = [1], h = {x}, i = unit, j = i32, k = dense<1> : tensor<2xi8>, \
                l = dense<1.0> : tensor<2xf32>, m = dense<\"x\"> : tensor<2x!u.t>, \
                n = sparse<[[0]], [1]> : tensor<2xi8>, o = loc(\"f\":1:2), \
                p = affine_map<(d0) -> (d0)>, q = affine_set<(d0) : (d0 >= 0)>";
    let all = attrs(&mut c, body);
    let yes = |class: AttrClass, names: &str| {
        for (n, a) in &all {
            let expected = names.split(',').any(|x| x == n);
            assert_eq!(class.matches(&c, *a), expected, "{class:?} of {n}");
        }
    };
    yes(AttrClass::FlatSymbolRef, "a");
    yes(AttrClass::SymbolRef, "a,b");
    yes(AttrClass::String, "c");
    yes(AttrClass::Integer, "d,e");
    yes(AttrClass::Bool, "e");
    yes(AttrClass::Float, "f");
    yes(AttrClass::Array, "g");
    yes(AttrClass::Dictionary, "h");
    yes(AttrClass::Unit, "i");
    yes(AttrClass::Type, "j");
    yes(AttrClass::DenseElements, "k,l,m");
    yes(AttrClass::DenseIntElements, "k");
    yes(AttrClass::DenseFPElements, "l");
    yes(AttrClass::Elements, "k,l,m,n");
    yes(AttrClass::Location, "o");
    yes(AttrClass::AffineMap, "p");
    yes(AttrClass::IntegerSet, "q");
}

#[test]
fn type_classes_match_upstream_isa() {
    let mut c = ctx();
    let body = "a = i32, b = index, c = f16, d = none, e = complex<f32>, f = () -> (), \
                g = tuple<i1>, h = tensor<2xi8>, i = tensor<*xi8>, j = memref<2xi8>, \
                k = memref<*xi8>, l = vector<2xi8>";
    let all = attrs(&mut c, body);
    let yes = |class: TypeClass, names: &str| {
        for (n, a) in &all {
            let t = c.as_type(*a).expect("type attribute");
            let expected = names.split(',').any(|x| x == n);
            assert_eq!(class.matches(&c, t), expected, "{class:?} of {n}");
        }
    };
    yes(TypeClass::Integer, "a");
    yes(TypeClass::Index, "b");
    yes(TypeClass::Float, "c");
    yes(TypeClass::None, "d");
    yes(TypeClass::Complex, "e");
    yes(TypeClass::Function, "f");
    yes(TypeClass::Tuple, "g");
    yes(TypeClass::Shaped, "h,i,j,k,l");
    yes(TypeClass::Tensor, "h,i");
    yes(TypeClass::RankedTensor, "h");
    yes(TypeClass::UnrankedTensor, "i");
    yes(TypeClass::BaseMemRef, "j,k");
    yes(TypeClass::MemRef, "j");
    yes(TypeClass::UnrankedMemRef, "k");
    yes(TypeClass::Vector, "l");
}
