//! `--print-records`: the text `llvm-tblgen --print-records` prints.

use super::record::{FieldKind, Record, RecordKeeper, RecordVal};

fn print_val(v: &RecordVal, out: &mut String, sem: bool) {
    if v.kind == FieldKind::NonconcreteOk {
        out.push_str("field ");
    }
    v.write_type(out);
    out.push(' ');
    out.push_str(&v.name);
    out.push_str(" = ");
    v.value.write(out);
    if sem {
        out.push_str(";\n");
    }
}

/// Prints one record (without the leading `class `/`def `).
pub fn print_record(_kp: &RecordKeeper, r: &Record, out: &mut String) {
    r.name.write_unquoted(out);
    if !r.targs().is_empty() {
        out.push('<');
        for (i, t) in r.targs().iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            if let Some(v) = r.field(t) {
                print_val(v, out, false);
            }
        }
        out.push('>');
    }
    out.push_str(" {");
    if !r.supers.is_empty() {
        out.push_str("\t//");
        for s in &r.supers {
            out.push(' ');
            out.push_str(&s.name);
        }
    }
    out.push('\n');
    for pass in 0..2 {
        for v in &r.values {
            if v.kind == FieldKind::TemplateArg {
                continue;
            }
            if (v.kind == FieldKind::NonconcreteOk) == (pass == 0) {
                out.push_str("  ");
                print_val(v, out, true);
            }
        }
    }
    out.push_str("}\n");
}

/// Passes the `--print-records` text to `emit`, piece by piece: the
/// headers, then each class, then each def, sorted by name. Records
/// rendered while loading are passed as they are.
fn for_each_piece(kp: &RecordKeeper, mut emit: impl FnMut(&str)) {
    let mut buf = String::new();
    let mut record = |kw: &str, r: &Record, emit: &mut dyn FnMut(&str)| {
        emit(kw);
        match kp.rendered(r.id) {
            Some(text) => emit(text),
            None => {
                buf.clear();
                print_record(kp, r, &mut buf);
                emit(&buf);
            }
        }
    };
    emit("------------- Classes -----------------\n");
    for c in kp.classes() {
        record("class ", c, &mut emit);
    }
    emit("------------- Defs -----------------\n");
    for d in kp.defs() {
        record("def ", d, &mut emit);
    }
}

/// Prints all classes, then all defs, each sorted by name.
pub fn print_records(kp: &RecordKeeper) -> String {
    // Sized up front, generously (a field takes about 50 bytes, but some
    // far more), so that the text is not copied as it grows: capacity that
    // is never written costs nothing (its pages are never touched), while
    // each growth copies everything written so far into fresh pages.
    let fields: usize = kp
        .classes()
        .chain(kp.defs())
        .map(|r| r.values.len() + 1)
        .sum();
    let mut out = String::with_capacity(4096 + fields * 128);
    for_each_piece(kp, |piece| out.push_str(piece));
    out
}

/// Writes what [`print_records`] returns to `w`, without building the
/// whole text first (it can be megabytes, all of it copied once more).
pub fn write_records(kp: &RecordKeeper, w: &mut impl std::io::Write) -> std::io::Result<()> {
    use std::io::Write;
    let mut w = std::io::BufWriter::with_capacity(1 << 16, w);
    let mut res = Ok(());
    for_each_piece(kp, |piece| {
        if res.is_ok() {
            res = w.write_all(piece.as_bytes());
        }
    });
    res?;
    w.flush()
}
