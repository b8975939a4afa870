//! The top level (aliases, the implicit module, deferred location
//! aliases) and operations: their results, the generic form and custom
//! forms through the registered parse hooks.

use crate::core::context::{Context, OpName};
use crate::core::op_asm::CustomParser;
use crate::core::storage::{OpId, OperationState, Value};
use crate::core::types::TypeData;

use super::lexer::{is_id_char, lex_error};
use super::{AliasValue, BlockScope, NameKey, PResult, ParseError, Parser, PendingLoc};

impl<'s, 'c> Parser<'s, 'c> {
    pub(super) fn parse_top_level(&mut self) -> PResult<OpId> {
        let top_block = self.ctx.create_block(&[]);
        let top_region = self.ctx.create_region();
        let _ = self.ctx.append_block(top_region, top_block);
        self.block_scopes.push(BlockScope {
            region: top_region,
            blocks: Default::default(),
        });
        loop {
            let c = self.peek();
            match c {
                None => break,
                Some(b'#') => {
                    let at = self.pos;
                    self.pos += 1;
                    let name = self.parse_alias_name()?;
                    if self.attr_aliases.contains_key(name) {
                        return self
                            .err(at, format!("redefinition of attribute alias id '{name}'"));
                    }
                    if name.contains('.') {
                        return self.err(
                            at,
                            "attribute names with a '.' are reserved for dialect-defined names",
                        );
                    }
                    if self.eat("=") {
                        let v = if self.eat_keyword("loc") {
                            self.expect("(", "'(' in inline location")?;
                            let l = self.parse_location_body()?;
                            self.expect(")", "')' in inline location")?;
                            AliasValue::Loc(l)
                        } else {
                            AliasValue::Attr(self.parse_attribute()?)
                        };
                        self.attr_aliases.insert(name.to_string(), v);
                    } else {
                        return self.wrong_token("expected '=' in attribute alias definition");
                    }
                }
                Some(b'!') => {
                    let at = self.pos;
                    self.pos += 1;
                    let name = self.parse_alias_name()?;
                    if self.type_aliases.contains_key(name) {
                        return self.err(at, format!("redefinition of type alias id '{name}'"));
                    }
                    if name.contains('.') {
                        return self.err(
                            at,
                            "type names with a '.' are reserved for dialect-defined names",
                        );
                    }
                    if !self.eat("=") {
                        return self.wrong_token("expected '=' in type alias definition");
                    }
                    let t = self.parse_type()?;
                    self.type_aliases.insert(name.to_string(), t);
                }
                Some(b'{') if self.b[self.pos..].starts_with(b"{-#") => {
                    self.parse_file_metadata()?;
                }
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(top_block, op).ok();
                }
            }
        }
        self.finish_region_blocks()?;
        self.pop_scope_check()?;
        // resolve deferred location aliases
        for (target, name, at) in std::mem::take(&mut self.pending_locs) {
            let loc = match self.attr_aliases.get(&name) {
                Some(AliasValue::Loc(l)) => *l,
                Some(AliasValue::Attr(a)) => {
                    let a = crate::core::printer::attr_to_string(self.ctx, *a);
                    return self.err(at, format!("expected location, but found '{a}'"));
                }
                None => {
                    return self.err(at, "operation location alias was never defined".to_string())
                }
            };
            match target {
                PendingLoc::Op(op) => {
                    let _ = self.ctx.set_loc(op, loc);
                }
                PendingLoc::Arg(b, i) => {
                    if let Ok(bd) = self.ctx.blocks.get_mut(b) {
                        bd.args[i].loc = loc;
                    }
                }
            }
        }
        // a single top-level builtin.module is the result; otherwise wrap
        let ops: Vec<OpId> = self.ctx.block_ops(top_block).collect();
        if ops.len() == 1 && self.ctx.op_is(ops[0], "builtin.module") {
            self.ctx.detach_op(ops[0]).ok();
            let _ = self.ctx.erase_block(top_block);
            let _ = self.ctx.regions.remove(top_region);
            return Ok(ops[0]);
        }
        let file = self.file.clone();
        let loc = self.ctx.file_line_col_loc(&file, 0, 0);
        let name = self.ctx.op_name("builtin.module");
        let mut st = OperationState::new(name, loc);
        st.regions.push(top_region);
        Ok(self.ctx.create_operation(st))
    }

    pub(super) fn parse_alias_name(&mut self) -> PResult<&'s str> {
        let s = self.pos;
        let mut e = s;
        while e < self.b.len() && is_id_char(self.b[e]) {
            e += 1;
        }
        if e == s {
            return self.err(s, "expected alias identifier");
        }
        self.pos = e;
        Ok(&self.src[s..e])
    }

    pub(super) fn parse_operation(&mut self) -> PResult<OpId> {
        let base = self.result_names.len();
        let r = self.parse_operation_at(base);
        self.result_names.truncate(base);
        r
    }

    /// [`Self::parse_operation`], its result names kept in
    /// `result_names[base..]`.
    fn parse_operation_at(&mut self, base: usize) -> PResult<OpId> {
        self.skip_ws();
        let start = self.pos;
        // result list
        if self.b.get(self.pos) == Some(&b'%') {
            loop {
                if self.peek() != Some(b'%') {
                    return self.wrong_token("expected valid ssa identifier");
                }
                let (rname, rnum, roff) = self.parse_operand_raw()?;
                // (A name holds no `#`: one after it is a result number.)
                if rnum != 0 || self.b.get(roff + 1 + rname.len()) == Some(&b'#') {
                    return self.err(roff, "expected valid ssa identifier");
                }
                let mut count = 1;
                if self.eat(":") {
                    let at = self.pos;
                    count =
                        self.expect_u32("result count", "expected integer number of results")?;
                    if count == 0 {
                        return self.err(at, "expected named operation to have at least 1 result");
                    }
                }
                self.result_names.push((rname, roff, count));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=", "'=' after SSA name")?;
        }
        self.skip_ws();
        let op_loc_pos = self.pos;
        // Line and column before the body: the line cursor only moves forward.
        let (line, col) = self.fast_line_col(op_loc_pos);
        let op = match self.b.get(self.pos) {
            Some(b'"') => {
                let op = self.parse_generic_op()?;
                let l = self
                    .ctx
                    .file_line_col_loc_ident(self.file_id, line as u32, col as u32);
                let _ = self.ctx.set_loc(op, l);
                op
            }
            // (An integer type such as `i32` lexes as a type, not a name.
            // A custom op is created at its location: its hook may use it.)
            Some(c) if (c.is_ascii_alphabetic() || *c == b'_') && !self.at_int_type_token() => {
                let l = self
                    .ctx
                    .file_line_col_loc_ident(self.file_id, line as u32, col as u32);
                let bound = self.result_names[base..].iter().map(|r| r.2 as usize).sum();
                let outer = std::mem::replace(&mut self.custom_op_results, bound);
                let op = self.parse_custom_op(l);
                self.custom_op_results = outer;
                op?
            }
            _ => return self.wrong_token("expected operation name in quotes"),
        };
        self.charge_op(op, op_loc_pos)?;
        self.parse_trailing_loc(PendingLoc::Op(op))?;
        // bind results
        if self.result_names.len() > base {
            let total: u32 = self.result_names[base..].iter().map(|r| r.2).sum();
            let n = self.ctx.num_results(op) as u32;
            if n == 0 {
                return self.err(start, "cannot name an operation with no results");
            }
            if total != n {
                return self.err(
                    start,
                    format!("operation defines {n} results but was provided {total} to bind"),
                );
            }
            let mut idx = 0u32;
            for i in base..self.result_names.len() {
                let (name, off, count) = self.result_names[i];
                self.define_values(name, off, Value::Result { op, index: idx }, count)?;
                idx += count;
            }
        }
        Ok(op)
    }

    pub(super) fn parse_generic_op(&mut self) -> PResult<OpId> {
        self.skip_ws();
        let name_pos = self.pos;
        let name = self.parse_string_cow()?;
        if name.is_empty() {
            return self.err(name_pos, "empty operation name is invalid");
        }
        let op_name = self.ctx.op_name(&name);
        self.check_op_allowed(op_name, &name, name_pos)?;
        self.expect("(", "'(' to start operand list")?;
        let mut operands = std::mem::take(&mut self.scratch_operands);
        operands.clear();
        let r = self.parse_generic_op_rest(op_name, name_pos, &mut operands);
        self.scratch_operands = operands;
        r
    }

    pub(super) fn parse_generic_op_rest(
        &mut self,
        op_name: crate::core::context::OpName,
        name_pos: usize,
        operands: &mut Vec<(&'s str, u32, usize)>,
    ) -> PResult<OpId> {
        if !self.eat(")") {
            // (Like mlir-opt, an operand list that does not start with `%`
            // is an empty one missing its `)`.)
            if self.peek() == Some(b'%') {
                loop {
                    operands.push(self.parse_operand_raw()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")", "')' to end operand list")?;
        }
        let mut successors = Vec::new();
        if self.at_punct("[") {
            let non_terminator = self
                .ctx
                .op_definition(op_name)
                .is_some_and(|d| !d.has_trait(&crate::core::registry::OpTrait::IsTerminator));
            if non_terminator {
                return self.err(name_pos, "successors in non-terminator");
            }
            self.pos += 1;
            loop {
                self.skip_ws();
                let at = self.pos;
                if self.b.get(self.pos) != Some(&b'^') {
                    return self.err(at, "expected block name");
                }
                self.pos += 1;
                let bn = self.parse_suffix_id()?;
                if self.block_scopes.is_empty() {
                    return self.err(at, "branch successor not allowed here");
                }
                successors.push(self.get_block(bn, at));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("]", "',' or ']'")?;
        }
        let mut props = None;
        if self.at_punct("<") {
            self.pos += 1;
            props = Some(self.parse_attribute()?);
            self.expect(">", "'>' to close properties")?;
        }
        let mut regions = Vec::new();
        if self.at_punct("(") {
            self.pos += 1;
            loop {
                let r = self.ctx.create_region();
                regions.push(r);
                self.parse_region_into(r, &[], false)?;
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "')' to end region list")?;
        }
        let mut attrs = Vec::new();
        if self.at_punct("{") {
            attrs = self.parse_attr_dict_cached()?;
        }
        self.expect(":", "':' followed by operation type")?;
        self.skip_ws();
        let tpos = self.pos;
        let ft = self.parse_type()?;
        let mut types = std::mem::take(&mut self.scratch_types);
        types.clear();
        let num_ins = match self.ctx.type_data(ft) {
            TypeData::Function { inputs, results } => {
                types.extend_from_slice(inputs);
                types.extend_from_slice(results);
                inputs.len()
            }
            _ => {
                self.scratch_types = types;
                return self.err(tpos, "expected function type");
            }
        };
        if num_ins != operands.len() {
            self.scratch_types = types;
            return self.err(
                tpos,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    num_ins
                ),
            );
        }
        let mut vals = std::mem::take(&mut self.scratch_values);
        vals.clear();
        let mut res = Ok(());
        for (&(name, number, offset), &t) in operands.iter().zip(types.iter()) {
            match self.resolve_raw(name, number, offset, t) {
                Ok(v) => vals.push(v),
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        let r = res.and_then(|()| {
            // (Only a generic `<{...}>` may hold keys the op does not store;
            // builders and custom parsers set its own properties. Upstream
            // sets them once the op is created, reporting at its name.)
            let props = match props {
                Some(p) => match self.ctx.known_properties(op_name, p) {
                    Ok(p) => Some(p),
                    Err(message) => return self.invalid_properties(name_pos, op_name, p, &message),
                },
                None => {
                    // (Upstream checks the inherent attributes given in the
                    // dictionary before creating the op.)
                    let check = self
                        .ctx
                        .op_definition(op_name)
                        .and_then(|d| d.verify_inherent_attrs);
                    if let Some(Err(message)) = check.map(|f| f(&*self.ctx, &attrs)) {
                        return self.err(name_pos, message);
                    }
                    None
                }
            };
            let loc = self.ctx.unknown_loc();
            Ok(self.ctx.create_operation_parts(
                op_name,
                loc,
                &vals,
                &types[num_ins..],
                attrs,
                props,
                regions,
                successors,
            ))
        });
        self.scratch_types = types;
        self.scratch_values = vals;
        r
    }

    /// Upstream's error when setting an op's properties from the
    /// attribute `props` fails (`message` says why), at `at`.
    pub(super) fn invalid_properties<T>(
        &self,
        at: usize,
        op_name: crate::core::context::OpName,
        props: crate::core::attrs::Attribute,
        message: &str,
    ) -> PResult<T> {
        self.err(
            at,
            format!(
                "invalid properties {} for op {}: {message}",
                crate::core::printer::attr_to_string(&*self.ctx, props),
                self.ctx.op_name_str(op_name)
            ),
        )
    }

    pub(super) fn check_op_allowed(
        &mut self,
        n: crate::core::context::OpName,
        name: &str,
        at: usize,
    ) -> PResult<()> {
        if self.ctx.op_definition(n).is_some() {
            return Ok(());
        }
        let idx = n.0 as usize;
        if self.op_allowed_dialects != self.ctx.dialects.len() {
            self.op_allowed.clear();
            self.op_allowed_dialects = self.ctx.dialects.len();
        }
        if self.op_allowed.get(idx) == Some(&true) && self.ctx.allows_unregistered_dialects() {
            return Ok(());
        }
        let dialect = self.ctx.op_name_dialect(n).to_string();
        match self.ctx.dialect(&dialect) {
            Some(d) if d.allow_unknown_ops => Ok(()),
            None if self.ctx.allows_unregistered_dialects() => {
                if self.op_allowed.len() <= idx {
                    self.op_allowed.resize(idx + 1, false);
                }
                self.op_allowed[idx] = true;
                Ok(())
            }
            Some(_) => {
                self.err(at, format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"))
            }
            None => {
                // Reported at the token after the name, as upstream.
                self.skip_ws();
                self.err(
                self.pos,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used".to_string(),
            )
            }
        }
    }

    /// A custom-form op at `loc` (its name's place).
    pub(super) fn parse_custom_op(
        &mut self,
        loc: crate::core::location::Location,
    ) -> PResult<OpId> {
        let at = self.pos;
        let Some(name) = self.parse_bare_id() else {
            return self.err(at, "expected operation name");
        };
        let has_parser =
            |ctx: &Context, n: &OpName| ctx.op_definition(*n).is_some_and(|d| d.parse.is_some());
        // The name as written, then (undotted) in the default dialect.
        let default = self.default_dialects.last().copied().unwrap_or("");
        let dotted = name.contains('.');
        let qualified = (!dotted).then(|| format!("{default}.{name}"));
        // A dotted name means the same op wherever it is: the names met
        // are kept by their packed key (no hashing of the text).
        let key = NameKey::of(name);
        let cached = match key {
            NameKey::Short(_) if dotted => self.custom_op_names.get(&key).copied(),
            _ => None,
        };
        let n = cached.or_else(|| {
            let found = self
                .ctx
                .lookup_op_name(name)
                .filter(|n| has_parser(self.ctx, n));
            if let (Some(n), NameKey::Short(_), true) = (found, key, dotted) {
                self.custom_op_names.insert(key, n);
            }
            found.or_else(|| {
                let q = qualified.as_deref()?;
                self.ctx
                    .lookup_op_name(q)
                    .filter(|n| has_parser(self.ctx, n))
            })
        });
        let Some(n) = n else {
            // (mlir-opt's wording: a name's dialect is the part before its
            // first dot, the default dialect's for an undotted one.)
            let full = qualified.as_deref().unwrap_or(name);
            let dialect = full.split_once('.').map_or(full, |(d, _)| d);
            let tried = match &qualified {
                Some(q) => format!(" (tried '{q}' as well)"),
                None => String::new(),
            };
            let unknown_dialect = self.ctx.dialect(dialect).is_none();
            // A registered op without a custom form (ODS's default
            // `parse`).
            let registered = self
                .ctx
                .lookup_op_name(name)
                .is_some_and(|n| self.ctx.op_definition(n).is_some());
            let message = if registered {
                format!("custom op '{name}' has no custom assembly form")
            } else if unknown_dialect {
                format!("Dialect `{dialect}' not found for custom op '{name}' {tried}")
            } else {
                format!("custom op '{name}' is unknown{tried}")
            };
            // (mlir-opt has consumed the name, and so lexed the next token.)
            self.skip_ws();
            if let Some(e) = lex_error(self.b, self.pos) {
                return Err(e);
            }
            let error = ParseError::new(at, message);
            if !unknown_dialect {
                return Err(error);
            }
            let mut names: Vec<&str> = self.ctx.dialects.keys().map(String::as_str).collect();
            names.sort_unstable();
            return Err(error.with_note(
                at,
                format!(
                    "Registered dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    names.join(", ")
                ),
            ));
        };
        let parse = self
            .ctx
            .op_definition(n)
            .and_then(|d| d.parse)
            .expect("checked");
        let mut st = OperationState::new(n, loc);
        // The operand and result type lists are the parser's reused buffers
        // (copied into the operation, then handed back): no allocation per op.
        // They are cleared when taken: the generic form hands them back full.
        st.operands = std::mem::take(&mut self.scratch_values);
        st.operands.clear();
        st.result_types = std::mem::take(&mut self.scratch_types);
        st.result_types.clear();
        let default = self.ctx.op_definition(n).map_or("", |d| d.default_dialect);
        self.default_dialects.push(default);
        let outer = self.custom_op_name.replace(n);
        let parsed = parse(&mut CustomParser::with_name(self, at), &mut st);
        self.custom_op_name = outer;
        self.default_dialects.pop();
        parsed?;
        let OperationState {
            name,
            location,
            mut operands,
            mut result_types,
            mut attributes,
            properties,
            regions,
            successors,
            named_attributes,
        } = st;
        for (n, a) in &named_attributes {
            let id = self.ctx.ident(n);
            attributes.push((id, *a));
        }
        // (A custom form's `<{...}>` set as they are, after the op is
        // created, as upstream's `propertiesAttr`: an inherent attribute of
        // another kind than its property's is an error at the op's name.)
        if let Some(p) = properties {
            if let Some(message) = self.ctx.property_conversion_error(name, p) {
                return self.invalid_properties(at, name, p, &message);
            }
        }
        let attrs = self.ctx.sort_named_attrs(attributes);
        // (The attribute dictionary wins over the properties the hook set,
        // as upstream applies it last.)
        let (attrs, properties) = self
            .ctx
            .move_inherent_attrs_into(name, attrs, properties, true);
        let op = self.ctx.create_operation_parts(
            name,
            location,
            &operands,
            &result_types,
            attrs,
            properties,
            regions,
            successors,
        );
        operands.clear();
        result_types.clear();
        self.scratch_values = operands;
        self.scratch_types = result_types;
        Ok(op)
    }
}
