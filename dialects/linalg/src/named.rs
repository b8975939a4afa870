//! The named structured ops (`linalg.fill`, `linalg.matmul`, the
//! convolutions, ...): their specification read from upstream's
//! `LinalgNamedStructuredOps.yaml` (kept verbatim in `include/`, read once
//! at run time: no YAML library in the build script), their bodies built
//! from its scalar expressions as upstream's generated `regionBuilder`s
//! do, their indexing maps and iterator types, and their custom form.

use crate::structured::{dps_split, parse_common_parts, print_common_parts, print_results};
use crate::yaml::{documents, Node};
use crate::*;
use ir::{
    Context, CustomParser, CustomPrinter, Location, NamedAttr, OpId, OperationState, ParseError,
    Type, Value,
};
use std::collections::HashMap;
use std::sync::OnceLock;

const YAML: &str = include_str!("../include/mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yaml");

/// The kind of an argument of a named op's definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A shaped input operand.
    Input,
    /// A scalar input operand.
    Scalar,
    /// An output (init) operand.
    Output,
    /// An index attribute (`strides`, `dilations`).
    IndexAttr,
    /// A `#linalg.unary_fn` attribute.
    UnaryFnAttr,
    /// A `#linalg.binary_fn` attribute.
    BinaryFnAttr,
    /// A `#linalg.ternary_fn` attribute.
    TernaryFnAttr,
    /// A `#linalg.type_fn` attribute.
    TypeFnAttr,
}

/// One argument of a named op's definition.
#[derive(Clone, Debug)]
pub struct ArgDef {
    /// Its name (an operand's or attribute's).
    pub name: String,
    /// What it is.
    pub kind: ArgKind,
    /// Its type variable (operands).
    pub type_var: Option<String>,
    /// For an index attribute: the symbols its elements bind.
    pub index_attr_map: Option<LoopMap>,
    /// For an index attribute: its value when absent.
    pub default_indices: Vec<i64>,
    /// For a function attribute: its value when absent.
    pub default_fn: Option<String>,
}

/// A scalar expression of a named op's body.
#[derive(Clone, Debug)]
pub enum ScalarExpr {
    /// The block argument of an operand.
    Arg(String),
    /// An `arith.constant` of the attribute text.
    Const(String),
    /// A `linalg.index` of the loop.
    Index(i64),
    /// A function application.
    Fn {
        /// `unary`, `binary`, `ternary` or `type`.
        kind: String,
        /// The function, when fixed.
        fn_name: Option<String>,
        /// The attribute choosing the function.
        attr_name: Option<String>,
        /// The target type of a type function.
        type_var: Option<String>,
        /// The operands.
        operands: Vec<ScalarExpr>,
    },
}

/// A named op's definition.
#[derive(Clone, Debug)]
pub struct NamedSpec {
    /// The op's mnemonic.
    pub name: String,
    /// Its arguments.
    pub args: Vec<ArgDef>,
    /// The indexing maps, symbols unbound.
    pub maps: Vec<LoopMap>,
    /// The iterator types.
    pub iterators: Vec<IteratorType>,
    /// What each output gets: (output name, expression).
    pub assignments: Vec<(String, ScalarExpr)>,
}

fn s(n: &Node, key: &str) -> Option<String> {
    n.get(key).and_then(Node::str).map(str::to_string)
}

fn expr(n: &Node) -> Result<ScalarExpr, String> {
    if let Some(a) = s(n, "scalar_arg") {
        return Ok(ScalarExpr::Arg(a));
    }
    if let Some(c) = s(n, "scalar_const") {
        return Ok(ScalarExpr::Const(c));
    }
    if let Some(i) = s(n, "scalar_index") {
        return i.parse().map(ScalarExpr::Index).map_err(|e| e.to_string());
    }
    let f = n.get("scalar_fn").ok_or("unknown scalar expression")?;
    Ok(ScalarExpr::Fn {
        kind: s(f, "kind").ok_or("scalar_fn without kind")?,
        fn_name: s(f, "fn_name"),
        attr_name: s(f, "attr_name"),
        type_var: s(f, "type_var"),
        operands: f
            .get("operands")
            .map(Node::items)
            .unwrap_or_default()
            .iter()
            .map(expr)
            .collect::<Result<_, _>>()?,
    })
}

