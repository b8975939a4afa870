//! Dialects, operations, types and attributes defined at run time (MLIR's
//! `ExtensibleDialect.h`: `DynamicDialect`, `DynamicOpDefinition`,
//! `DynamicTypeDefinition`, `DynamicAttrDefinition`), for a user who
//! defines a dialect without TableGen (IRDL's loader is one).
//!
//! * A dynamic dialect is a registered namespace
//!   ([`Context::register_dynamic_dialect`]).
//! * A dynamic operation ([`DynamicOpDefinition`]) is verified by closures
//!   and has no custom form: it is parsed and printed in the generic form
//!   (`"testd.op"(%0) : (i32) -> ()`).
//! * A dynamic type or attribute holds a list of attribute parameters (a
//!   type parameter is a type attribute) and is written
//!   `!dialect.name<param, ...>` / `#dialect.name<param, ...>` (no `<>`
//!   without parameters); a closure checks the parameters when it is
//!   parsed or built with the `_checked` constructors.
//!
//! ```
//! use std::rc::Rc;
//! let mut ctx = ir::Context::new();
//! ctx.register_dynamic_dialect("testd");
//! let def = ctx.register_dynamic_type("testd", "pair");
//! ctx.set_dynamic_type_verifier(def, Rc::new(|_ctx: &ir::Context, params: &[ir::Attribute]| {
//!     if params.len() == 2 { Ok(()) } else { Err(format!("expected 2 parameters, got {}", params.len())) }
//! }));
//! let mut op = ir::dynamic::DynamicOpDefinition::new("testd.make");
//! op.verify = Some(Rc::new(|ctx: &ir::Context, op: ir::OpId| {
//!     if ctx.num_results(op) == 1 { Ok(()) } else { Err(ir::Diagnostic::op_error(ctx, op, "expects one result")) }
//! }));
//! ctx.register_dynamic_op(op);
//! let src = r#""testd.make"() : () -> !testd.pair<i32, f32>"#;
//! let module = ir::parse_source(&mut ctx, src, "input.mlir").expect("parses");
//! ir::verify(&ctx, module).expect("verifies");
//! let text = ir::print_operation(&ctx, module, &ir::PrintOptions::default());
//! assert!(text.contains(r#"%0 = "testd.make"() : () -> !testd.pair<i32, f32>"#));
//! assert!(ir::parse_source(&mut ctx, "\"testd.make\"() : () -> !testd.pair<i32>", "bad.mlir").is_err());
//! ```

use std::rc::Rc;

use crate::core::attrs::{AttrData, Attribute};
use crate::core::context::{Context, OpName};
use crate::core::diag::Diagnostic;
use crate::core::dialect_defs::{AttrDefId, AttrDefinition, TypeDefId, TypeDefinition};
use crate::core::location::Location;
use crate::core::op_asm::{CustomParser, CustomPrinter, ParseError};
use crate::core::registry::{DialectDefinition, OpDefinition};
use crate::core::storage::OpId;
use crate::core::types::{Type, TypeData};

/// A verifier of a dynamic operation (its invariants, or its regions once
/// the ops nested in them are verified): the error is the diagnostic to
/// report.
pub type DynamicOpVerifyFn = Rc<dyn Fn(&Context, OpId) -> Result<(), Diagnostic>>;

/// A verifier of the parameters of a dynamic type or attribute: the error
/// is the message, reported where the type or attribute is written.
pub type DynamicParamsVerifyFn = Rc<dyn Fn(&Context, &[Attribute]) -> Result<(), String>>;

/// An operation defined at run time (upstream's `DynamicOpDefinition`):
/// its full name and its verifiers. It has no traits and no custom form.
pub struct DynamicOpDefinition {
    /// The full name (`testd.op`).
    pub name: String,
    /// Checks the op's invariants (upstream's `verifyFn`), where an ODS
    /// op's `verify` runs.
    pub verify: Option<DynamicOpVerifyFn>,
    /// Checks the op's regions after the ops nested in them
    /// (`verifyRegionFn`).
    pub verify_regions: Option<DynamicOpVerifyFn>,
}

impl DynamicOpDefinition {
    /// An operation `name` with no verifier.
    pub fn new(name: &str) -> Self {
        DynamicOpDefinition {
            name: name.to_string(),
            verify: None,
            verify_regions: None,
        }
    }
}

