//! The Rust emitter on small `.td` snippets: what the generated text
//! contains, that its model errors are located, and (when `rustc` is
//! available, as it is wherever `cargo test` runs) that it compiles without
//! warnings against the `ir` crate in a throw-away crate.

use std::path::{Path, PathBuf};
use tblgen_core::emit::rust::{generate, generate_files, Options};
use tblgen_core::tablegen::{self, Options as TdOptions};

fn td_opts() -> TdOptions {
    TdOptions {
        include_dirs: vec![td::include_dir()],
        defines: Vec::new(),
        print_records: false,
        ..Default::default()
    }
}

/// Generates Rust for `text` (evaluated as `test.td`).
fn gen(text: &str) -> Result<String, String> {
    let text = text.to_string();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let loaded =
                tablegen::load_str("test.td", &text, &td_opts()).map_err(|d| d.render())?;
            generate(&loaded.records, &Options::default()).map_err(|d| d.render())
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

fn gen_file(path: &Path, shards: usize) -> Result<Vec<String>, String> {
    let path = path.to_path_buf();
    tablegen::with_file(&path, &td_opts(), move |loaded| {
        let loaded = loaded.map_err(|d| d.render())?;
        let opts = Options {
            shards,
            shard_file_stem: "ops".into(),
            ..Options::default()
        };
        generate_files(&loaded.records, &opts).map_err(|d| d.render())
    })
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_path_buf()
}

const PRELUDE: &str = r#"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "crate"; }
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
def T_Any : Type<CPred<"true">, "any type">;
def T_Tensor : Type<CPred<"$_ctx.is_tensor($_self)">, "tensor">;
def T_StrAttr : Attr<CPred<"$_ctx.as_string($_self).is_some()">, "string attribute"> {
  let storageType = "::ir::Attribute";
  let returnType = "&str";
  let convertFromStorage = "$_ctx.as_string($_self).unwrap_or_default()";
  let constBuilderCall = "$_builder.string_attr($0)";
}
"#;

#[test]
fn toy_port_generates_every_op() {
    let out = gen_file(&workspace().join("td/tests/inputs/toy_ops.td"), 1).expect("generates");
    let text = &out[0];
    for name in [
        "ConstantOp",
        "AddOp",
        "FuncOp",
        "GenericCallOp",
        "MulOp",
        "PrintOp",
        "ReshapeOp",
        "ReturnOp",
        "TransposeOp",
    ] {
        assert!(
            text.contains(&format!("pub struct {}(::ir::Operation);", name)),
            "{}",
            name
        );
        assert!(
            text.contains(&format!("    {}::register(ctx);", name)),
            "{}",
            name
        );
    }
    assert!(text.contains("pub const OPERATION_NAME: &'static str = \"toy.constant\";"));
    // Descriptions are rustdoc; their MLIR code blocks are not doctests.
    assert!(text.contains(
        "/// ```text\n/// %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>\n"
    ));
    assert!(!text.contains("```mlir"));
    // Custom builders: with a body, and written by hand in the hooks trait.
    assert!(text.contains("pub fn build_from_attribute("), "{}", text);
    assert!(text.contains("pub fn build_from_f64("));
    assert!(text.contains("pub trait ConstantOpHooks {"));
    assert!(
        text.contains(
            "    fn build_from_f64(\n        builder: &mut ::ir::OpBuilder<'_>,\n        state: &mut ::ir::OperationState,\n        value: f64,\n    );"
        ),
        "{}",
        text
    );
    // CArg defaults give a short form.
    assert!(text.contains("pub fn build_from_name_type("), "{}", text);
    // Variadic operands are read with segment arithmetic.
    assert!(
        text.contains("pub fn inputs(self, ctx: &::ir::Context) -> ::std::vec::Vec<::ir::Value> {")
    );
    // The verifier names the entity and the constraint summary.
    assert!(
        text.contains("operand #{} must be tensor of 64-bit float values, but got '{}'")
            || text.contains("operand #0 must be tensor of 64-bit float values, but got '{}'"),
        "{}",
        text
    );
    assert!(text.contains(
        "::ir::OpTrait::HasParent(::std::vec![::std::string::String::from(\"toy.func\")])"
    ));
}

#[test]
fn getters_setters_and_builders_of_attributes() {
    let text = gen(&format!(
        "{}{}",
        PRELUDE,
        r#"
def T_CallOp : T_Op<"call"> {
  let summary = "calls";
  let arguments = (ins T_StrAttr:$callee, OptionalAttr<T_StrAttr>:$note,
                       DefaultValuedAttr<T_StrAttr, "\"none\"">:$mode, Variadic<T_Any>:$args);
  let results = (outs Variadic<T_Any>:$outs);
}
"#
    ))
    .expect("generates");
    assert!(
        text.contains("pub fn callee(self, ctx: &::ir::Context) -> &str {"),
        "{}",
        text
    );
    assert!(text.contains("pub fn callee_attr(self, ctx: &::ir::Context) -> ::ir::Attribute {"));
    assert!(
        text.contains("pub fn note(self, ctx: &::ir::Context) -> ::core::option::Option<&str> {")
    );
    assert!(text.contains(
        "pub fn note_attr(self, ctx: &::ir::Context) -> ::core::option::Option<::ir::Attribute> {"
    ));
    assert!(text.contains("::core::option::Option::None => \"none\","));
    assert!(text.contains("pub fn set_callee("));
    assert!(text.contains("pub fn remove_note_attr("));
    assert!(text.contains("pub fn build_with_values("));
    assert!(text.contains("\"requires attribute 'callee'\""));
    assert!(text.contains("attribute 'callee' failed to satisfy constraint: string attribute"));
}

#[test]
fn same_variadic_operand_size_arithmetic() {
    let text = gen(&format!(
        "{}{}",
        PRELUDE,
        r#"
def T_PairOp : T_Op<"pair", [SameVariadicOperandSize]> {
  let arguments = (ins T_Any:$first, Variadic<T_Any>:$xs, Variadic<T_Any>:$ys);
}
def T_SegOp : T_Op<"seg", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<T_Any>:$maybe, Variadic<T_Any>:$rest);
}
"#
    ))
    .expect("generates");
    assert!(
        text.contains("const VARIABLE: [bool; 3] = [false, true, true];"),
        "{}",
        text
    );
    assert!(text.contains("let size = ctx.num_operands(self.0).saturating_sub(1) / 2;"));
    assert!(text.contains("__ods_segment_sizes(ctx, self.0, \"operandSegmentSizes\")"));
    assert!(text.contains(
        "'operandSegmentSizes' attribute for specifying operand segments must have 2 elements"
    ));
}