fn spec(doc: &Node) -> Result<NamedSpec, String> {
    let name = doc
        .get("metadata")
        .and_then(|m| s(m, "name"))
        .ok_or("op without a name")?;
    let so = doc.get("structured_op").ok_or("not a structured op")?;
    let mut args = Vec::new();
    for a in so.get("args").map(Node::items).unwrap_or_default() {
        let kind = match s(a, "kind").as_deref() {
            Some("input_tensor") => ArgKind::Input,
            Some("scalar") => ArgKind::Scalar,
            Some("output_tensor") => ArgKind::Output,
            Some("index_attr") => ArgKind::IndexAttr,
            Some("unary_fn_attr") => ArgKind::UnaryFnAttr,
            Some("binary_fn_attr") => ArgKind::BinaryFnAttr,
            Some("ternary_fn_attr") => ArgKind::TernaryFnAttr,
            Some("type_fn_attr") => ArgKind::TypeFnAttr,
            k => return Err(format!("unknown argument kind {k:?}")),
        };
        args.push(ArgDef {
            name: s(a, "name").ok_or("argument without a name")?,
            kind,
            type_var: s(a, "type_var"),
            index_attr_map: s(a, "index_attr_map")
                .map(|m| LoopMap::parse(&m))
                .transpose()?,
            default_indices: a
                .get("default_indices")
                .map(Node::items)
                .unwrap_or_default()
                .iter()
                .filter_map(|i| i.str()?.parse().ok())
                .collect(),
            default_fn: s(a, "default_fn"),
        });
    }
    let maps = so
        .get("indexing_maps")
        .and_then(|m| m.get("static_indexing_maps"))
        .map(Node::items)
        .unwrap_or_default()
        .iter()
        .map(|m| LoopMap::parse(m.str().unwrap_or_default()))
        .collect::<Result<_, _>>()?;
    let iterators = so
        .get("iterator_types")
        .map(Node::items)
        .unwrap_or_default()
        .iter()
        .map(|i| {
            i.str()
                .and_then(|t| t.parse().ok())
                .ok_or_else(|| format!("bad iterator type {i:?}"))
        })
        .collect::<Result<_, _>>()?;
    let assignments = so
        .get("assignments")
        .map(Node::items)
        .unwrap_or_default()
        .iter()
        .map(|a| {
            Ok((
                s(a, "arg").ok_or("assignment without arg")?,
                expr(a.get("value").ok_or("no value")?)?,
            ))
        })
        .collect::<Result<_, String>>()?;
    Ok(NamedSpec {
        name,
        args,
        maps,
        iterators,
        assignments,
    })
}

/// Every named op's specification, by mnemonic (read once).
pub fn specs() -> &'static HashMap<String, NamedSpec> {
    static SPECS: OnceLock<HashMap<String, NamedSpec>> = OnceLock::new();
    SPECS.get_or_init(|| {
        let docs = documents(YAML).expect("the shipped YAML reads");
        docs.iter()
            .map(|d| {
                let s = spec(d).expect("the shipped YAML describes structured ops");
                (s.name.clone(), s)
            })
            .collect()
    })
}

/// The specification of a named op.
pub fn spec_of(ctx: &Context, op: OpId) -> Option<&'static NamedSpec> {
    let name = ctx.op_name_of(op);
    specs().get(name.strip_prefix("linalg.")?)
}

/// The maps of `spec` with its index attributes (as `lookup` finds them,
/// else their defaults) bound to the symbols (upstream's
/// `getSymbolBindings`); `None` for a rank-polymorphic op.
fn bound_maps(
    ctx: &Context,
    spec: &NamedSpec,
    lookup: impl Fn(&str) -> Option<ir::Attribute>,
) -> Option<Vec<LoopMap>> {
    if spec.iterators.is_empty() {
        return None;
    }
    let num_symbols = spec.maps.first().map_or(0, |m| m.num_symbols) as usize;
    let mut symbols: Vec<Option<i64>> = vec![None; num_symbols];
    for a in spec.args.iter().filter(|a| a.kind == ArgKind::IndexAttr) {
        let values: Vec<i64> = match lookup(&a.name).and_then(|v| ctx.dense_int_values(v)) {
            Some(v) => v.into_iter().map(|x| x as i64).collect(),
            None => a.default_indices.clone(),
        };
        if let Some(m) = &a.index_attr_map {
            for (r, v) in m.results.iter().zip(values) {
                if let LoopExpr::Symbol(s) = r {
                    if let Some(slot) = symbols.get_mut(*s as usize) {
                        *slot = Some(v);
                    }
                }
            }
        }
    }
    Some(spec.maps.iter().map(|m| m.bind(&symbols)).collect())
}

