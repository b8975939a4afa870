//! Unit tests of the model on small `.td` snippets against our `td` library.

use super::*;
use crate::tablegen::{load_str, Loaded, Options};

fn load(text: &str) -> Loaded {
    let opts = Options {
        include_dirs: vec![td::include_dir()],
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    };
    match load_str("test.td", text, &opts) {
        Ok(l) => l,
        Err(e) => panic!("load failed:\n{}", e.render()),
    }
}

const PRELUDE: &str = r#"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
  let summary = "A test dialect";
}
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
"#;

fn op(text: &str, name: &str) -> Result<Operator, Diagnostic> {
    let l = load(&format!("{}{}", PRELUDE, text));
    let kp = &l.records;
    let rec = kp.def(name).expect("def exists");
    Operator::from_record(kp, rec)
}

#[test]
fn names_and_arguments() {
    let o = op(
        r#"
def T_AddOp : T_Op<"add", [Pure, SameOperandsAndResultType]> {
  let summary = "adds";
  let arguments = (ins AnyType:$lhs, Variadic<AnyType>:$rest, I32Attr:$count,
                   OptionalAttr<I64Attr>:$opt, DefaultValuedAttr<I32Attr, "3">:$dflt);
  let results = (outs AnyType:$result);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$others);
  let successors = (successor AnySuccessor:$dest);
  let hasVerifier = 1;
  let assemblyFormat = "$lhs attr-dict";
}
"#,
        "T_AddOp",
    )
    .unwrap();
    assert_eq!(&*o.class_name, "AddOp");
    assert_eq!(o.operation_name(), "t.add");
    assert_eq!(o.qualified_class_name(), "::t::AddOp");
    assert_eq!(o.operands.len(), 2);
    assert!(o.operands[1].is_variadic());
    assert_eq!(o.attributes.len(), 3);
    assert!(o.attributes[1].attr.is_optional);
    assert_eq!(o.attributes[2].attr.default_value.as_deref(), Some("3"));
    assert_eq!(
        o.arguments,
        vec![
            Argument::Operand(0),
            Argument::Operand(1),
            Argument::Attribute(0),
            Argument::Attribute(1),
            Argument::Attribute(2)
        ]
    );
    assert_eq!(o.results.len(), 1);
    assert!(o.regions[1].is_variadic);
    assert_eq!(&*o.successors[0].name, "dest");
    assert!(o.has_verifier && !o.has_folder);
    assert_eq!(o.assembly_format.as_deref(), Some("$lhs attr-dict"));
    // SameOperandsAndResultType with a fixed operand: result types are inferred.
    assert!(o.all_result_types_known());
    assert!(o
        .traits
        .iter()
        .any(|t| &*t.def_name == "InferTypeOpInterface"));
    assert!(o.trait_named("SameOperandsAndResultType").is_some());
}

#[test]
fn field_locations() {
    let text = format!(
        "{}{}",
        PRELUDE, "def T_LocOp : T_Op<\"loc\"> {\n  let summary = \"s\";\n}\n"
    );
    let l = load(&text);
    let kp = &l.records;
    let o = Operator::from_record(kp, kp.def("T_LocOp").unwrap()).unwrap();
    let at = |loc: crate::diag::Loc| {
        let f = kp.sources().file(loc.file);
        f.text.get(loc.offset as usize..).unwrap_or("").to_string()
    };
    assert!(at(o.loc).starts_with("T_LocOp"));
    let f = o.field_loc(kp, "summary");
    assert!(at(f).contains("summary"), "{}", at(f));
    assert_eq!(o.field_loc(kp, "noSuchField"), o.loc);
}

#[test]
fn builders_with_defaults() {
    let o = op(
        r#"
def T_BOp : T_Op<"b"> {
  let arguments = (ins AnyType:$x);
  let builders = [OpBuilder<(ins "::ir::Value":$x, CArg<"i64", "0">:$n), [{ body }]>,
                  OpBuilder<(ins "::ir::Value":$x)>];
}
"#,
        "T_BOp",
    )
    .unwrap();
    assert_eq!(o.builders.len(), 2);
    assert_eq!(o.builders[0].params[1].default_value.as_deref(), Some("0"));
    assert_eq!(o.builders[0].params[1].ty.as_ref(), "i64");
    assert!(o.builders[0].body.is_some() && o.builders[1].body.is_none());
}

