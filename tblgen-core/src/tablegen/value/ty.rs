//! TableGen types: conversion and subtyping rules (LLVM's
//! `typeIsConvertibleTo`, `typeIsA`, `resolveTypes`).

use super::{push_int, RecId, RecRef};
use std::rc::Rc;

/// A TableGen type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Rc<Ty>),
    /// A record type: the set of classes (sorted by name; empty = any record).
    Rec(Rc<[RecRef]>),
}

/// Access to the class hierarchy, needed for record-type conversions.
pub trait ClassGraph {
    /// Whether `a` is `b` or derives from it.
    fn is_subclass(&self, a: RecId, b: RecId) -> bool;
    /// The direct superclasses of `a` (LLVM's order).
    fn direct_superclasses(&self, a: RecId) -> Vec<RecRef>;
}

impl Ty {
    /// `list<self>`
    pub fn list_of(self) -> Ty {
        Ty::List(Rc::new(self))
    }

    /// The element type of a list type.
    pub fn elem(&self) -> Option<&Ty> {
        match self {
            Ty::List(t) => Some(t),
            _ => None,
        }
    }

    /// Prints the type like LLVM.
    pub fn write(&self, out: &mut String) {
        match self {
            Ty::Bit => out.push_str("bit"),
            Ty::Bits(n) => {
                out.push_str("bits<");
                push_int(out, *n as i64);
                out.push('>');
            }
            Ty::Int => out.push_str("int"),
            Ty::String => out.push_str("string"),
            Ty::Dag => out.push_str("dag"),
            Ty::List(t) => {
                out.push_str("list<");
                t.write(out);
                out.push('>');
            }
            Ty::Rec(cs) => {
                if cs.len() == 1 {
                    out.push_str(&cs[0].name);
                } else {
                    out.push('{');
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&c.name);
                    }
                    out.push('}');
                }
            }
        }
    }

    /// The type as a string.
    pub fn to_str(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    fn kind(&self) -> u8 {
        match self {
            Ty::Bit => 0,
            Ty::Bits(_) => 1,
            Ty::Int => 2,
            Ty::String => 3,
            Ty::Dag => 4,
            Ty::List(_) => 5,
            Ty::Rec(_) => 6,
        }
    }

    fn rec_is_subclass_of(cs: &[RecRef], target: RecId, g: &dyn ClassGraph) -> bool {
        cs.iter()
            .any(|c| c.id == target || g.is_subclass(c.id, target))
    }

    /// LLVM's `typeIsConvertibleTo`.
    pub fn convertible_to(&self, rhs: &Ty, g: &dyn ClassGraph) -> bool {
        match (self, rhs) {
            (Ty::Bit, Ty::Bit | Ty::Int) => true,
            (Ty::Bit, Ty::Bits(n)) => *n == 1,
            (Ty::Bits(a), Ty::Bits(b)) => a == b,
            (Ty::Bits(a), Ty::Bit) => *a == 1,
            (Ty::Bits(_), Ty::Int) => true,
            (Ty::Int, Ty::Bit | Ty::Bits(_) | Ty::Int) => true,
            (Ty::List(a), Ty::List(b)) => a.convertible_to(b, g),
            (Ty::Rec(a), Ty::Rec(b)) => {
                if a == b {
                    return true;
                }
                b.iter().all(|t| Ty::rec_is_subclass_of(a, t.id, g))
            }
            _ => self.kind() == rhs.kind() && !matches!(self, Ty::List(_) | Ty::Rec(_)),
        }
    }

    /// LLVM's `typeIsA`.
    pub fn is_a(&self, rhs: &Ty, g: &dyn ClassGraph) -> bool {
        match (self, rhs) {
            (Ty::List(a), Ty::List(b)) => a.is_a(b, g),
            (Ty::Rec(_), Ty::Rec(_)) => self.convertible_to(rhs, g),
            _ => self == rhs,
        }
    }

    /// Builds a record type from classes: drops classes that are superclasses
    /// of others and sorts by name (LLVM's `RecordRecTy::get`).
    pub fn record(classes: Vec<RecRef>, _g: &dyn ClassGraph) -> Ty {
        let mut cs = classes;
        cs.sort_by(|a, b| a.name.cmp(&b.name));
        cs.dedup_by(|a, b| a.id == b.id);
        Ty::Rec(cs.into())
    }
}

/// LLVM's `resolveTypes`: the common type of two types, if any.
pub fn resolve_types(t1: &Ty, t2: &Ty, g: &dyn ClassGraph) -> Option<Ty> {
    if t1 == t2 {
        return Some(t1.clone());
    }
    if let (Ty::Rec(a), Ty::Rec(b)) = (t1, t2) {
        let mut common: Vec<RecRef> = Vec::new();
        let mut stack: Vec<RecRef> = a.to_vec();
        while let Some(r) = stack.pop() {
            if Ty::rec_is_subclass_of(b, r.id, g) {
                common.push(r);
            } else {
                stack.extend(g.direct_superclasses(r.id));
            }
        }
        // Remove classes that are superclasses of another member.
        let filtered: Vec<RecRef> = common
            .iter()
            .filter(|c| {
                !common
                    .iter()
                    .any(|d| d.id != c.id && g.is_subclass(d.id, c.id))
            })
            .cloned()
            .collect();
        return Some(Ty::record(filtered, g));
    }
    if t1.convertible_to(t2, g) {
        return Some(t2.clone());
    }
    if t2.convertible_to(t1, g) {
        return Some(t1.clone());
    }
    if let (Ty::List(a), Ty::List(b)) = (t1, t2) {
        return resolve_types(a, b, g).map(Ty::list_of);
    }
    None
}