/// The rank of the first init of a rank-polymorphic op (its number of
/// loops).
fn polymorphic_rank(ctx: &Context, op: OpId) -> usize {
    let (_, outs) = dps_split(ctx, op);
    outs.first().map_or(0, |&v| {
        crate::verify::shape_of(ctx, ctx.value_type(v)).len()
    })
}

/// The indexing maps of a named op, its index attributes bound; for a
/// rank-polymorphic op (no iterator types in its YAML: `fill`, `copy`,
/// the elementwise ops), the identity of its init's rank for shaped
/// operands and the empty map for scalars.
pub fn indexing_maps(ctx: &Context, op: OpId) -> Vec<LoopMap> {
    let Some(spec) = spec_of(ctx, op) else {
        return Vec::new();
    };
    if !spec.iterators.is_empty() {
        // Upstream's `getIndexingMaps` returns the memoized maps when the
        // op has them.
        if let Some(list) = ctx
            .attr(op, "linalg.memoized_indexing_maps")
            .and_then(|a| ctx.as_array(a))
        {
            return list
                .iter()
                .filter_map(|&a| ctx.as_affine_map(a))
                .map(|m| LoopMap::from_ir(ctx, m))
                .collect();
        }
    }
    if let Some(maps) = bound_maps(ctx, spec, |n| ctx.attr(op, n)) {
        return maps;
    }
    let rank = polymorphic_rank(ctx, op);
    let dims = rank as u32;
    ctx.operand_types(op)
        .into_iter()
        .map(|t| {
            let shaped = !crate::verify::shape_of(ctx, t).is_empty();
            LoopMap {
                num_dims: dims,
                num_symbols: 0,
                results: if shaped {
                    (0..dims).map(LoopExpr::Dim).collect()
                } else {
                    Vec::new()
                },
            }
        })
        .collect()
}

/// The iterator types of a named op (all parallel, one per dimension of
/// the init, for a rank-polymorphic op).
pub fn iterator_types(ctx: &Context, op: OpId) -> Vec<IteratorType> {
    match spec_of(ctx, op) {
        Some(s) if s.iterators.is_empty() => {
            vec![IteratorType::Parallel; polymorphic_rank(ctx, op)]
        }
        Some(s) => s.iterators.clone(),
        None => Vec::new(),
    }
}

/// The body builder (upstream's `RegionBuilderHelper`).
struct Body<'a> {
    b: ir::OpBuilder<'a>,
    block: ir::BlockId,
    args: Vec<Value>,
    unknown: Location,
}

