//! Dialect types and attributes stored by the context: a hand-written
//! dialect (what generated code registers) with a parameterized type, a
//! parameterless one, a type whose text is not simple enough for the
//! pretty form, a typed attribute and an interface. Uniquing, typed
//! handles, checked construction, parsing and printing (pretty and
//! `<...>` forms, through op attributes and block arguments), and
//! mlir-opt's errors.

use ir::dialect_defs::{
    AliasResult, AttrDefinition, AttrHandle, TypeDefinition, TypeHandle, TypedAttr, TypedAttrVtable,
};
use ir::{Attribute, Context, CustomParser, CustomPrinter, DialectDefinition, ParseError, Type};

// ----- `!tst.pair<N, type>`: an integer (verified non-negative) and a type.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PairStorage {
    count: i64,
    element: Type,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct PairType(Type);

impl TypeHandle for PairType {
    fn classof(ctx: &Context, ty: Type) -> bool {
        ctx.dialect_type_params::<PairStorage>(ty).is_some()
    }
    fn from_type_unchecked(ty: Type) -> Self {
        PairType(ty)
    }
    fn to_type(self) -> Type {
        self.0
    }
}

impl PairType {
    fn definition() -> TypeDefinition {
        let mut def = TypeDefinition::new::<PairStorage>("tst", "Pair", Some("pair"));
        def.parse = Some(Self::parse);
        def.print = Some(Self::print);
        def.verify = Some(|_, params| {
            let p = params.get::<PairStorage>().expect("pair parameters");
            if p.count < 0 {
                Err(format!("count must be non-negative, got {}", p.count))
            } else {
                Ok(())
            }
        });
        def.add_interface::<dyn Describe>(&PairDescribe);
        def
    }
    fn def(ctx: &mut Context) -> ir::dialect_defs::TypeDefId {
        match ctx.type_definition_of::<PairStorage>() {
            Some(d) => d,
            None => ctx.register_type_definition(Self::definition()),
        }
    }
    fn get(ctx: &mut Context, count: i64, element: Type) -> Self {
        let def = Self::def(ctx);
        PairType(ctx.dialect_type(def, PairStorage { count, element }))
    }
    fn count(self, ctx: &Context) -> i64 {
        ctx.dialect_type_params::<PairStorage>(self.0)
            .expect("a pair")
            .count
    }
    fn parse(p: &mut CustomParser) -> Result<Type, ParseError> {
        // Errors of the verifier point where the parameters start.
        let (loc, at) = (p.current_location(), p.offset());
        p.parse_punct("<")?;
        let count = p.parse_integer()?;
        p.parse_punct(",")?;
        let element = p.parse_type()?;
        p.parse_punct(">")?;
        let def = Self::def(p.ctx());
        p.ctx()
            .dialect_type_checked(def, PairStorage { count, element }, loc)
            .map_err(|d| ParseError::new(at, d.message))
    }
    fn print(p: &mut CustomPrinter, t: Type) {
        let s = p.ctx().dialect_type_params::<PairStorage>(t).cloned();
        if let Some(s) = s {
            p.write_str(&format!("<{}, ", s.count));
            p.print_type(s.element);
            p.write_str(">");
        }
    }
}

// ----- `!tst.unit`: no parameters.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct UnitStorage;

fn unit_type(ctx: &mut Context) -> Type {
    let def = match ctx.type_definition_of::<UnitStorage>() {
        Some(d) => d,
        None => {
            let mut def = TypeDefinition::new::<UnitStorage>("tst", "Unit", Some("unit"));
            def.parse = Some(|p| Ok(unit_type(p.ctx())));
            ctx.register_type_definition(def)
        }
    };
    ctx.dialect_type(def, UnitStorage)
}

// ----- `!tst<words a b>`: a body with spaces takes the `<...>` form.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct WordsStorage(Vec<String>);

fn words_definition() -> TypeDefinition {
    let mut def = TypeDefinition::new::<WordsStorage>("tst", "Words", Some("words"));
    def.parse = Some(|p| {
        let mut words = Vec::new();
        while let Some(w) = p.parse_optional_bare_id() {
            words.push(w);
        }
        let d = p
            .ctx()
            .type_definition_of::<WordsStorage>()
            .expect("registered");
        Ok(p.ctx().dialect_type(d, WordsStorage(words)))
    });
    def.print = Some(|p, t| {
        let w = p
            .ctx()
            .dialect_type_params::<WordsStorage>(t)
            .expect("words")
            .0
            .join(" ");
        p.write_str(" ");
        p.write_str(&w);
    });
    def
}

// ----- `#tst.num<5> : i32`: a typed attribute.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct NumStorage {
    value: i64,
    ty: Type,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct NumAttr(Attribute);

impl AttrHandle for NumAttr {
    fn classof(ctx: &Context, attr: Attribute) -> bool {
        ctx.dialect_attr_params::<NumStorage>(attr).is_some()
    }
    fn from_attr_unchecked(attr: Attribute) -> Self {
        NumAttr(attr)
    }
    fn to_attr(self) -> Attribute {
        self.0
    }
}

