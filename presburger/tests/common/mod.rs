//! A reader for the constraint syntax of upstream's unit tests
//! (`(x, y)[s] : (2 * x - y >= 0, x + s == 0)`), linear terms only.

#![allow(dead_code)]

use presburger::{Int, IntegerPolyhedron, PresburgerSpace};

/// Reads a set; panics on text the tests do not use (test input only).
pub fn parse(text: &str) -> IntegerPolyhedron {
    let (vars, body) = text.split_once(':').expect("a ':'");
    let (dims, syms) = match vars.split_once('[') {
        Some((d, s)) => (d, s.trim().trim_end_matches(']')),
        None => (vars, ""),
    };
    let names = |s: &str| -> Vec<String> {
        s.trim()
            .trim_start_matches('(')
            .trim_end_matches(')')
            .split(',')
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty())
            .collect()
    };
    let dims = names(dims);
    let syms = names(syms);
    let all: Vec<String> = dims.iter().chain(&syms).cloned().collect();
    let mut set = IntegerPolyhedron::universe(PresburgerSpace::set(dims.len(), syms.len(), 0));
    let body = body.trim().trim_start_matches('(').trim_end_matches(')');
    for constraint in body.split(',') {
        let constraint = constraint.trim();
        if constraint.is_empty() {
            continue;
        }
        let (expr, is_eq) = if let Some(e) = constraint.strip_suffix("== 0") {
            (e, true)
        } else {
            (
                constraint.strip_suffix(">= 0").expect(">= 0 or == 0"),
                false,
            )
        };
        let row = linear(expr, &all);
        if is_eq {
            set.add_equality(&row);
        } else {
            set.add_inequality(&row);
        }
    }
    set
}

/// The coefficients of a linear expression over `names`, constant last.
fn linear(expr: &str, names: &[String]) -> Vec<Int> {
    let mut row = vec![Int::from(0); names.len() + 1];
    let spaced = expr.replace('-', " + -").replace('+', " + ");
    for term in spaced.split(" + ") {
        let term: String = term.chars().filter(|c| !c.is_whitespace()).collect();
        if term.is_empty() {
            continue;
        }
        let (neg, term) = match term.strip_prefix('-') {
            Some(t) => (true, t.to_string()),
            None => (false, term),
        };
        let (coeff, var) = match term.split_once('*') {
            Some((c, v)) => (
                c.parse::<i64>().expect("a coefficient"),
                Some(v.to_string()),
            ),
            None => match term.parse::<i64>() {
                Ok(c) => (c, None),
                Err(_) => (1, Some(term)),
            },
        };
        let coeff = if neg { -coeff } else { coeff };
        let col = match var {
            Some(v) => names
                .iter()
                .position(|n| *n == v)
                .expect("a known variable"),
            None => names.len(),
        };
        row[col] += coeff;
    }
    row
}

/// A row of `Int`s.
pub fn ints(values: &[i64]) -> Vec<Int> {
    values.iter().map(|&v| Int::from(v)).collect()
}
