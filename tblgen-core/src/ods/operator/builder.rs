//! Custom builders of an op (upstream `Builder`): `OpBuilder<(ins ...)>`
//! parameters, defaults and bodies.

use crate::diag::{Diagnostic, Loc};
use crate::ods::util::{dag_args, dag_operator_name, err, init_def, non_empty, opt_str};
use crate::tablegen::{InitKind, RecId, Record, RecordKeeper};
use std::rc::Rc;

/// One parameter of a custom builder.
#[derive(Clone, Debug)]
pub struct BuilderParam {
    /// The name, when given.
    pub name: Option<Rc<str>>,
    /// The type (a string, or a `CArg`'s `type`).
    pub ty: Rc<str>,
    /// A `CArg`'s default value, when non-empty.
    pub default_value: Option<Rc<str>>,
}

/// A custom `OpBuilder<(ins ...), body>`.
#[derive(Clone, Debug)]
pub struct Builder {
    /// The builder's def.
    pub def: RecId,
    /// Parameters after the implicit builder and state.
    pub params: Vec<BuilderParam>,
    /// The body, when non-empty (else the dialect author writes the function).
    pub body: Option<Rc<str>>,
    /// `CppDeprecated` reason (`DeprecatedOpBuilder`), when set.
    pub deprecated: Option<Rc<str>>,
    /// `returnType` of an attribute or type builder, when non-empty.
    pub return_type: Option<Rc<str>>,
    /// Where the builder's def is.
    pub loc: Loc,
}

impl Builder {
    /// Reads the builder def `rec` of the op at `op_loc` (upstream `Builder::Builder`).
    pub fn from_record(
        kp: &RecordKeeper,
        rec: &Record,
        op_loc: Loc,
    ) -> Result<Builder, Diagnostic> {
        let dag = rec.get_dag("dagParams")?;
        if dag_operator_name(&dag).as_deref() != Some("ins") {
            return Err(err(rec, "expected 'ins' in builders"));
        }
        let mut params = Vec::new();
        let mut seen_default = false;
        for (v, name) in dag_args(&dag) {
            let (ty, default_value) = match v.kind() {
                InitKind::Str { s, .. } => (s.clone(), None),
                InitKind::Def { .. } => {
                    let carg = init_def(kp, v).ok_or_else(|| err(rec, "bad builder argument"))?;
                    let ty = match carg.value("type").map(|t| t.kind()) {
                        Some(InitKind::Str { s, .. }) => s.clone(),
                        _ => {
                            return Err(err(
                                rec,
                                "Builder DAG arguments must be either strings or defs which inherit from CArg",
                            ))
                        }
                    };
                    (ty, non_empty(carg, "defaultValue")?)
                }
                _ => return Err(err(
                    rec,
                    "Builder DAG arguments must be either strings or defs which inherit from CArg",
                )),
            };
            if default_value.is_some() {
                seen_default = true;
            } else if seen_default {
                return Err(Diagnostic::error(
                    op_loc,
                    "expected an argument with default value after other arguments with default values",
                ));
            }
            params.push(BuilderParam {
                name: name.clone(),
                ty,
                default_value,
            });
        }
        Ok(Builder {
            def: rec.id,
            params,
            body: non_empty(rec, "body")?,
            deprecated: opt_str(rec, "odsCppDeprecated")?,
            return_type: opt_str(rec, "returnType")?.filter(|s| !s.trim().is_empty()),
            loc: op_loc,
        })
    }
}
