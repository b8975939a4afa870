//! Structural equality of values and its hash (LLVM compares uniqued
//! inits by pointer).

use super::init::kind_tag;
use super::{ArgInit, Init, InitKind};
use std::hash::Hasher;

impl Init {
    /// A hash of the value's structure, consistent with
    /// [`Init::same`] (equal values hash equally).
    pub fn structural_hash(&self) -> u64 {
        let mut h = crate::tablegen::fxhash::FxHasher::default();
        self.hash_into(&mut h);
        h.finish()
    }

    fn hash_into(&self, h: &mut crate::tablegen::fxhash::FxHasher) {
        use InitKind::*;
        let k = self.kind();
        h.write_u8(kind_tag(k));
        match k {
            Unset => {}
            Bit(b) => h.write_u8(*b as u8),
            Int(v) => h.write_u64(*v as u64),
            Str { s, code } => {
                h.write_u8(*code as u8);
                h.write(s.as_bytes());
            }
            Bits(xs) | List { elems: xs, .. } => {
                h.write_usize(xs.len());
                for x in xs {
                    x.hash_into(h);
                }
            }
            Def { rec, .. } => h.write_u32(rec.id.0),
            Var { name, .. } => h.write(name.as_bytes()),
            VarBit { var, bit } => {
                h.write_u32(*bit);
                var.hash_into(h);
            }
            Field { rec, field, .. } => {
                h.write(field.as_bytes());
                rec.hash_into(h);
            }
            Dag { op, args, .. } => {
                op.hash_into(h);
                h.write_usize(args.len());
                for (a, _) in args {
                    a.hash_into(h);
                }
            }
            Un { arg, .. } => arg.hash_into(h),
            Bin { lhs, rhs, .. } => {
                lhs.hash_into(h);
                rhs.hash_into(h);
            }
            Tern { lhs, mhs, rhs, .. } => {
                lhs.hash_into(h);
                mhs.hash_into(h);
                rhs.hash_into(h);
            }
            IsA { expr, .. } | Exists { expr, .. } => expr.hash_into(h),
            Foldl { .. } | Cond { .. } => {}
            VarDef { class, args, .. } => {
                h.write_u32(class.id.0);
                h.write_usize(args.len());
                for a in args {
                    match a {
                        ArgInit::Positional(i, _) => h.write_usize(*i),
                        ArgInit::Named(n, _) => h.write(n.as_bytes()),
                    }
                    a.value().hash_into(h);
                }
            }
        }
    }

    /// Structural equality (LLVM's pointer equality of uniqued inits).
    pub fn same(&self, o: &Init) -> bool {
        if self.ptr_eq(o) {
            return true;
        }
        use InitKind::*;
        match (&self.0.kind, &o.0.kind) {
            (Unset, Unset) => true,
            (Bit(a), Bit(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Str { s: a, code: c }, Str { s: b, code: d }) => a == b && c == d,
            (Bits(a), Bits(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y)),
            (
                List {
                    elems: a,
                    elem_ty: t,
                },
                List {
                    elems: b,
                    elem_ty: u,
                },
            ) => t == u && a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y)),
            (Def { rec: a, .. }, Def { rec: b, .. }) => a.id == b.id,
            (Var { name: a, ty: t }, Var { name: b, ty: u }) => a == b && t == u,
            (VarBit { var: a, bit: i }, VarBit { var: b, bit: j }) => i == j && a.same(b),
            (
                Field {
                    rec: a, field: f, ..
                },
                Field {
                    rec: b, field: g, ..
                },
            ) => f == g && a.same(b),
            (
                Dag {
                    op: a,
                    name: n,
                    args: x,
                },
                Dag {
                    op: b,
                    name: m,
                    args: y,
                },
            ) => {
                n == m
                    && a.same(b)
                    && x.len() == y.len()
                    && x.iter().zip(y).all(|((p, q), (r, s))| q == s && p.same(r))
            }
            (
                Un {
                    op: a,
                    arg: x,
                    ty: t,
                },
                Un {
                    op: b,
                    arg: y,
                    ty: u,
                },
            ) => a == b && t == u && x.same(y),
            (
                Bin {
                    op: a,
                    lhs: l1,
                    rhs: r1,
                    ty: t,
                },
                Bin {
                    op: b,
                    lhs: l2,
                    rhs: r2,
                    ty: u,
                },
            ) => a == b && t == u && l1.same(l2) && r1.same(r2),
            (
                Tern {
                    op: a,
                    lhs: l1,
                    mhs: m1,
                    rhs: r1,
                    ty: t,
                },
                Tern {
                    op: b,
                    lhs: l2,
                    mhs: m2,
                    rhs: r2,
                    ty: u,
                },
            ) => a == b && t == u && l1.same(l2) && m1.same(m2) && r1.same(r2),
            (IsA { check: a, expr: x }, IsA { check: b, expr: y }) => a == b && x.same(y),
            (Exists { check: a, expr: x }, Exists { check: b, expr: y }) => a == b && x.same(y),
            (
                VarDef {
                    class: a, args: x, ..
                },
                VarDef {
                    class: b, args: y, ..
                },
            ) => {
                a.id == b.id
                    && x.len() == y.len()
                    && x.iter().zip(y).all(|(p, q)| {
                        let same_slot = match (p, q) {
                            (ArgInit::Positional(i, _), ArgInit::Positional(j, _)) => i == j,
                            (ArgInit::Named(m, _), ArgInit::Named(n, _)) => m == n,
                            _ => false,
                        };
                        same_slot && p.value().same(q.value())
                    })
            }
            (
                Cond {
                    conds: c1,
                    vals: v1,
                    ty: t,
                },
                Cond {
                    conds: c2,
                    vals: v2,
                    ty: u,
                },
            ) => {
                t == u
                    && c1.len() == c2.len()
                    && v1.len() == v2.len()
                    && c1.iter().zip(c2).all(|(x, y)| x.same(y))
                    && v1.iter().zip(v2).all(|(x, y)| x.same(y))
            }
            (
                Foldl {
                    start: s1,
                    list: l1,
                    a: a1,
                    b: b1,
                    expr: e1,
                    ty: t,
                },
                Foldl {
                    start: s2,
                    list: l2,
                    a: a2,
                    b: b2,
                    expr: e2,
                    ty: u,
                },
            ) => t == u && s1.same(s2) && l1.same(l2) && a1.same(a2) && b1.same(b2) && e1.same(e2),
            _ => false,
        }
    }
}
