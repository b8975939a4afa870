//! Anonymous instances (`Class<args>` as a value, memoized) and the checks
//! of assertions.

use super::convert::as_int;
use super::fold::fatal;
use super::{resolve, resolve_record, resolve_record_final, CurCtx, MapResolver, RecordResolver};
use crate::diag::{Diagnostic, Loc};
use crate::tablegen::record::{Record, RecordKeeper};
use crate::tablegen::value::*;
use std::rc::Rc;

/// Deepest nesting of anonymous instantiations (`A<n>` whose fields make
/// `A<n + 1>`) accepted: each level takes about 8 KiB of stack (optimised;
/// 32 KiB unoptimised).
pub const MAX_INSTANTIATION_DEPTH: u32 = 2000;

/// Instantiates `Class<args>` as an anonymous def (memoized).
pub fn instantiate(kp: &mut RecordKeeper, v: &Init) -> Init {
    let InitKind::VarDef { class, args, .. } = v.kind() else {
        return v.clone();
    };
    // Instances made with the very same arguments are found by the
    // arguments' identities, without walking them; others by structure.
    let pkey = vardef_ptr_key(class, args);
    if let Some((u, id)) = kp.vardef_ptr_cache.get(&pkey) {
        if same_vardef_ptrs(u, class, args) {
            return kp.def_init(*id);
        }
    }
    let key = v.structural_hash();
    if let Some(made) = kp.vardef_cache.get(&key) {
        if let Some(&(_, id)) = made.iter().find(|(u, _)| u.same(v)) {
            kp.vardef_ptr_cache.insert(pkey, (v.clone(), id));
            return kp.def_init(id);
        }
    }
    if kp.instantiation_depth > MAX_INSTANTIATION_DEPTH {
        fatal(
            kp,
            None,
            format!(
                "anonymous record instantiation nests too deeply: {}",
                v.key()
            ),
        );
        return v.clone();
    }
    kp.instantiation_depth += 1;
    // The class is read in place; its template arguments become the
    // resolver's names (defaults first) instead of fields.
    let cls = kp.record(class.id);
    let loc = cls.loc();
    let targs = cls.targs().to_vec();
    let mut values = Vec::with_capacity(cls.values.len() - targs.len().min(cls.values.len()));
    let mut defaults = Vec::with_capacity(targs.len());
    for t in &targs {
        let d = match cls.field_index_rc(t) {
            Some(i) => cls.values[i].value.clone(),
            None => Init::unset(),
        };
        defaults.push(d);
    }
    // A class's template arguments are exactly its fields of that kind
    // (inherited template arguments are not copied into records).
    values.extend(
        cls.values
            .iter()
            .filter(|f| f.kind != crate::tablegen::record::FieldKind::TemplateArg)
            .cloned(),
    );
    // (The template arguments stay behind: they are the resolver's names.)
    let extra = cls.extra.as_ref().and_then(|x| {
        (!x.assertions.is_empty() || !x.dumps.is_empty()).then(|| {
            Box::new(crate::tablegen::record::RecordExtra {
                targs: Vec::new(),
                assertions: x.assertions.clone(),
                dumps: x.dumps.clone(),
            })
        })
    });
    let name = kp.new_anon_name();
    let id = kp.alloc_id();
    let mut rec = Record::new(
        Init::string(name),
        loc,
        crate::tablegen::record::RecKind::AnonDef,
    );
    rec.id = id;
    rec.values = values;
    rec.extra = extra;
    let mut r = MapResolver::with_capacity(Some(CurCtx::of(kp, &rec)), targs.len() + args.len());
    for (t, dv) in targs.iter().zip(defaults) {
        r.set(t.clone(), dv);
    }
    for a in args {
        match a {
            ArgInit::Positional(i, val) => {
                if let Some(t) = targs.get(*i) {
                    r.set(t.clone(), val.clone());
                }
            }
            ArgInit::Named(n, val) => r.set(n.clone(), val.clone()),
        }
    }
    resolve_record(kp, &mut rec, &mut r);
    let supers = &kp.record(class.id).supers;
    rec.supers.reserve(supers.len() + 1);
    rec.supers.extend(supers.iter().cloned());
    rec.supers.push(class.clone());
    resolve_record_final(kp, &mut rec, None);
    let nm: Rc<str> = rec.name.as_str().cloned().unwrap_or_else(|| Rc::from(""));
    let assertions = rec.assertions().to_vec();
    kp.store(rec);
    kp.defs.insert(nm, id);
    kp.final_record(id);
    kp.vardef_cache
        .entry(key)
        .or_default()
        .push((v.clone(), id));
    kp.vardef_ptr_cache.insert(pkey, (v.clone(), id));
    check_assertions(kp, id, &assertions);
    kp.instantiation_depth -= 1;
    kp.def_init(id)
}