impl Body<'_> {
    fn create(&mut self, name: &str, loc: Location, operands: &[Value], ty: Type) -> Value {
        let op = self.b.create_simple(name, loc, operands, &[ty], &[]);
        self.b.ctx().result(op, 0)
    }

    fn loc(&mut self, v: Value) -> Location {
        self.b.ctx().value_loc(v)
    }

    fn ty(&mut self, v: Value) -> Type {
        self.b.ctx().value_type(v)
    }

    fn unary(&mut self, f: UnaryFn, arg: Value) -> Result<Value, String> {
        let t = self.ty(arg);
        if !self.b.ctx().is_float(t) {
            return Err("unsupported non numeric type".into());
        }
        let loc = self.loc(arg);
        let name = match f {
            UnaryFn::Exp => "math.exp",
            UnaryFn::Log => "math.log",
            UnaryFn::Abs => "math.absf",
            UnaryFn::Ceil => "math.ceil",
            UnaryFn::Floor => "math.floor",
            UnaryFn::Negf => "arith.negf",
            UnaryFn::Reciprocal => {
                let one = self.b.ctx().float_attr(t, 1.0);
                let c = self
                    .b
                    .create_simple("arith.constant", loc, &[], &[t], &[("value", one)]);
                let one = self.b.ctx().result(c, 0);
                return Ok(self.create("arith.divf", loc, &[one, arg], t));
            }
            UnaryFn::Round => "math.round",
            UnaryFn::Sqrt => "math.sqrt",
            UnaryFn::Rsqrt => "math.rsqrt",
            UnaryFn::Square => return Ok(self.create("arith.mulf", loc, &[arg, arg], t)),
            UnaryFn::Tanh => "math.tanh",
            UnaryFn::Erf => "math.erf",
        };
        Ok(self.create(name, loc, &[arg], t))
    }

    fn binary(&mut self, f: BinaryFn, a: Value, b: Value) -> Result<Value, String> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let ctx = self.b.ctx();
        let complex = ctx.is_complex(ta) && ctx.is_complex(tb);
        let float = ctx.is_float(ta) && ctx.is_float(tb);
        let int = ctx.is_any_integer(ta) && ctx.is_any_integer(tb);
        let boolean =
            int && ctx.int_or_float_width(ta) == Some(1) && ctx.int_or_float_width(tb) == Some(1);
        if !complex && !float && !int {
            return Err("unsupported non numeric type".into());
        }
        let pick = |c: &'static str, f: &'static str, bo: Option<&'static str>, i: &'static str| {
            if complex {
                Some(c)
            } else if float {
                Some(f)
            } else if boolean {
                bo
            } else {
                Some(i)
            }
        };
        let name = match f {
            BinaryFn::Add => pick("complex.add", "arith.addf", Some("arith.ori"), "arith.addi"),
            BinaryFn::Sub => pick("complex.sub", "arith.subf", None, "arith.subi"),
            BinaryFn::Mul => pick(
                "complex.mul",
                "arith.mulf",
                Some("arith.andi"),
                "arith.muli",
            ),
            BinaryFn::Div => pick("complex.div", "arith.divf", None, "arith.divsi"),
            BinaryFn::DivUnsigned => (int && !boolean).then_some("arith.divui"),
            BinaryFn::MaxSigned => (!complex).then_some(if float {
                "arith.maximumf"
            } else {
                "arith.maxsi"
            }),
            BinaryFn::MinSigned => (!complex).then_some(if float {
                "arith.minimumf"
            } else {
                "arith.minsi"
            }),
            BinaryFn::MaxUnsigned => (!complex).then_some(if float {
                "arith.maximumf"
            } else {
                "arith.maxui"
            }),
            BinaryFn::MinUnsigned => (!complex).then_some(if float {
                "arith.minimumf"
            } else {
                "arith.minui"
            }),
            BinaryFn::Powf => float.then_some("math.powf"),
        };
        let name = name.ok_or_else(|| format!("unsupported operation: {f} on these types"))?;
        let loc = self.loc(a);
        Ok(self.create(name, loc, &[a, b], ta))
    }

    fn cast(&mut self, to: Type, v: Value, unsigned: bool) -> Value {
        let from = self.ty(v);
        if from == to {
            return v;
        }
        let loc = self.loc(v);
        let ctx = self.b.ctx();
        let name = if ctx.is_any_integer(to) {
            if ctx.is_float(from) {
                Some(if unsigned {
                    "arith.fptoui"
                } else {
                    "arith.fptosi"
                })
            } else if ctx.is_index(from) {
                Some("arith.index_cast")
            } else if ctx.is_any_integer(from) {
                let (wt, wf) = (ctx.int_or_float_width(to), ctx.int_or_float_width(from));
                if wt > wf {
                    Some(if unsigned {
                        "arith.extui"
                    } else {
                        "arith.extsi"
                    })
                } else if wt < wf {
                    Some("arith.trunci")
                } else {
                    return v;
                }
            } else {
                None
            }
        } else if ctx.is_float(to) {
            if ctx.is_any_integer(from) {
                Some(if unsigned {
                    "arith.uitofp"
                } else {
                    "arith.sitofp"
                })
            } else if ctx.is_float(from) {
                let (wt, wf) = (ctx.int_or_float_width(to), ctx.int_or_float_width(from));
                if wt > wf {
                    Some("arith.extf")
                } else if wt < wf {
                    Some("arith.truncf")
                } else {
                    return v;
                }
            } else {
                None
            }
        } else {
            None
        };
        match name {
            Some(n) => self.create(n, loc, &[v], to),
            // Upstream warns ("could not cast operand of type ...") and
            // keeps the operand.
            None => v,
        }
    }

    fn eval(
        &mut self,
        spec: &NamedSpec,
        attrs: &[NamedAttr],
        e: &ScalarExpr,
    ) -> Result<Value, String> {
        match e {
            ScalarExpr::Arg(name) => {
                let i = arg_index(spec, name).ok_or_else(|| format!("unknown argument {name}"))?;
                Ok(self.args[i])
            }
            ScalarExpr::Const(text) => {
                let a = ir::parser::parse_attribute_str(self.b.ctx(), text, "<linalg>")
                    .map_err(|e| format!("{e:?}"))?;
                let t = self.b.ctx().attr_type(a);
                let loc = self.unknown;
                let c = self
                    .b
                    .create_simple("arith.constant", loc, &[], &[t], &[("value", a)]);
                Ok(self.b.ctx().result(c, 0))
            }
            ScalarExpr::Index(d) => {
                let loc = self.unknown;
                let index = self.b.ctx().index_type();
                let dim = self.b.ctx().i64_attr(*d);
                let op = self
                    .b
                    .create_simple("linalg.index", loc, &[], &[index], &[("dim", dim)]);
                Ok(self.b.ctx().result(op, 0))
            }
            ScalarExpr::Fn {
                kind,
                fn_name,
                attr_name,
                type_var,
                operands,
            } => {
                let chosen = self.chosen_fn(spec, attrs, fn_name.as_deref(), attr_name.as_deref());
                let target = match kind.as_str() {
                    "type" => {
                        Some(self.type_of_var(spec, type_var.as_deref().unwrap_or_default())?)
                    }
                    _ => None,
                };
                let mut vals = Vec::new();
                for o in operands {
                    vals.push(self.eval(spec, attrs, o)?);
                }
                let f = chosen.ok_or("no function")?;
                match (kind.as_str(), vals.as_slice()) {
                    ("unary", [a]) => self.unary(
                        f.parse()
                            .map_err(|_| format!("unknown unary function {f}"))?,
                        *a,
                    ),
                    ("binary", [a, b]) => self.binary(
                        f.parse()
                            .map_err(|_| format!("unknown binary function {f}"))?,
                        *a,
                        *b,
                    ),
                    ("ternary", [a, b, c]) => {
                        let t = self.ty(*b);
                        let loc = self.loc(*a);
                        Ok(self.create("arith.select", loc, &[*a, *b, *c], t))
                    }
                    ("type", [a]) => {
                        let unsigned = match f.parse::<TypeFn>() {
                            Ok(TypeFn::CastSigned) => false,
                            Ok(TypeFn::CastUnsigned) => true,
                            Err(_) => return Err(format!("unknown type function {f}")),
                        };
                        Ok(self.cast(target.ok_or("no target type")?, *a, unsigned))
                    }
                    _ => Err(format!("bad {kind} function application")),
                }
            }
        }
    }

    /// The function of an application: its own, or its attribute's value
    /// when the op's attributes hold one of the right kind, else the
    /// attribute's default.
    fn chosen_fn(
        &mut self,
        spec: &NamedSpec,
        attrs: &[NamedAttr],
        fixed: Option<&str>,
        attr: Option<&str>,
    ) -> Option<String> {
        if let Some(f) = fixed {
            return Some(f.to_string());
        }
        let name = attr?;
        let def = spec.args.iter().find(|a| a.name == name)?;
        let ctx = self.b.ctx();
        let given = attrs
            .iter()
            .find(|(n, _)| ctx.ident_str(*n) == name)
            .map(|(_, a)| *a);
        if let Some(a) = given {
            let text = match def.kind {
                ArgKind::UnaryFnAttr => UnaryFnAttr::parse_value(ctx, a).map(|v| v.to_string()),
                ArgKind::BinaryFnAttr => BinaryFnAttr::parse_value(ctx, a).map(|v| v.to_string()),
                ArgKind::TernaryFnAttr => TernaryFnAttr::parse_value(ctx, a).map(|v| v.to_string()),
                ArgKind::TypeFnAttr => TypeFnAttr::parse_value(ctx, a).map(|v| v.to_string()),
                _ => None,
            };
            if text.is_some() {
                return text;
            }
        }
        def.default_fn.clone()
    }

    fn type_of_var(&mut self, spec: &NamedSpec, var: &str) -> Result<Type, String> {
        let ctx = self.b.ctx();
        Ok(match var {
            "I32" => ctx.integer_type(32),
            "I64" => ctx.integer_type(64),
            "F32" => ctx.f32(),
            "F64" => ctx.f64(),
            _ => {
                let i = spec
                    .args
                    .iter()
                    .position(|a| {
                        matches!(a.kind, ArgKind::Input | ArgKind::Scalar | ArgKind::Output)
                            && a.type_var.as_deref() == Some(var)
                    })
                    .ok_or_else(|| format!("type variable {var} maps to no argument"))?;
                let v = self.args[i];
                self.ty(v)
            }
        })
    }
}

