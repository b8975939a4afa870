//! Values as text: LLVM's `getAsString` and `getAsUnquotedString`, and the
//! structural key.

use super::{push_int, ArgInit, BinOp, Init, InitKind, TernOp, UnOp};
use std::fmt::Write;

thread_local! {
    /// Set while [`Init::key`] writes: list element types are written too.
    static KEY_MODE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Init {
    /// Prints the value like LLVM's `getAsString`.
    pub fn write(&self, out: &mut String) {
        match &self.0.kind {
            InitKind::Unset => out.push('?'),
            InitKind::Bit(b) => out.push(if *b { '1' } else { '0' }),
            InitKind::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    b.write(out);
                }
                out.push_str(" }");
            }
            InitKind::Int(v) => push_int(out, *v),
            InitKind::Str { s, code } => {
                if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            InitKind::List { elems, elem_ty } => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    e.write(out);
                }
                out.push(']');
                if KEY_MODE.with(|k| k.get()) {
                    out.push('<');
                    elem_ty.write(out);
                    out.push('>');
                }
            }
            InitKind::Def { rec, .. } => out.push_str(&rec.name),
            InitKind::Var { name, .. } => out.push_str(name),
            InitKind::VarBit { var, bit } => {
                var.write(out);
                out.push('{');
                push_int(out, *bit as i64);
                out.push('}');
            }
            InitKind::Field { rec, field, .. } => {
                rec.write(out);
                out.push('.');
                out.push_str(field);
            }
            InitKind::Dag { op, name, args } => {
                out.push('(');
                op.write(out);
                if let Some(n) = name {
                    out.push(':');
                    out.push_str(n);
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    a.write(out);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(n);
                    }
                }
                out.push(')');
            }
            InitKind::Un { op, arg, ty } => {
                match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        ty.write(out);
                        out.push('>');
                    }
                    UnOp::Not => out.push_str("!not"),
                    UnOp::Head => out.push_str("!head"),
                    UnOp::Tail => out.push_str("!tail"),
                    UnOp::Size => out.push_str("!size"),
                    UnOp::Empty => out.push_str("!empty"),
                    UnOp::GetDagOp => out.push_str("!getdagop"),
                    UnOp::Log2 => out.push_str("!logtwo"),
                    UnOp::Repr => out.push_str("!repr"),
                    UnOp::ToLower => out.push_str("!tolower"),
                    UnOp::ToUpper => out.push_str("!toupper"),
                }
                out.push('(');
                arg.write(out);
                out.push(')');
            }
            InitKind::Bin { op, lhs, rhs, ty } => {
                let name = match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        lhs.write(out);
                        out.push('[');
                        rhs.write(out);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        lhs.write(out);
                        out.push_str("...");
                        rhs.write(out);
                        return;
                    }
                    BinOp::Concat => "!con",
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::GetDagName => "!getdagname",
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        ty.write(out);
                        out.push('>');
                        ""
                    }
                };
                out.push_str(name);
                out.push('(');
                lhs.write(out);
                out.push_str(", ");
                rhs.write(out);
                out.push(')');
            }
            InitKind::Tern {
                op, lhs, mhs, rhs, ..
            } => {
                let (name, unquoted) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted {
                    lhs.write_unquoted(out);
                } else {
                    lhs.write(out);
                }
                out.push_str(", ");
                mhs.write(out);
                out.push_str(", ");
                rhs.write(out);
                out.push(')');
            }
            InitKind::Foldl {
                start,
                list,
                a,
                b,
                expr,
                ..
            } => {
                out.push_str("!foldl(");
                start.write(out);
                out.push_str(", ");
                list.write(out);
                out.push_str(", ");
                a.write_unquoted(out);
                out.push_str(", ");
                b.write_unquoted(out);
                out.push_str(", ");
                expr.write(out);
                out.push(')');
            }
            InitKind::IsA { check, expr } => {
                out.push_str("!isa<");
                check.write(out);
                out.push_str(">(");
                expr.write(out);
                out.push(')');
            }
            InitKind::Exists { check, expr } => {
                out.push_str("!exists<");
                check.write(out);
                out.push_str(">(");
                expr.write(out);
                out.push(')');
            }
            InitKind::Cond { conds, vals, .. } => {
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    c.write(out);
                    out.push_str(": ");
                    v.write(out);
                }
                out.push(')');
            }
            InitKind::VarDef { class, args, .. } => {
                out.push_str(&class.name);
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    match a {
                        ArgInit::Positional(i, v) => {
                            let _ = write!(out, "{}: ", i);
                            v.write(out);
                        }
                        ArgInit::Named(n, v) => {
                            let _ = write!(out, "\"{}\": ", n);
                            v.write(out);
                        }
                    }
                }
                out.push('>');
            }
        }
    }

    /// A string identifying the value structurally, including list element
    /// types (LLVM uniques values by structure and type).
    pub fn key(&self) -> String {
        KEY_MODE.with(|k| k.set(true));
        let mut s = String::new();
        self.write(&mut s);
        KEY_MODE.with(|k| k.set(false));
        s
    }

    /// LLVM's `getAsUnquotedString` (strings without quotes).
    pub fn write_unquoted(&self, out: &mut String) {
        match &self.0.kind {
            InitKind::Str { s, .. } => out.push_str(s),
            _ => self.write(out),
        }
    }

    /// The value as printed.
    pub fn to_str(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    /// The value as printed, strings without quotes.
    pub fn to_unquoted(&self) -> String {
        let mut s = String::new();
        self.write_unquoted(&mut s);
        s
    }
}