impl TypedAttr for NumAttr {
    fn get_type(self, ctx: &Context) -> Type {
        ctx.dialect_attr_params::<NumStorage>(self.0)
            .expect("num")
            .ty
    }
}

static NUM_TYPED: TypedAttrVtable = TypedAttrVtable {
    get_type: |a, ctx| NumAttr(a).get_type(ctx),
};

fn num_definition() -> AttrDefinition {
    let mut def = AttrDefinition::new::<NumStorage>("tst", "Num", Some("num"));
    def.parse = Some(|p, ty| {
        p.parse_punct("<")?;
        let value = p.parse_integer()?;
        p.parse_punct(">")?;
        let ty = ty.unwrap_or_else(|| p.ctx().none_type());
        let d = p
            .ctx()
            .attr_definition_of::<NumStorage>()
            .expect("registered");
        Ok(p.ctx().dialect_attr(d, NumStorage { value, ty }))
    });
    def.print = Some(|p, a| {
        let v = p
            .ctx()
            .dialect_attr_params::<NumStorage>(a)
            .expect("num")
            .value;
        p.write_str(&format!("<{v}>"));
    });
    def.add_interface::<TypedAttrVtable>(&NUM_TYPED);
    def
}

// ----- An interface of the pair type.

trait Describe {
    fn describe(&self, ctx: &Context, t: Type) -> String;
}
struct PairDescribe;
impl Describe for PairDescribe {
    fn describe(&self, ctx: &Context, t: Type) -> String {
        format!("{} elements", PairType(t).count(ctx))
    }
}

fn context() -> Context {
    let mut d = DialectDefinition::new("tst");
    d.type_alias = Some(|_, _| AliasResult::NoAlias);
    context_with(d)
}

fn context_with(d: DialectDefinition) -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    ctx.register_dialect(d);
    ctx.register_type_definition(PairType::definition());
    ctx.register_type_definition(words_definition());
    ctx.register_attr_definition(num_definition());
    unit_type(&mut ctx);
    ctx.register_dialect(DialectDefinition::new("other"));
    ctx
}

fn roundtrip(ctx: &mut Context, text: &str) -> Result<String, String> {
    let m = ir::parse_source(ctx, text, "t.mlir").map_err(|e| e.render("t.mlir", text))?;
    Ok(ir::print_operation(ctx, m, &ir::PrintOptions::default()))
}

#[test]
fn equal_parameters_are_one_handle() {
    let mut ctx = context();
    let f32t = ctx.f32();
    let a = PairType::get(&mut ctx, 3, f32t);
    let b = PairType::get(&mut ctx, 3, f32t);
    let c = PairType::get(&mut ctx, 4, f32t);
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(a.count(&ctx), 3);
    assert_eq!(ctx.type_kind(a.0), ir::TypeKind::Dialect);
    assert_eq!(ir::printer::type_to_string(&ctx, a.0), "!tst.pair<3, f32>");
    let u = unit_type(&mut ctx);
    assert_eq!(u, unit_type(&mut ctx));
    assert_eq!(ir::printer::type_to_string(&ctx, u), "!tst.unit");
}

#[test]
fn typed_handles_cast_from_opaque_handles() {
    let mut ctx = context();
    let f32t = ctx.f32();
    let t = PairType::get(&mut ctx, 2, f32t).to_type();
    assert!(t.isa::<PairType>(&ctx));
    assert_eq!(t.dyn_cast::<PairType>(&ctx).map(|p| p.count(&ctx)), Some(2));
    assert!(f32t.dyn_cast::<PairType>(&ctx).is_none());
    assert_eq!(t.cast::<PairType>(&ctx).0, t);
    let d = ctx.type_interface::<dyn Describe>(t).expect("interface");
    assert_eq!(d.describe(&ctx, t), "2 elements");
    assert!(ctx.type_interface::<dyn Describe>(f32t).is_none());
    let i32t = ctx.i32();
    let n = {
        let def = ctx.attr_definition_of::<NumStorage>().expect("num");
        ctx.dialect_attr(def, NumStorage { value: 5, ty: i32t })
    };
    assert!(n.isa::<NumAttr>(&ctx));
    assert_eq!(ir::printer::attr_to_string(&ctx, n), "#tst.num<5> : i32");
}

#[test]
#[should_panic(expected = "cast to")]
fn cast_of_another_kind_panics() {
    let ctx = context();
    let _ = ctx.f32().cast::<PairType>(&ctx);
}

#[test]
fn checked_construction_reports_the_verifier_at_the_location() {
    let mut ctx = context();
    let def = ctx.type_definition_of::<PairStorage>().expect("pair");
    let f32t = ctx.f32();
    let loc = ctx.file_line_col_loc("x.mlir", 3, 4);
    let e = ctx
        .dialect_type_checked(
            def,
            PairStorage {
                count: -1,
                element: f32t,
            },
            loc,
        )
        .expect_err("rejected");
    assert_eq!(e.message, "count must be non-negative, got -1");
    assert_eq!(e.loc, loc);
    assert!(ctx
        .dialect_type_checked(
            def,
            PairStorage {
                count: 1,
                element: f32t
            },
            loc
        )
        .is_ok());
}