#[test]
fn model_errors_are_located() {
    let err = gen(&format!(
        "{}{}",
        PRELUDE,
        r#"
def T_BadOp : T_Op<"bad"> {
  let arguments = (ins T_StrAttr);
}
"#
    ))
    .expect_err("an unnamed attribute is an error");
    assert!(err.contains("test.td:"), "{}", err);
    assert!(err.contains("error: "), "{}", err);
}

#[test]
fn shards_split_the_ops() {
    let out = gen_file(&workspace().join("td/tests/inputs/toy_ops.td"), 3).expect("generates");
    assert_eq!(out.len(), 4);
    assert!(out[0].contains("include!(\"ops_shard0.rs.inc\");"));
    assert!(out[0].contains("pub fn register(ctx: &mut ::ir::Context) {"));
    let ops: usize = out[1..]
        .iter()
        .map(|t| t.matches("(::ir::Operation);").count())
        .sum();
    assert_eq!(ops, 9);
}

/// The generated layout is rustfmt's (for snippets short enough that
/// rustfmt leaves them on one line): rustfmt, which `cargo fmt` needs
/// anyway, must accept the output unchanged.
#[test]
fn output_is_rustfmt_formatted() {
    let text = gen(&format!(
        "{}{}",
        PRELUDE,
        r#"
include "mlir/IR/EnumAttr.td"
def T_CallOp : T_Op<"call", [AttrSizedOperandSegments]> {
  let summary = "calls";
  let description = [{
    Calls `callee`.

    ```mlir
    "t.call"() {callee = "f"} : () -> ()
    ```
  }];
  let arguments = (ins T_StrAttr:$callee, OptionalAttr<T_StrAttr>:$note,
                       DefaultValuedAttr<T_StrAttr, "\"none\"">:$mode,
                       Optional<T_Any>:$maybe, Variadic<T_Tensor>:$args);
  let results = (outs Variadic<T_Any>:$outs);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
  let successors = (successor AnySuccessor:$dest);
  let builders = [
    OpBuilder<(ins "&str":$callee, CArg<"usize", "0">:$extra), [{
      let attr = $_builder.string_attr(callee);
      let key = $_builder.ident("callee");
      $_state.add_attribute(key, attr);
      let _ = extra;
    }]>,
    OpBuilder<(ins "::ir::Value":$first)>
  ];
  let hasVerifier = 1;
  let hasFolder = 1;
}
def T_PairOp : T_Op<"pair", [SameVariadicOperandSize,
    PredOpTrait<"xs and ys have the same size", CPred<"$xs.len() == $ys.len()">>]> {
  let arguments = (ins T_Any:$first, Variadic<T_Any>:$xs, Variadic<T_Any>:$ys);
  let results = (outs T_Any:$res);
}
def T_Mode : I32EnumAttr<"Mode", "a mode", [
    I32EnumAttrCase<"Fast", 0, "fast">, I32EnumAttrCase<"Slow", 1, "slow">]> {
  let cppNamespace = "crate";
}
def T_Bits : I32BitEnumAttr<"Bits", "bits", [
    I32BitEnumAttrCaseNone<"None", "none">, I32BitEnumAttrCaseBit<"A", 0, "a">]> {
  let cppNamespace = "crate";
}
"#
    ))
    .expect("generates");
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("generated.rs");
    std::fs::write(&file, &text).expect("write");
    let out = std::process::Command::new("rustfmt")
        .args(["--edition", "2021", "--check"])
        .arg(&file)
        .output()
        .expect("rustfmt (from the Rust toolchain) runs");
    assert!(
        out.status.success(),
        "rustfmt would reformat the generated code:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