/// A hash of an anonymous instance's class and of its arguments' slots
/// and identities (see [`same_vardef_ptrs`]).
fn vardef_ptr_key(class: &RecRef, args: &[ArgInit]) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::tablegen::fxhash::FxHasher::default();
    h.write_u32(class.id.0);
    for a in args {
        match a {
            ArgInit::Positional(i, x) => {
                h.write_usize(*i);
                h.write_usize(x.addr());
            }
            ArgInit::Named(n, x) => {
                h.write(n.as_bytes());
                h.write_usize(x.addr());
            }
        }
    }
    h.finish()
}

/// Whether the anonymous instance `u` has class `class` and the very
/// same argument values (by identity) in the same slots as `args`: then
/// it is [`Init::same`] as `Class<args>`.
fn same_vardef_ptrs(u: &Init, class: &RecRef, args: &[ArgInit]) -> bool {
    let InitKind::VarDef {
        class: uc,
        args: ua,
        ..
    } = u.kind()
    else {
        return false;
    };
    uc.id == class.id
        && ua.len() == args.len()
        && ua.iter().zip(args).all(|(p, q)| match (p, q) {
            (ArgInit::Positional(i, x), ArgInit::Positional(j, y)) => i == j && x.ptr_eq(y),
            (ArgInit::Named(m, x), ArgInit::Named(n, y)) => m == n && x.ptr_eq(y),
            _ => false,
        })
}

/// Checks a stored record's assertions (final resolution against it).
pub fn check_assertions(
    kp: &mut RecordKeeper,
    id: RecId,
    assertions: &[crate::tablegen::record::Assertion],
) {
    if assertions.is_empty() {
        return;
    }
    let rec = kp.record(id).clone();
    let mut cache = vec![None; rec.values.len()];
    let mut stack = Vec::new();
    for a in assertions {
        let cur = CurCtx::of(kp, &rec);
        let mut rr = RecordResolver {
            rec: &rec,
            cache: &mut cache,
            stack: &mut stack,
            cur: &cur,
            new_name: None,
        };
        let c = resolve(kp, &a.cond, &mut rr);
        let m = resolve(kp, &a.msg, &mut rr);
        check_assert(kp, a.loc, &c, &m);
    }
}

/// LLVM's `CheckAssert`: a failed assertion is an error that does not stop
/// the run (`kp.errors`).
pub fn check_assert(kp: &mut RecordKeeper, loc: Loc, cond: &Init, msg: &Init) {
    match as_int(cond) {
        Some(0) => {
            // An error the run goes on after (LLVM's `PrintError`), its
            // message an unlocated note.
            let m = if msg.as_str().is_some() {
                msg.to_unquoted()
            } else {
                "(assert message is not a string)".to_string()
            };
            let mut d = Diagnostic::error(loc, "assertion failed");
            d.notes.push(Diagnostic {
                severity: crate::diag::Severity::Note,
                loc: None,
                message: m,
                notes: Vec::new(),
            });
            kp.errors.push(d);
        }
        Some(_) => {}
        None => kp.errors.push(Diagnostic::error(
            loc,
            "assert condition must of type bit, bits, or int.",
        )),
    }
}