fn arg_index(spec: &NamedSpec, name: &str) -> Option<usize> {
    spec.args.iter().position(|a| a.name == name)
}

/// Fills `region` with the body of the named op `spec` for operands of
/// `input_types` and `output_types` (`fillStructuredOpRegion`).
pub fn fill_region(
    ctx: &mut Context,
    region: ir::RegionId,
    spec: &NamedSpec,
    input_types: &[Type],
    output_types: &[Type],
    attrs: &[NamedAttr],
) -> Result<(), String> {
    let unknown = ctx.unknown_loc();
    let args: Vec<(Type, Location)> = input_types
        .iter()
        .chain(output_types)
        .map(|&t| {
            let t = if ctx.is_memref(t) || ctx.is_ranked_tensor(t) {
                ctx.element_type(t).unwrap_or(t)
            } else {
                t
            };
            (t, unknown)
        })
        .collect();
    let mut b = ir::OpBuilder::new(ctx);
    let block = b.create_block(region, &args);
    let block_args = b.ctx().block_args(block);
    let mut body = Body {
        b,
        block,
        args: block_args,
        unknown,
    };
    let mut yields = Vec::new();
    for a in spec.args.iter().filter(|a| a.kind == ArgKind::Output) {
        let (_, e) = spec
            .assignments
            .iter()
            .find(|(n, _)| *n == a.name)
            .ok_or_else(|| format!("no assignment found for output argument {}", a.name))?;
        yields.push(body.eval(spec, attrs, e)?);
    }
    let blk = body.block;
    body.b.set_insertion_point_to_end(blk);
    body.b
        .create_simple("linalg.yield", unknown, &yields, &[], &[]);
    Ok(())
}

