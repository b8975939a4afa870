//! Validation of a parsed format against its op: everything bound once,
//! every type printed or inferable, `attr-dict` present, and the
//! adjacency rules of upstream's verifier.

use super::{
    contains_invalid, set_resolver, ArgRef, Element, Format, FormatParser, PResult, Resolvers,
    TypeResolution,
};
use crate::diag::{Diagnostic, Loc};
use std::rc::Rc;

impl<'a> FormatParser<'a, '_> {
    pub(super) fn verify(self, elements: Vec<Element>) -> PResult<Format> {
        let start = self.locator.loc(0);
        let op = self.op;
        if !self.has_attr_dict && !self.has_prop_dict {
            return Err(Diagnostic::error(
                start,
                "'attr-dict' directive not found in custom assembly format",
            ));
        }
        // Type resolvers from traits.
        let mut resolver: Resolvers = Vec::new();
        let mut can_infer = false;
        let set = set_resolver;
        for t in &op.traits {
            let def = self.kp.record(t.def);
            if def.is_subclass_of("AllTypesMatch") {
                let values: Vec<Rc<str>> = def
                    .get_list("values")
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|v| v.as_str().cloned())
                    .collect();
                for (i, v) in values.iter().enumerate() {
                    let Some(src) = self.find_seen_arg(v) else {
                        continue;
                    };
                    for (j, w) in values.iter().enumerate() {
                        if j != i {
                            set(&mut resolver, w.clone(), src, None);
                        }
                    }
                }
            } else if &*t.def_name == "SameTypeOperands" {
                self.same_types(&mut resolver, false);
            } else if &*t.def_name == "SameOperandsAndResultType" {
                self.same_types(&mut resolver, true);
            } else if def.is_subclass_of("TypesMatchWith") {
                let lhs = def.get_string("lhs").unwrap_or_else(|_| "".into());
                let rhs = def.get_string("rhs").unwrap_or_else(|_| "".into());
                let tr = def.get_string("transformer").ok();
                if let Some(src) = self.find_seen_arg(&lhs) {
                    set(&mut resolver, rhs, src, tr);
                }
            } else if !op.all_result_types_known() {
                if let (Ok(Some(name)), Ok(ns)) = (
                    def.get_optional_string("cppInterfaceName"),
                    def.get_string("cppNamespace"),
                ) {
                    // Upstream's interface, or the `.td` library's.
                    if &*name == "InferTypeOpInterface"
                        && (&*ns == "::mlir" || &*ns == "::ir::interfaces")
                    {
                        can_infer = true;
                    }
                }
            }
        }
        let find_resolver = |name: &str| resolver.iter().find(|e| &*e.0 == name);

        self.verify_adjacent_colon(start, &elements)?;
        self.verify_attr_dict_region(start, &elements)?;

        // Results.
        let mut result_types = vec![TypeResolution::InFormat; op.results.len()];
        let mut infers_result_types = false;
        if !self.all_result_types {
            if !op.results.is_empty() && !self.seen_result_types.iter().any(|&s| s) && can_infer {
                infers_result_types = true;
                result_types = vec![TypeResolution::Inferred; op.results.len()];
            } else {
                for (i, r) in op.results.iter().enumerate() {
                    if self.seen_result_types[i] {
                        continue;
                    }
                    if let Some((_, src, tr)) = find_resolver(&r.name) {
                        result_types[i] = TypeResolution::Resolver {
                            source: *src,
                            transformer: tr.as_deref().map(str::to_string),
                        };
                        continue;
                    }
                    match &r.constraint.builder_call {
                        Some(b) if !r.is_variable_length() => {
                            result_types[i] = TypeResolution::Builder(b.to_string());
                        }
                        _ => {
                            return Err(Diagnostic::error(
                                start,
                                format!(
                                    "type of result #{}, named '{}', is not buildable and a buildable type cannot be inferred",
                                    i, r.name
                                ),
                            )
                            .with_note(
                                start,
                                format!(
                                    "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                                    r.name
                                ),
                            ));
                        }
                    }
                }
            }
        }
        // Operands.
        let mut operand_types = vec![TypeResolution::InFormat; op.operands.len()];
        for (i, o) in op.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands[i] {
                return Err(Diagnostic::error(
                    start,
                    format!("operand #{}, named '{}', not found", i, o.name),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        o.name
                    ),
                ));
            }
            if self.all_operand_types || self.seen_operand_types[i] {
                continue;
            }
            if let Some((_, src, tr)) = find_resolver(&o.name) {
                operand_types[i] = TypeResolution::Resolver {
                    source: *src,
                    transformer: tr.as_deref().map(str::to_string),
                };
                continue;
            }
            match &o.constraint.builder_call {
                Some(b) if !(self.all_operands && o.is_variable_length()) => {
                    operand_types[i] = TypeResolution::Builder(b.to_string());
                }
                _ => {
                    return Err(Diagnostic::error(
                        start,
                        format!(
                            "type of operand #{}, named '{}', is not buildable and a buildable type cannot be inferred",
                            i, o.name
                        ),
                    )
                    .with_note(
                        start,
                        format!(
                            "suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format",
                            o.name
                        ),
                    ));
                }
            }
        }
        if !self.all_regions {
            if let Some(i) = self.seen_regions.iter().position(|&s| !s) {
                let n = &op.regions[i].name;
                return Err(Diagnostic::error(
                    start,
                    format!("region #{}, named '{}', not found", i, n),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        n
                    ),
                ));
            }
        }
        if !self.all_successors {
            if let Some(i) = self.seen_successors.iter().position(|&s| !s) {
                let n = &op.successors[i].name;
                return Err(Diagnostic::error(
                    start,
                    format!("successor #{}, named '{}', not found", i, n),
                )
                .with_note(
                    start,
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        n
                    ),
                ));
            }
        }
        self.verify_oilist_adjacency(start, &elements)?;
        let attr_value_types = op
            .attributes
            .iter()
            .map(|a| {
                let rec = self.kp.record(a.attr.value_type?);
                match rec.value("builderCall").map(|v| v.kind()) {
                    Some(crate::tablegen::InitKind::Str { s, .. }) if !s.trim().is_empty() => {
                        Some(s.trim().to_string())
                    }
                    _ => None,
                }
            })
            .collect();
        let attr_classes = op
            .attributes
            .iter()
            .map(|a| {
                dialect_class(
                    self.kp,
                    a.attr.base_attr.unwrap_or(a.attr.constraint.def),
                    "AttrDef",
                )
            })
            .collect();
        // A dense array's element type is the first word of its summary
        // (`i64 dense array attribute`), as `DenseArrayAttrBase` builds it.
        let attr_dense_arrays = op
            .attributes
            .iter()
            .map(|a| {
                // (Through wrappers: `ConfinedAttr<DefaultValuedOptionalAttr<
                // DenseI64ArrayAttr, ...>, ...>` stores a dense array too.)
                let mut rec = self.kp.record(a.attr.constraint.def);
                while !rec.is_subclass_of("DenseArrayAttrBase") {
                    rec = crate::ods::util::opt_def(self.kp, rec, "baseAttr").ok()??;
                }
                match rec.value("summary").map(|v| v.kind()) {
                    Some(crate::tablegen::InitKind::Str { s, .. }) => {
                        s.split_whitespace().next().map(str::to_string)
                    }
                    _ => None,
                }
            })
            .collect();
        let attr_symbol_names = op
            .attributes
            .iter()
            .map(|a| {
                let def = a.attr.base_attr.unwrap_or(a.attr.constraint.def);
                self.kp.record(def).name() == "SymbolNameAttr"
            })
            .collect();
        let attr_optional_tokens = op
            .attributes
            .iter()
            .map(|a| {
                let rec = self
                    .kp
                    .record(a.attr.base_attr.unwrap_or(a.attr.constraint.def));
                let name = rec.name();
                if rec.is_subclass_of("StringBasedAttr") {
                    Some('"')
                } else if rec.is_subclass_of("ArrayAttrBase")
                    || rec.is_subclass_of("DenseArrayAttrBase")
                {
                    Some('[')
                } else if name == "SymbolRefAttr" || name == "FlatSymbolRefAttr" {
                    Some('@')
                } else {
                    None
                }
            })
            .collect();
        let attr_enums = op
            .attributes
            .iter()
            .map(|a| enum_format(self.kp, a.attr.base_attr.unwrap_or(a.attr.constraint.def)))
            .collect();
        let attr_kinds = op
            .attributes
            .iter()
            .map(|a| {
                string_field(
                    self.kp,
                    a.attr.base_attr.unwrap_or(a.attr.constraint.def),
                    "mlirStorageType",
                )
            })
            .collect();
        let type_kind = |c: &crate::ods::TypeConstraint| {
            if c.is_optional || c.is_variadic {
                None
            } else {
                string_field(self.kp, c.constraint.def, "mlirClassName")
            }
        };
        let operand_type_kinds = op
            .operands
            .iter()
            .map(|o| type_kind(&o.constraint))
            .collect();
        let result_type_kinds = op
            .results
            .iter()
            .map(|r| type_kind(&r.constraint))
            .collect();
        let type_class = |c: &crate::ods::TypeConstraint| {
            if c.is_optional || c.is_variadic {
                None
            } else {
                dialect_class(self.kp, c.constraint.def, "TypeDef")
            }
        };
        let operand_type_classes = op
            .operands
            .iter()
            .map(|o| type_class(&o.constraint))
            .collect();
        let result_type_classes = op
            .results
            .iter()
            .map(|r| type_class(&r.constraint))
            .collect();
        Ok(Format {
            elements,
            operand_types,
            result_types,
            all_operands: self.all_operands,
            all_operand_types: self.all_operand_types,
            all_result_types: self.all_result_types,
            all_regions: self.all_regions,
            all_successors: self.all_successors,
            infers_result_types,
            used_attributes: self.seen_attrs,
            used_properties: self.seen_props,
            attr_value_types,
            attr_classes,
            attr_dense_arrays,
            attr_symbol_names,
            attr_optional_tokens,
            attr_enums,
            operand_type_classes,
            result_type_classes,
            attr_kinds,
            operand_type_kinds,
            result_type_kinds,
        })
    }

    fn same_types(&self, resolver: &mut Resolvers, include_results: bool) {
        let src = if let Some(i) = self.seen_operand_types.iter().position(|&s| s) {
            ArgRef::Operand(i)
        } else if let (true, Some(i)) = (
            include_results,
            self.seen_result_types.iter().position(|&s| s),
        ) {
            ArgRef::Result(i)
        } else {
            return;
        };
        for (i, o) in self.op.operands.iter().enumerate() {
            if !self.seen_operand_types[i] {
                set_resolver(resolver, o.name.clone(), src, None);
            }
        }
        if include_results {
            for (i, r) in self.op.results.iter().enumerate() {
                if !self.seen_result_types[i] {
                    set_resolver(resolver, r.name.clone(), src, None);
                }
            }
        }
    }

    fn find_seen_arg(&self, name: &str) -> Option<ArgRef> {
        let op = self.op;
        if let Some(i) = op.operands.iter().position(|o| &*o.name == name) {
            return (self.seen_operand_types[i] || self.all_operand_types)
                .then_some(ArgRef::Operand(i));
        }
        if let Some(i) = op.results.iter().position(|o| &*o.name == name) {
            return (self.seen_result_types[i] || self.all_result_types)
                .then_some(ArgRef::Result(i));
        }
        if let Some(i) = op.attributes.iter().position(|o| &*o.name == name) {
            return self.seen_attrs.contains(&i).then_some(ArgRef::Attribute(i));
        }
        None
    }

    fn is_optionally_parsed(&self, el: &Element) -> bool {
        match el {
            Element::Attribute { index, .. } => {
                let a = &self.op.attributes[*index].attr;
                a.is_optional || a.default_value.is_some()
            }
            Element::Operand(i) => self.op.operands[*i].is_variable_length(),
            Element::Successor(i) => self.op.successors[*i].is_variadic,
            Element::Region(i) => self.op.regions[*i].is_variadic,
            Element::Whitespace(_) | Element::AttrDict { .. } => true,
            _ => false,
        }
    }

    /// `Some(true)` = invalid found, `Some(false)` = closed validly, `None` = reached the end.
    fn check_range(
        &self,
        is_invalid: &dyn Fn(&Element) -> bool,
        els: &[Element],
        guard: Option<&Element>,
    ) -> Option<bool> {
        for (k, el) in els.iter().enumerate() {
            if is_invalid(el) {
                return Some(true);
            }
            if let Element::Optional(g) = el {
                if let Some(true) =
                    self.check_range(is_invalid, &g.then_elements, g.then_elements.first())
                {
                    return Some(true);
                }
                if let Some(true) = self.check_range(is_invalid, &g.else_elements, None) {
                    return Some(true);
                }
                continue;
            }
            let is_guard = k == 0 && guard.is_some();
            if !is_guard && self.is_optionally_parsed(el) {
                continue;
            }
            return Some(false);
        }
        None
    }

    /// Returns `Err(name of base)` when an invalid element follows a base.
    fn verify_adjacent<'e>(
        &self,
        is_base: &dyn Fn(&Element) -> bool,
        is_invalid: &dyn Fn(&Element) -> bool,
        els: &'e [Element],
    ) -> Result<Option<&'e Element>, (&'e Element, &'e Element)> {
        for (k, el) in els.iter().enumerate() {
            let base = if is_base(el) {
                el
            } else if let Element::Optional(g) = el {
                let t = self.verify_adjacent(is_base, is_invalid, &g.then_elements)?;
                let e = self.verify_adjacent(is_base, is_invalid, &g.else_elements)?;
                match t.or(e) {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(is_invalid, &els[k + 1..], None) {
                Some(true) => {
                    let bad = els[k + 1..]
                        .iter()
                        .find(|e| contains_invalid(e, is_invalid))
                        .unwrap_or(base);
                    return Err((base, bad));
                }
                Some(false) => {}
                None => return Ok(Some(base)),
            }
        }
        Ok(None)
    }

    fn verify_adjacent_colon(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let kp = self.kp;
        let op = self.op;
        let is_base = |e: &Element| {
            let Element::Attribute { index, qualified } = e else {
                return false;
            };
            let a = &op.attributes[*index].attr;
            let has_type_builder = a
                .value_type
                .and_then(|t| {
                    kp.record(t)
                        .get_optional_string("builderCall")
                        .ok()
                        .flatten()
                })
                .is_some_and(|b| !b.is_empty());
            // Upstream's generic storage type, or ours when the attribute
            // has no more specific return type.
            let generic = &*a.storage_type == "::mlir::Attribute"
                || (&*a.storage_type == "::ir::Attribute" && &*a.return_type == "::ir::Attribute");
            !has_type_builder && (*qualified || generic)
        };
        let is_invalid = |e: &Element| matches!(e, Element::Literal(l) if l == ":");
        match self.verify_adjacent(&is_base, &is_invalid, els) {
            Err((Element::Attribute { index, .. }, _)) => Err(Diagnostic::error(
                start,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable type",
                    op.attributes[*index].name
                ),
            )),
            _ => Ok(()),
        }
    }

    fn verify_attr_dict_region(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let is_base = |e: &Element| {
            matches!(
                e,
                Element::AttrDict {
                    with_keyword: false
                }
            )
        };
        let is_invalid = |e: &Element| matches!(e, Element::Region(_));
        match self.verify_adjacent(&is_base, &is_invalid, els) {
            Err((_, Element::Region(i))) => Err(Diagnostic::error(
                start,
                format!(
                    "format ambiguity caused by `attr-dict` directive followed by region `{}`",
                    self.op.regions[*i].name
                ),
            )
            .with_note(start, "try using `attr-dict-with-keyword` instead")),
            Err(_) => Err(Diagnostic::error(
                start,
                "format ambiguity caused by `attr-dict` directive followed by a region",
            )
            .with_note(start, "try using `attr-dict-with-keyword` instead")),
            Ok(_) => Ok(()),
        }
    }

    fn verify_oilist_adjacency(&self, start: Loc, els: &[Element]) -> PResult<()> {
        let mut prohibited: Vec<&str> = Vec::new();
        for el in els {
            match el {
                Element::OIList(clauses) => {
                    for c in clauses {
                        if prohibited.contains(&c.keyword.as_str()) {
                            return Err(Diagnostic::error(
                                start,
                                format!(
                                    "format ambiguity because {} is used in two adjacent oilist elements.",
                                    c.keyword
                                ),
                            ));
                        }
                    }
                    prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
                }
                Element::Literal(l) => {
                    if prohibited.contains(&l.as_str()) {
                        return Err(Diagnostic::error(
                            start,
                            format!(
                                "format ambiguity because {} is used both in oilist element and the adjacent literal.",
                                l
                            ),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
        Ok(())
    }
}

/// A string field of a record, trimmed, when it is set and not empty.
pub(crate) fn string_field(
    kp: &crate::tablegen::RecordKeeper,
    def: crate::tablegen::RecId,
    field: &str,
) -> Option<String> {
    match kp.record(def).value(field).map(|v| v.kind()) {
        Some(crate::tablegen::InitKind::Str { s, .. }) if !s.trim().is_empty() => {
            Some(s.trim().to_string())
        }
        _ => None,
    }
}

/// The Rust handle (`cppType`) of a dialect attribute or type kind: `def`
/// derives from `class` (`AttrDef` or `TypeDef`), or, for a type, is a
/// constraint whose `cppType` is that of a `TypeDef` with a mnemonic or a
/// dialect crate's hand-written handle (`LLVM_AnyPointer`'s
/// `::llvm::LLVMPointerType`): upstream's format prints any such type
/// through `printStrippedAttrOrType` of its class, and parses it with
/// `parseCustomTypeWithFallback`; in Rust the handle's `FieldPrinter` and
/// `FieldParser` do (a hand-written handle implements them, with its
/// upstream class's stripped form if it has one, else in full).
pub(crate) fn dialect_class(
    kp: &crate::tablegen::RecordKeeper,
    def: crate::tablegen::RecId,
    class: &str,
) -> Option<String> {
    let rec = kp.record(def);
    if !rec.is_subclass_of(class) {
        if class != "TypeDef" {
            return None;
        }
        // (A type constraint's class is its `cppClassName`.)
        let cpp = string_field(kp, def, "cppClassName")?;
        // (Builtin classes, `::mlir::IntegerType`, have no stripped form.)
        let builtin = cpp
            .strip_prefix("::mlir::")
            .is_some_and(|c| !c.contains("::"));
        if builtin || cpp.starts_with("::ir::") {
            return None;
        }
        let same_class = |r: &crate::tablegen::Record| {
            r.is_subclass_of("TypeDef")
                && matches!(r.value("cppType").map(|v| v.kind()),
                    Some(crate::tablegen::InitKind::Str { s, .. }) if s.trim() == cpp)
        };
        if let Some(typedef) = kp.defs().find(|r| same_class(r)) {
            let has_mnemonic = matches!(typedef.value("mnemonic").map(|v| v.kind()),
                Some(crate::tablegen::InitKind::Str { s, .. }) if !s.trim().is_empty());
            return has_mnemonic.then(|| rust_path(&cpp));
        }
        // (A snippet rewritten in Rust names a dialect crate's handle,
        // `::llvm::LLVMPointerType`; builtin classes are `::mlir::...`.)
        let segments: Vec<&str> = cpp.split("::").collect();
        let handwritten = segments.len() == 3
            && segments[0].is_empty()
            && segments[1] != "mlir"
            && segments[1..]
                .iter()
                .all(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        return handwritten.then_some(cpp);
    }
    match rec.value("cppType").map(|v| v.kind()) {
        Some(crate::tablegen::InitKind::Str { s, .. }) if !s.trim().is_empty() => {
            Some(rust_path(s.trim()))
        }
        _ => None,
    }
}

/// A C++ qualified name as a Rust path: a dialect's `::mlir::<dialect>::`
/// is its crate's `::<dialect>::`, and segments that are Rust keywords are
/// raw identifiers (`::mlir::async::GroupType` names `::r#async::GroupType`).
fn rust_path(cpp: &str) -> String {
    let cpp = crate::ods::util::rust_paths(std::rc::Rc::from(cpp));
    const KEYWORDS: &[&str] = &[
        "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do",
        "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in",
        "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
        "return", "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe",
        "unsized", "use", "virtual", "where", "while", "yield",
    ];
    cpp.split("::")
        .map(|seg| {
            if KEYWORDS.contains(&seg) {
                format!("r#{seg}")
            } else {
                seg.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("::")
}

/// How the enum attribute `def` formats (upstream's `canFormatEnumAttr`:
/// an `EnumAttrInfo` with an underlying type and a constant builder).
fn enum_format(
    kp: &crate::tablegen::RecordKeeper,
    def: crate::tablegen::RecId,
) -> Option<super::EnumFormat> {
    let rec = kp.record(def);
    if !rec.is_subclass_of("EnumAttrInfo") {
        return None;
    }
    // (Rust paths: a dialect's `::mlir::<dialect>::` is its crate's.)
    let text = |field: &str| match rec.value(field).map(|v| v.kind()) {
        Some(crate::tablegen::InitKind::Str { s, .. }) => {
            Some(crate::ods::util::rust_paths(std::rc::Rc::from(s.trim())).to_string())
        }
        _ => None,
    };
    let const_builder = text("constBuilderCall").filter(|s| !s.is_empty())?;
    let underlying = text("underlyingType").filter(|s| !s.is_empty())?;
    let info = crate::ods::EnumInfo::from_record(kp, rec).ok()?;
    let keyword = |s: &str| super::lex::can_format_as_keyword(s).is_ok();
    let cases: Vec<String> = info.cases.iter().map(|c| c.str.to_string()).collect();
    // Bit enums print only single-bit cases bare (others may overlap).
    let bare_case = |c: &crate::ods::EnumCase| {
        keyword(&c.str) && (!info.is_bit_enum || (c.value > 0 && c.value & (c.value - 1) == 0))
    };
    let bare = if info.cases.iter().all(bare_case) {
        None
    } else {
        Some(
            info.cases
                .iter()
                .filter(|c| bare_case(c))
                .map(|c| c.str.to_string())
                .collect(),
        )
    };
    Some(super::EnumFormat {
        rust_type: text("cppType")?,
        underlying,
        keywords: cases.iter().filter(|c| keyword(c)).cloned().collect(),
        cases,
        bare,
        const_builder,
    })
}