#[test]
fn custom_forms_parse_and_print_in_pretty_and_angle_forms() {
    let mut ctx = context();
    let text = r#""x.op"() ({
^bb0(%a: !tst.pair<2, !tst.unit>, %b: !tst<pair<1,i32>>, %c: !tst<words a  b>):
  "x.end"() : () -> ()
}) {n = #tst.num<7> : i64, m = #tst<num<1>>, w = !tst.words} : () -> ()
"#;
    let out = roundtrip(&mut ctx, text).expect("parses");
    assert_eq!(
        out,
        r#"module {
  "x.op"() ({
  ^bb0(%arg0: !tst.pair<2, !tst.unit>, %arg1: !tst.pair<1, i32>, %arg2: !tst<words a b>):
    "x.end"() : () -> ()
  }) {m = #tst.num<1>, n = #tst.num<7> : i64, w = !tst<words >} : () -> ()
}
"#
    );
    // The printed form parses back to the same text.
    assert_eq!(roundtrip(&mut ctx, &out).expect("reparses"), out);
}

#[test]
fn dialect_aliases_are_ordered_by_depth_then_kind_then_name() {
    let mut d = DialectDefinition::new("tst");
    d.type_alias = Some(|ctx, t| {
        if t.isa::<PairType>(ctx) {
            AliasResult::OverridableAlias("pair".into())
        } else {
            AliasResult::NoAlias
        }
    });
    // Sanitized as MLIR does: a space becomes `_`, a trailing digit gets `_`.
    d.attr_alias = Some(|ctx, a| {
        if a.isa::<NumAttr>(ctx) {
            AliasResult::FinalAlias("num 1".into())
        } else {
            AliasResult::NoAlias
        }
    });
    let mut ctx = context_with(d);
    let text = r#""x.op"() ({
^bb0(%a: !tst.pair<2, !tst.pair<1, i32>>):
  "x.end"() : () -> ()
}) {a = #tst.num<7> : i64, b = [#tst.num<7> : i64]} : () -> ()
"#;
    let out = roundtrip(&mut ctx, text).expect("parses");
    assert_eq!(
        out,
        r#"!pair = !tst.pair<1, i32>
#num_1_ = #tst.num<7> : i64
!pair1 = !tst.pair<2, !pair>
module {
  "x.op"() ({
  ^bb0(%arg0: !pair1):
    "x.end"() : () -> ()
  }) {a = #num_1_, b = [#num_1_]} : () -> ()
}
"#
    );
    assert_eq!(roundtrip(&mut ctx, &out).expect("reparses"), out);
    // No aliases in the local scope.
    let m = ir::parse_source(&mut ctx, text, "t.mlir").expect("parses");
    let opts = ir::PrintOptions {
        local_scope: true,
        ..Default::default()
    };
    let local = ir::print_operation(&ctx, m, &opts);
    assert!(local.contains("!tst.pair<2, !tst.pair<1, i32>>"), "{local}");
}

#[test]
fn errors_are_mlir_opts() {
    let cases = [
        (
            "\"x.op\"() {t = !tst.nope} : () -> ()",
            "t.mlir:1:20: error: unknown  type `nope` in dialect `tst`",
        ),
        (
            "\"x.op\"() {t = !tst<\"s\">} : () -> ()",
            "t.mlir:1:20: error: expected valid keyword",
        ),
        (
            "\"x.op\"() {t = !tst.pair} : () -> ()",
            "t.mlir:1:24: error: expected '<'",
        ),
        (
            "\"x.op\"() {t = !tst.pair<-2, f32>} : () -> ()",
            "t.mlir:1:24: error: count must be non-negative, got -2",
        ),
        (
            "\"x.op\"() {t = !other.x} : () -> ()",
            "t.mlir:1:22: error: dialect 'other' provides no type parsing hook",
        ),
        (
            "\"x.op\"() {t = #other<x>} : () -> ()",
            "t.mlir:1:22: error: dialect 'other' provides no attribute parsing hook",
        ),
        (
            "\"x.op\"() {t = #tst.nope} : () -> ()",
            "t.mlir:1:20: error: unknown attribute `nope` in dialect `tst`",
        ),
    ];
    for (text, want) in cases {
        let mut ctx = context();
        let e = roundtrip(&mut ctx, text).expect_err(text);
        assert_eq!(e.lines().next(), Some(want), "{text}");
    }
}

#[test]
fn unknown_types_of_a_dialect_that_allows_them_stay_opaque() {
    let mut ctx = context();
    let mut d = DialectDefinition::new("lax");
    d.allow_unknown_types = true;
    ctx.register_dialect(d);
    let out = roundtrip(&mut ctx, "\"x.op\"() {t = !lax.thing<1>} : () -> ()").expect("parses");
    assert!(out.contains("{t = !lax.thing<1>}"), "{out}");
}