/// `parseNamedStructuredOp`.
pub fn parse(
    parser: &mut CustomParser<'_, '_, '_>,
    state: &mut OperationState,
) -> Result<(), ParseError> {
    let name = parser.ctx().op_name_str(state.name).to_string();
    let (ins, outs) = parse_common_parts(parser, state, true)?;
    let results = parser.parse_optional_arrow_type_list()?;
    state.add_result_types(&results);
    let Some(spec) = specs().get(name.strip_prefix("linalg.").unwrap_or(&name)) else {
        return Err(parser.error(format!("no specification for {name}")));
    };
    let num_args = spec
        .args
        .iter()
        .filter(|a| matches!(a.kind, ArgKind::Input | ArgKind::Scalar | ArgKind::Output))
        .count();
    if num_args != ins.len() + outs.len() {
        return Err(parser.error(format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {num_args} args, got {}",
            ins.len() + outs.len()
        )));
    }
    let attrs = state.attributes.clone();
    let ctx = parser.ctx();
    // Upstream memoizes the maps of an op that is not rank-polymorphic in
    // `linalg.memoized_indexing_maps` when the verifier first asks for
    // them (the generic form shows it).
    let find = |n: &str| {
        attrs
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == n)
            .map(|(_, a)| *a)
            .or_else(|| state.properties.and_then(|p| ctx.dictionary_get(p, n)))
    };
    let memoized = find("linalg.memoized_indexing_maps").is_some();
    if let Some(maps) = bound_maps(ctx, spec, find).filter(|_| !memoized) {
        let maps: Vec<ir::Attribute> = maps
            .iter()
            .map(|m| {
                let m = m.intern(ctx);
                ctx.affine_map_attr(m)
            })
            .collect();
        let arr = ctx.array_attr(&maps);
        state.add_attribute("linalg.memoized_indexing_maps", arr);
    }
    let region = ctx.create_region();
    if let Err(e) = fill_region(ctx, region, spec, &ins, &outs, &attrs) {
        return Err(parser.error(e));
    }
    state.regions.push(region);
    Ok(())
}

