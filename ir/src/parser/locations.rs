//! Locations: `loc(...)` bodies (file positions, names, call sites,
//! fusions, aliases) and trailing locations of operations and block
//! arguments, including references to aliases defined later.

use crate::core::location::Location;

use super::{AliasValue, PResult, Parser, PendingLoc};

impl<'s, 'c> Parser<'s, 'c> {
    pub(super) fn parse_trailing_loc(&mut self, target: PendingLoc) -> PResult<()> {
        if !self.at_keyword("loc") {
            return Ok(());
        }
        // (`loc` is a keyword: a `(` must follow.)
        self.pos += 3;
        if !self.eat("(") {
            return self.wrong_token("expected '(' in location");
        }
        self.skip_ws();
        if self.b.get(self.pos) == Some(&b'#') {
            let at = self.pos;
            self.pos += 1;
            let name = self.parse_alias_name()?.to_string();
            if name.contains('.') {
                return self.err(
                    at,
                    format!("expected location, but found dialect attribute: '#{name}'"),
                );
            }
            match self.attr_aliases.get(&name) {
                Some(AliasValue::Loc(l)) => {
                    let l = *l;
                    self.apply_loc(target, l);
                }
                Some(AliasValue::Attr(a)) => {
                    let a = crate::core::printer::attr_to_string(self.ctx, *a);
                    return self.err(at, format!("expected location, but found '{a}'"));
                }
                None => self.pending_locs.push((target, name, at)),
            }
            self.expect(")", "')' in location")?;
            return Ok(());
        }
        let l = self.parse_location_body()?;
        self.expect(")", "')' in location")?;
        self.apply_loc(target, l);
        Ok(())
    }

    pub(super) fn apply_loc(&mut self, target: PendingLoc, l: Location) {
        match target {
            PendingLoc::Op(op) => {
                let _ = self.ctx.set_loc(op, l);
            }
            PendingLoc::Arg(b, i) => {
                if let Ok(bd) = self.ctx.blocks.get_mut(b) {
                    bd.args[i].loc = l;
                }
            }
        }
    }

    /// The inside of `loc(...)`.
    pub(super) fn parse_location_body(&mut self) -> PResult<Location> {
        self.nested(Self::parse_location_body_inner)
    }

    pub(super) fn parse_location_body_inner(&mut self) -> PResult<Location> {
        self.skip_ws();
        let at = self.pos;
        match self.b.get(self.pos) {
            Some(b'#') => {
                self.pos += 1;
                let name = self.parse_alias_name()?;
                match self.attr_aliases.get(name) {
                    Some(AliasValue::Loc(l)) => Ok(*l),
                    _ => self.err(at, format!("undefined location alias '#{name}'")),
                }
            }
            Some(b'"') => {
                let s = self.parse_string()?;
                if self.eat(":") {
                    let line =
                        self.expect_u32("line", "expected integer line number in FileLineColLoc")?;
                    self.expect(":", "':' in FileLineColLoc")?;
                    let col = self
                        .expect_u32("column", "expected integer column number in FileLineColLoc")?;
                    Ok(self.ctx.file_line_col_loc(&s, line, col))
                } else if self.eat("(") {
                    let child = self.parse_location_body()?;
                    self.expect(")", "')' after child location of NameLoc")?;
                    Ok(self.ctx.name_loc(&s, Some(child)))
                } else {
                    Ok(self.ctx.name_loc(&s, None))
                }
            }
            _ => {
                if self.eat_keyword("unknown") {
                    Ok(self.ctx.unknown_loc())
                } else if self.eat_keyword("callsite") {
                    self.expect("(", "'(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_keyword("at") {
                        let p = self.pos;
                        return self.err(p, "expected 'at' in callsite location");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect(")", "')' in callsite location")?;
                    Ok(self.ctx.call_site_loc(callee, caller))
                } else if self.eat_keyword("fused") {
                    let mut meta = None;
                    if self.eat("<") {
                        meta = Some(self.parse_attribute()?);
                        self.expect(">", "'>' after fused location metadata")?;
                    }
                    self.expect("[", "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat("]") {
                        loop {
                            locs.push(self.parse_location_body()?);
                            if !self.eat(",") {
                                break;
                            }
                        }
                        self.expect("]", "']' in fused location")?;
                    }
                    Ok(self.ctx.fused_loc(&locs, meta))
                } else {
                    self.err(at, "expected location instance")
                }
            }
        }
    }
}