/// The verifiers of a dynamic operation, as its registered
/// [`OpDefinition`] keeps them.
#[derive(Clone, Default)]
pub struct DynamicOpHooks {
    /// See [`DynamicOpDefinition::verify`].
    pub verify: Option<DynamicOpVerifyFn>,
    /// See [`DynamicOpDefinition::verify_regions`].
    pub verify_regions: Option<DynamicOpVerifyFn>,
}

/// What makes a type or attribute definition dynamic: its parameters are a
/// [`DynamicParams`] and this checks them.
#[derive(Clone, Default)]
pub struct DynamicDefHooks {
    /// The parameters' verifier (none: any parameters).
    pub verify: Option<DynamicParamsVerifyFn>,
}

/// The parameters of a dynamic type or attribute (the parameter struct of
/// its definition).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DynamicParams(pub Vec<Attribute>);

impl Context {
    /// Registers the dialect `namespace` if it is not registered yet
    /// (upstream's `getOrLoadDynamicDialect`).
    pub fn register_dynamic_dialect(&mut self, namespace: &str) {
        if self.dialect(namespace).is_none() {
            let mut def = DialectDefinition::new(namespace);
            def.dynamic = true;
            self.register_dialect(def);
        }
    }

    /// Registers a dynamic operation (replacing a definition of the same
    /// name); its dialect is registered too if it is not yet.
    pub fn register_dynamic_op(&mut self, def: DynamicOpDefinition) -> OpName {
        let mut op = OpDefinition::new(&def.name);
        op.dynamic = Some(Rc::new(DynamicOpHooks {
            verify: def.verify,
            verify_regions: def.verify_regions,
        }));
        self.register_op(op)
    }

    /// Registers the dynamic type `name` of `dialect` (written
    /// `!dialect.name<...>`), with no verifier yet: a definition exists
    /// before its verifier, so that verifiers can name each other's types.
    pub fn register_dynamic_type(&mut self, dialect: &str, name: &str) -> TypeDefId {
        let mut def = TypeDefinition::new::<DynamicParams>(dialect, name, Some(name));
        def.dynamic = Some(DynamicDefHooks::default());
        self.register_type_definition(def)
    }

    /// Registers the dynamic attribute `name` of `dialect` (written
    /// `#dialect.name<...>`), with no verifier yet.
    pub fn register_dynamic_attr(&mut self, dialect: &str, name: &str) -> AttrDefId {
        let mut def = AttrDefinition::new::<DynamicParams>(dialect, name, Some(name));
        def.dynamic = Some(DynamicDefHooks::default());
        self.register_attr_definition(def)
    }

    /// Sets the parameters' verifier of the dynamic type `def` (nothing
    /// when `def` is not dynamic).
    pub fn set_dynamic_type_verifier(&mut self, def: TypeDefId, verify: DynamicParamsVerifyFn) {
        if let Some(d) = self.defs.types.get_mut(def.0).dynamic.as_mut() {
            d.verify = Some(verify);
        }
    }

    /// Sets the parameters' verifier of the dynamic attribute `def`
    /// (nothing when `def` is not dynamic).
    pub fn set_dynamic_attr_verifier(&mut self, def: AttrDefId, verify: DynamicParamsVerifyFn) {
        if let Some(d) = self.defs.attrs.get_mut(def.0).dynamic.as_mut() {
            d.verify = Some(verify);
        }
    }

    /// The dynamic type of `def` with `params`, unchecked (upstream's
    /// `DynamicType::get`).
    pub fn dynamic_type(&mut self, def: TypeDefId, params: &[Attribute]) -> Type {
        self.dialect_type(def, DynamicParams(params.to_vec()))
    }

    /// [`Context::dynamic_type`] once the definition's verifier accepts
    /// `params` (`DynamicType::getChecked`); its error is reported at `loc`.
    pub fn dynamic_type_checked(
        &mut self,
        def: TypeDefId,
        params: &[Attribute],
        loc: Location,
    ) -> Result<Type, Diagnostic> {
        self.check_dynamic_type_params(def, params)
            .map_err(|m| Diagnostic::error(loc, m))?;
        Ok(self.dynamic_type(def, params))
    }

    /// The dynamic attribute of `def` with `params`, unchecked.
    pub fn dynamic_attr(&mut self, def: AttrDefId, params: &[Attribute]) -> Attribute {
        self.dialect_attr(def, DynamicParams(params.to_vec()))
    }