/// `printNamedStructuredOp`.
pub fn print(p: &mut CustomPrinter<'_, '_>, op: OpId) {
    p.print_optional_attr_dict(
        op,
        &["operandSegmentSizes", "linalg.memoized_indexing_maps"],
    );
    let ctx = p.ctx();
    let (ins, outs) = dps_split(ctx, op);
    print_common_parts(p, &ins, &outs);
    let results = ctx.result_types(op);
    print_results(p, &results);
}

/// The state of a named op `linalg.<name>` over `ins` and `outs` with its
/// body (upstream's `buildStructuredOp`): the results are the ranked
/// tensor outputs' types unless `result_types` are given.
pub fn named_op_state(
    ctx: &mut Context,
    name: &str,
    loc: Location,
    ins: &[Value],
    outs: &[Value],
    result_types: Option<&[Type]>,
) -> Result<OperationState, String> {
    let spec = specs()
        .get(name)
        .ok_or_else(|| format!("no named op {name}"))?;
    let op_name = ctx.op_name(&format!("linalg.{name}"));
    let mut state = OperationState::new(op_name, loc);
    state.add_operands(ins);
    state.add_operands(outs);
    let in_types: Vec<Type> = ins.iter().map(|&v| ctx.value_type(v)).collect();
    let out_types: Vec<Type> = outs.iter().map(|&v| ctx.value_type(v)).collect();
    match result_types {
        Some(t) => state.add_result_types(t),
        None => {
            let t: Vec<Type> = out_types
                .iter()
                .copied()
                .filter(|&t| ctx.is_ranked_tensor(t))
                .collect();
            state.add_result_types(&t);
        }
    }
    let i32t = ctx.integer_type(32);
    let sizes = ctx.dense_i_array_attr(i32t, &[ins.len() as i128, outs.len() as i128]);
    state.add_attribute("operandSegmentSizes", sizes);
    let region = ctx.create_region();
    fill_region(ctx, region, spec, &in_types, &out_types, &[])?;
    state.regions.push(region);
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_op_of_the_yaml_reads() {
        let specs = specs();
        assert_eq!(specs.len(), 87);
        let matmul = &specs["matmul"];
        assert_eq!(matmul.maps.len(), 3);
        assert_eq!(
            matmul.iterators,
            [
                IteratorType::Parallel,
                IteratorType::Parallel,
                IteratorType::Reduction
            ]
        );
        let conv = &specs["conv_1d_nwc_wcf"];
        assert!(conv
            .args
            .iter()
            .any(|a| a.kind == ArgKind::IndexAttr && a.name == "strides"));
        assert!(specs["fill"].iterators.is_empty());
    }

    #[test]
    fn bodies_are_built_from_the_scalar_expressions() {
        let mut ctx = Context::new();
        crate::register(&mut ctx);
        arith::register(&mut ctx);
        let f32t = ctx.f32();
        let i8t = ctx.integer_type(8);
        let t = ctx.ranked_tensor(&[4, 4], f32t);
        let ti = ctx.ranked_tensor(&[4, 4], i8t);
        let region = ctx.create_region();
        fill_region(&mut ctx, region, &specs()["matmul"], &[ti, ti], &[t], &[]).unwrap();
        let block = ctx.region_entry(region).unwrap();
        let names: Vec<String> = ctx
            .block_ops(block)
            .map(|op| ctx.op_name_of(op).to_string())
            .collect();
        assert_eq!(
            names,
            [
                "arith.sitofp",
                "arith.sitofp",
                "arith.mulf",
                "arith.addf",
                "linalg.yield"
            ]
        );
    }
}