#[test]
fn malformed_definitions_are_located_errors() {
    let e = op(
        r#"
def T_BadOp : T_Op<"bad"> {
  let regions = (region VariadicRegion<AnyRegion>:$a, AnyRegion:$b);
}
"#,
        "T_BadOp",
    )
    .unwrap_err();
    assert!(
        e.message.contains("only the last region can be variadic"),
        "{}",
        e.message
    );
    assert!(e.loc.is_some());

    let e = op(
        r#"def T_B2Op : T_Op<"b2"> { let arguments = (ins I32Attr); }"#,
        "T_B2Op",
    )
    .unwrap_err();
    assert!(
        e.message.contains("attributes must be named"),
        "{}",
        e.message
    );

    let e = op(r#"def T_B3Op : T_Op<"b3"> { let arguments = (ins AnyType:$x); let results = (outs AnyType:$x); }"#, "T_B3Op")
        .unwrap_err();
    assert!(
        e.message.contains("both having an entry with the name 'x'"),
        "{}",
        e.message
    );

    let e = op(
        r#"def T_B4Op : T_Op<"b4"> { let builders = [OpBuilder<(ins CArg<"i64", "0">:$a, "i64":$b)>]; }"#,
        "T_B4Op",
    )
    .unwrap_err();
    assert!(
        e.message
            .contains("expected an argument with default value"),
        "{}",
        e.message
    );

    let e = op(
        r#"def T_B5Op : T_Op<"b5"> { let skipDefaultBuilders = 1; }"#,
        "T_B5Op",
    )
    .unwrap_err();
    assert!(e.message.contains("no custom builders"), "{}", e.message);
}

#[test]
fn predicates_render() {
    let l = load(&format!(
        "{}{}",
        PRELUDE,
        r#"
def P : And<[CPred<"a($_self)">, Or<[CPred<"b">, Neg<CPred<"c">>]>, SubstLeaves<"$_self", "y", CPred<"d($_self)">>]>;
"#
    ));
    let kp = &l.records;
    let p = Pred::from_record(kp, kp.def("P").unwrap()).unwrap();
    // `CPred` wraps its expression in parentheses (as upstream does); for
    // generated Rust, `Neg` of a parenthesized child adds none (clippy's
    // `double_parens`), where upstream's C++ has `!((c))`.
    assert_eq!(
        p.condition(),
        "((a($_self))) && (((b)) || (!((c)))) && ((d(y)))"
    );
    assert_eq!(
        p.rust_condition(),
        "((a($_self))) && (((b)) || (!(c))) && ((d(y)))"
    );
}

#[test]
fn toy_ops_of_the_library_load() {
    let text =
        std::fs::read_to_string(td::include_dir().join("../tests/inputs/toy_ops.td")).unwrap();
    let l = load(&text);
    let ops = operators(&l.records).unwrap();
    assert_eq!(ops.len(), 9);
    assert!(ops.iter().all(|o| &*o.dialect.name == "toy"));
    let d = dialects(&l.records).unwrap();
    assert_eq!(
        find_dialect_to_generate(&d, None)
            .unwrap()
            .rust_module_path(),
        "crate"
    );
}

#[test]
fn enums_and_interfaces() {
    let l = load(&format!(
        "{}{}",
        PRELUDE,
        r#"
include "mlir/IR/EnumAttr.td"
def Color : I32EnumAttr<"Color", "colors", [I32EnumAttrCase<"Red", 0, "red">, I32EnumAttrCase<"Blue", 5>]>;
def Scale : I32EnumAttr<"Scale", "scales", [I32EnumAttrCase<"one", 1>, I32EnumAttrCase<"neg", -1>]>;
def Bits : I32BitEnumAttr<"Bits", "bits", [I32BitEnumAttrCaseBit<"A", 0, "a">, I32BitEnumAttrCaseBit<"B", 1, "b">]> {
  let separator = " | ";
}
def T_Iface : OpInterface<"TIface"> {
  let methods = [InterfaceMethod<"does", "i32", "doIt", (ins "i32":$x), [{}], [{ x }]>,
                 StaticInterfaceMethod<"static", "bool", "st">];
}
def T_UseOp : T_Op<"use", [DeclareOpInterfaceMethods<T_Iface, ["doIt"]>]>;
"#
    ));
    let kp = &l.records;
    let e = EnumInfo::from_record(kp, kp.def("Color").unwrap()).unwrap();
    assert_eq!(e.cases.len(), 2);
    assert_eq!(
        (&*e.cases[1].symbol, &*e.cases[1].str, e.cases[1].value),
        ("Blue", "Blue", 5)
    );
    // A negative value is C++'s implicit one, as mlir-tblgen declares it.
    let sc = EnumInfo::from_record(kp, kp.def("Scale").unwrap()).unwrap();
    assert_eq!((sc.cases[0].value, sc.cases[1].value), (1, 2));
    let b = EnumInfo::from_record(kp, kp.def("Bits").unwrap()).unwrap();
    assert!(b.is_bit_enum);
    assert_eq!(b.separator.as_deref(), Some(" | "));
    assert_eq!(b.valid_bits, Some(3));
    let o = Operator::from_record(kp, kp.def("T_UseOp").unwrap()).unwrap();
    let t = o
        .traits
        .iter()
        .find(|t| matches!(t.kind, TraitKind::Interface { .. }))
        .unwrap();
    let i = t.interface(kp).unwrap().unwrap();
    assert!(i.declares_methods);
    assert_eq!(i.always_declared_methods, vec![std::rc::Rc::from("doIt")]);
    assert_eq!(i.methods.len(), 2);
    assert!(i.methods[1].is_static);
    assert_eq!(i.methods[0].default_body.as_deref(), Some(" x "));
    assert_eq!(&*i.methods[0].args[0].name, "x");
}