    /// [`Context::dynamic_attr`] once the definition's verifier accepts
    /// `params`; its error is reported at `loc`.
    pub fn dynamic_attr_checked(
        &mut self,
        def: AttrDefId,
        params: &[Attribute],
        loc: Location,
    ) -> Result<Attribute, Diagnostic> {
        self.check_dynamic_attr_params(def, params)
            .map_err(|m| Diagnostic::error(loc, m))?;
        Ok(self.dynamic_attr(def, params))
    }

    /// Runs the verifier of the dynamic type `def` on `params`.
    pub fn check_dynamic_type_params(
        &self,
        def: TypeDefId,
        params: &[Attribute],
    ) -> Result<(), String> {
        match self
            .type_definition(def)
            .dynamic
            .as_ref()
            .and_then(|d| d.verify.clone())
        {
            Some(verify) => verify(self, params),
            None => Ok(()),
        }
    }

    /// Runs the verifier of the dynamic attribute `def` on `params`.
    pub fn check_dynamic_attr_params(
        &self,
        def: AttrDefId,
        params: &[Attribute],
    ) -> Result<(), String> {
        match self
            .attr_definition(def)
            .dynamic
            .as_ref()
            .and_then(|d| d.verify.clone())
        {
            Some(verify) => verify(self, params),
            None => Ok(()),
        }
    }

    /// The definition and parameters of a dynamic type.
    pub fn as_dynamic_type(&self, t: Type) -> Option<(TypeDefId, &[Attribute])> {
        match self.type_data(t) {
            TypeData::Dialect { def, params } => Some((*def, &params.get::<DynamicParams>()?.0)),
            _ => None,
        }
    }

    /// The definition and parameters of a dynamic attribute.
    pub fn as_dynamic_attr(&self, a: Attribute) -> Option<(AttrDefId, &[Attribute])> {
        match self.attr_data(a) {
            AttrData::Dialect { def, params } => Some((*def, &params.get::<DynamicParams>()?.0)),
            _ => None,
        }
    }

    /// The verifiers of `op` if it is a dynamic operation.
    pub fn dynamic_op_hooks(&self, op: OpId) -> Option<&Rc<DynamicOpHooks>> {
        self.op_definition(self.op_get_name(op))?.dynamic.as_ref()
    }
}

/// Prints the parameters of a dynamic type or attribute after its name:
/// `<p, ...>`, nothing without parameters (upstream's
/// `typeOrAttrPrinter`).
pub(crate) fn print_dynamic_params(p: &mut CustomPrinter<'_, '_>, params: &[Attribute]) {
    if params.is_empty() {
        return;
    }
    p.write_str("<");
    for (i, &a) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(a);
    }
    p.write_str(">");
}

/// Reads the parameters of a dynamic type or attribute after its name:
/// nothing, `<>`, or `<param, ...>` (upstream's `typeOrAttrParser`).
fn parse_dynamic_params(p: &mut CustomParser<'_, '_, '_>) -> Result<Vec<Attribute>, ParseError> {
    let mut params = Vec::new();
    if !p.parse_optional_punct("<") || p.parse_optional_punct(">") {
        return Ok(params);
    }
    params.push(p.parse_attribute()?);
    while !p.parse_optional_punct(">") {
        p.parse_punct(",")?;
        params.push(p.parse_attribute()?);
    }
    Ok(params)
}

/// Parses the dynamic type `def` after its name (its name at `at`), its
/// parameters checked by the definition's verifier.
pub(crate) fn parse_dynamic_type(
    p: &mut CustomParser<'_, '_, '_>,
    def: TypeDefId,
    at: usize,
) -> Result<Type, ParseError> {
    let params = parse_dynamic_params(p)?;
    p.ctx()
        .check_dynamic_type_params(def, &params)
        .map_err(|m| ParseError::new(at, m))?;
    Ok(p.ctx().dynamic_type(def, &params))
}

/// Parses the dynamic attribute `def` after its name (its name at `at`),
/// its parameters checked by the definition's verifier.
pub(crate) fn parse_dynamic_attr(
    p: &mut CustomParser<'_, '_, '_>,
    def: AttrDefId,
    at: usize,
) -> Result<Attribute, ParseError> {
    let params = parse_dynamic_params(p)?;
    p.ctx()
        .check_dynamic_attr_params(def, &params)
        .map_err(|m| ParseError::new(at, m))?;
    Ok(p.ctx().dynamic_attr(def, &params))
}
