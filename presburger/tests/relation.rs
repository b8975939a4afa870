//! Cases of upstream's `mlir/unittests/Analysis/Presburger/
//! IntegerPolyhedronTest.cpp` and `IntegerRelationTest.cpp` (as data).

mod common;

use common::{ints, parse};
use presburger::{BoundType, Int, IntegerPolyhedron, LocalRepr, PresburgerSpace, VarKind};

#[test]
fn remove_inequality_and_equality() {
    let mut set = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 0));
    for i in 0..5 {
        set.add_inequality(&ints(&[i, i]));
        set.add_equality(&ints(&[i, i]));
    }
    set.remove_inequality_range(0, 0);
    assert_eq!(set.num_inequalities(), 5);
    set.remove_inequality_range(1, 3);
    assert_eq!(set.num_inequalities(), 3);
    assert_eq!(set.inequality(0), ints(&[0, 0]));
    assert_eq!(set.inequality(1), ints(&[3, 3]));
    assert_eq!(set.inequality(2), ints(&[4, 4]));
    set.remove_inequality(1);
    assert_eq!(set.num_inequalities(), 2);
    assert_eq!(set.inequality(1), ints(&[4, 4]));
    set.remove_equality_range(1, 3);
    set.remove_equality(1);
    assert_eq!(set.num_equalities(), 2);
    assert_eq!(set.equality(0), ints(&[0, 0]));
    assert_eq!(set.equality(1), ints(&[4, 4]));
}

#[test]
fn clear_constraints() {
    let mut set = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 0));
    set.add_inequality(&ints(&[1, 0]));
    set.clear_constraints();
    assert_eq!(set.num_constraints(), 0);
    set.add_inequality(&ints(&[1, 0]));
    assert_eq!(set.inequality(0), ints(&[1, 0]));
}

#[test]
fn remove_id_range() {
    let mut set = IntegerPolyhedron::universe(PresburgerSpace::set(3, 2, 1));
    set.add_inequality(&ints(&[10, 11, 12, 20, 21, 30, 40]));
    set.remove_var_range_of(VarKind::Symbol, 1, 2);
    assert_eq!(set.inequality(0), ints(&[10, 11, 12, 20, 30, 40]));
    set.remove_var_range_of(VarKind::SET_DIM, 0, 2);
    assert_eq!(set.inequality(0), ints(&[12, 20, 30, 40]));
    set.remove_var_range_of(VarKind::Local, 1, 1);
    assert_eq!(set.inequality(0), ints(&[12, 20, 30, 40]));
    set.remove_var_range_of(VarKind::Local, 0, 1);
    assert_eq!(set.inequality(0), ints(&[12, 20, 40]));
    assert_eq!(*set.space(), PresburgerSpace::set(1, 1, 0));
}

#[test]
fn add_constant_bounds() {
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(2, 0, 0));
    poly.add_bound(BoundType::Ub, 0, &Int::from(1));
    assert_eq!(poly.inequality(0), ints(&[-1, 0, 1]));
    poly.add_bound_expr(BoundType::Ub, &ints(&[1, 2, 3]), &Int::from(1));
    assert_eq!(poly.inequality(1), ints(&[-1, -2, -2]));
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(2, 0, 0));
    poly.add_bound(BoundType::Lb, 0, &Int::from(1));
    assert_eq!(poly.inequality(0), ints(&[1, 0, -1]));
    poly.add_bound_expr(BoundType::Lb, &ints(&[1, 2, 3]), &Int::from(1));
    assert_eq!(poly.inequality(1), ints(&[1, 2, 2]));
}

#[test]
fn remove_redundant_constraints() {
    let mut poly = parse("(x) : (x - 2 >= 0, -x + 2 >= 0, x - 2 == 0)");
    poly.remove_redundant_constraints();
    assert_eq!((poly.num_inequalities(), poly.num_equalities()), (0, 1));

    let mut poly2 = parse("(x,y) : (x - 3 >= 0, y - 2 >= 0, x - y == 0)");
    poly2.remove_redundant_constraints();
    assert_eq!(poly2.num_inequalities(), 1);
    assert_eq!(poly2.inequality(0), ints(&[1, 0, -3]));
    assert_eq!(poly2.num_equalities(), 1);

    let mut poly3 = parse("(x,y,z) : (x - y == 0, x - z == 0, y - z == 0)");
    poly3.remove_redundant_constraints();
    assert_eq!((poly3.num_inequalities(), poly3.num_equalities()), (0, 2));

    let mut poly4 = parse(
        "(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q) : (b - 1 >= 0, -b + 500 >= 0, \
         -16 * d + f >= 0, f - 1 >= 0, -f + 998 >= 0, 16 * d - f + 15 >= 0, -16 * e + g >= 0, \
         g - 1 >= 0, -g + 998 >= 0, 16 * e - g + 15 >= 0, h >= 0, -h + 1 >= 0, j - 1 >= 0, \
         -j + 500 >= 0, -f + 16 * l + 15 >= 0, f - 16 * l >= 0, -16 * m + o >= 0, o - 1 >= 0, \
         -o + 998 >= 0, 16 * m - o + 15 >= 0, p >= 0, -p + 1 >= 0, -g - h + 8 * q + 8 >= 0, \
         -o - p + 8 * q + 8 >= 0, o + p - 8 * q - 1 >= 0, g + h - 8 * q - 1 >= 0, -f + n >= 0, \
         f - n >= 0, k - 10 >= 0, -k + 10 >= 0, i - 13 >= 0, -i + 13 >= 0, c - 10 >= 0, \
         -c + 10 >= 0, a - 13 >= 0, -a + 13 >= 0)",
    );
    let counts = (poly4.num_inequalities(), poly4.num_equalities());
    poly4.remove_redundant_inequalities();
    assert_eq!((poly4.num_inequalities(), poly4.num_equalities()), counts);
    poly4.remove_redundant_constraints();
    assert_eq!((poly4.num_inequalities(), poly4.num_equalities()), counts);

    let mut poly5 = parse("(x,y) : (128 * x + 127 >= 0, -x + 7 >= 0, -128 * x + y >= 0, y >= 0)");
    poly5.remove_redundant_constraints();
    assert_eq!(poly5.num_inequalities(), 3);
    for i in 0..3 {
        assert_ne!(poly5.inequality(i), ints(&[0, 1, 0]));
    }
}

/// The expected division of each local: (dividend, divisor), divisor 0 for none.
fn check_divisions(poly: &IntegerPolyhedron, expected: &[(&[i64], i64)]) {
    let divs = poly.local_reprs();
    assert_eq!(divs.len(), expected.len());
    for (div, (dividend, divisor)) in divs.iter().zip(expected) {
        match div {
            Some(d) => {
                assert_eq!(d.divisor, Int::from(*divisor));
                assert_eq!(d.dividend, ints(dividend));
            }
            None => assert_eq!(*divisor, 0),
        }
    }
}

/// Makes the set's dimensions `[from, to)` locals (upstream's `convertToLocal`
/// on trailing dimensions).
fn trailing_dims_to_locals(poly: &IntegerPolyhedron, from: usize) -> IntegerPolyhedron {
    let dims = poly.num_vars_of(VarKind::SET_DIM);
    let mut out = IntegerPolyhedron::universe(PresburgerSpace::set(from, 0, dims - from));
    out.append(poly);
    out
}

#[test]
fn compute_local_repr_simple() {
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 0));
    poly.add_local_floor_div(&ints(&[1, 4]), &Int::from(10));
    poly.add_local_floor_div(&ints(&[1, 0, 100]), &Int::from(10));
    check_divisions(&poly, &[(&[1, 0, 0, 4], 10), (&[1, 0, 0, 100], 10)]);
}

#[test]
fn compute_local_repr_constant_floor_div() {
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(4, 0, 0));
    poly.add_inequality(&ints(&[1, 0, 3, 1, 2]));
    poly.add_inequality(&ints(&[1, 2, -8, 1, 10]));
    poly.add_equality(&ints(&[1, 2, -4, 1, 10]));
    poly.add_local_floor_div(&ints(&[0, 0, 0, 0, 100]), &Int::from(30));
    poly.add_local_floor_div(&ints(&[0, 0, 0, 0, 0, 206]), &Int::from(101));
    check_divisions(
        &poly,
        &[(&[0, 0, 0, 0, 0, 0, 3], 1), (&[0, 0, 0, 0, 0, 0, 2], 1)],
    );
}

#[test]
fn compute_local_repr_recursive() {
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(4, 0, 0));
    poly.add_inequality(&ints(&[1, 0, 3, 1, 2]));
    poly.add_inequality(&ints(&[1, 2, -8, 1, 10]));
    poly.add_equality(&ints(&[1, 2, -4, 1, 10]));
    poly.add_local_floor_div(&ints(&[0, -2, 7, 2, 10]), &Int::from(3));
    poly.add_local_floor_div(&ints(&[3, 0, 9, 2, 2, 10]), &Int::from(5));
    poly.add_local_floor_div(&ints(&[0, 1, -123, 2, 0, -4, 10]), &Int::from(3));
    poly.add_inequality(&ints(&[1, 2, -2, 1, -5, 0, 6, 100]));
    poly.add_inequality(&ints(&[1, 2, -8, 1, 3, 7, 0, -9]));
    check_divisions(
        &poly,
        &[
            (&[0, -2, 7, 2, 0, 0, 0, 10], 3),
            (&[3, 0, 9, 2, 2, 0, 0, 10], 5),
            (&[0, 1, -123, 2, 0, -4, 0, 10], 3),
        ],
    );
}

#[test]
fn compute_local_repr_tight_upper_bound() {
    // (i) : (i mod 3 - 1 >= 0), with q = i floordiv 3: i - 3q - 1 >= 0.
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 0));
    poly.add_local_floor_div(&ints(&[1, 0]), &Int::from(3));
    poly.add_inequality(&ints(&[1, -3, -1]));
    poly.remove_redundant_constraints();
    check_divisions(&poly, &[(&[1, 0, 0], 3)]);

    let poly = parse("(i, j, q) : (4*q - i - j + 2 >= 0, -4*q + i + j >= 0)");
    check_divisions(&trailing_dims_to_locals(&poly, 2), &[(&[1, 1, 0, 1], 4)]);
}

#[test]
fn compute_local_repr_from_equality() {
    for (text, dividend, divisor) in [
        ("(i, j, q) : (-4*q + i + j == 0)", [1, 1, 0, 0], 4),
        ("(i, j, q) : (4*q - i - j == 0)", [1, 1, 0, 0], 4),
        ("(i, j, q) : (3*q + i + j - 2 == 0)", [-1, -1, 0, 2], 3),
    ] {
        let poly = trailing_dims_to_locals(&parse(text), 2);
        check_divisions(&poly, &[(&dividend, divisor)]);
        assert_eq!(
            poly.local_reprs()[0].as_ref().map(|d| d.repr),
            Some(LocalRepr::Equality(0))
        );
    }
}

#[test]
fn compute_local_repr_from_equality_and_inequality() {
    let poly = parse("(i, j, q, k) : (-3*k + i + j == 0, 4*q - i - j + 2 >= 0, -4*q + i + j >= 0)");
    check_divisions(
        &trailing_dims_to_locals(&poly, 2),
        &[(&[1, 1, 0, 0, 1], 4), (&[1, 1, 0, 0, 0], 3)],
    );
}

#[test]
fn compute_local_repr_no_repr() {
    let poly = parse("(x, q) : (x - 3 * q >= 0, -x + 3 * q + 3 >= 0)");
    check_divisions(&trailing_dims_to_locals(&poly, 1), &[(&[0, 0, 0], 0)]);
}

#[test]
fn compute_local_repr_neg_const_normalize() {
    let poly = parse("(x, q) : (-1 - 3*x - 6 * q >= 0, 6 + 3*x + 6*q >= 0)");
    check_divisions(&trailing_dims_to_locals(&poly, 1), &[(&[-1, 0, -1], 2)]);
}

#[test]
fn simplify_locals() {
    let mut poly = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 1));
    poly.add_equality(&ints(&[2, 1, -1]));
    poly.add_equality(&ints(&[0, 1, -2]));
    assert!(poly.is_empty());

    let mut poly2 = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 3));
    poly2.add_equality(&ints(&[3, 1, 0, 0, -1]));
    poly2.add_equality(&ints(&[0, 2, -1, 0, 0]));
    poly2.add_equality(&ints(&[0, 3, 0, -1, 0]));
    poly2.add_equality(&ints(&[0, 0, 1, -1, 0]));
    assert!(poly2.is_empty());

    let mut poly3 = IntegerPolyhedron::universe(PresburgerSpace::set(1, 0, 1));
    poly3.add_inequality(&ints(&[1, -1, -1]));
    poly3.add_inequality(&ints(&[0, 1, 1]));
    poly3.add_equality(&ints(&[2, 1, 0]));
    assert!(poly3.is_empty());
}

#[test]
fn is_empty_is_sound_where_upstream_says_it_cannot_decide() {
    // Integer empty, but `isEmpty` (FM with GCD tests) does not see it.
    let set = parse("(x,y) : (x >= 0, -x + 10 >= 0, y >= 0, -y + 10 >= 0, 3 * x + 7 * y - 1 == 0)");
    assert!(!set.is_empty());
    // Rationally empty.
    assert!(parse("(x) : (x - 1 >= 0, -x >= 0)").is_empty());
    assert!(
        parse("(x,y,z) : (-x + 10 >= 0, -y + 10 >= 0, z - 11 >= 0, x + 2 * y - 3 * z == 0)")
            .is_empty()
    );
    // Gaussian elimination drops the integrality of 4q = 7 - r: upstream's
    // `isEmpty` answers "not empty" too.
    assert!(!parse("(q,r) : (4 * q + r - 7 == 0, r == 0)").is_empty());
    assert!(!parse("(x)[s] : (x + s >= 0, x - s == 0)").is_empty());
}

#[test]
fn gcd_tightening_and_trivial_redundancy() {
    let mut set = parse("(i, j) : (64 * i - 100 >= 0, 2 * j + 3 >= 0, 5 >= 0, i - 1 >= 0, i - 2 >= 0, 64 * i - 100 >= 0)");
    set.remove_trivial_redundancy();
    // 64i - 100 >= 0 tightens to i - 2 >= 0 (kept at its place), 2j + 3 >= 0
    // to j + 1 >= 0; `5 >= 0`, `i - 1 >= 0` and the duplicates go.
    assert_eq!(set.num_inequalities(), 2);
    assert_eq!(set.inequality(0), ints(&[1, 0, -2]));
    assert_eq!(set.inequality(1), ints(&[0, 1, 1]));
}

#[test]
fn rational_emptiness_and_optimum() {
    use presburger::{Direction, Fraction, Optimum, Simplex};
    // GCD tightening makes 1/3 <= x <= 2/3 integer empty.
    assert!(parse("(x) : (3 * x - 1 >= 0, -3 * x + 2 >= 0)").is_empty());
    assert!(!parse("(x) : (3 * x - 1 >= 0, -3 * x + 2 >= 0)").is_rationally_empty());
    assert!(parse("(x, y) : (x - y - 1 >= 0, y - x >= 0)").is_rationally_empty());
    let set = parse("(x, y) : (x >= 0, y >= 0, -x - y + 7 >= 0)");
    let simplex = Simplex::new(&set);
    match simplex.compute_optimum(Direction::Up, &ints(&[2, 3, 1])) {
        Optimum::Bounded(v, _) => assert_eq!(v, Fraction::from_integer(Int::from(22))),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        simplex.compute_optimum(Direction::Down, &ints(&[-1, 0, 0])),
        simplex.compute_optimum(Direction::Down, &ints(&[-1, 0, 0]))
    );
    let open = parse("(x) : (x >= 0)");
    assert_eq!(
        Simplex::new(&open).compute_optimum(Direction::Up, &ints(&[1, 0])),
        Optimum::Unbounded
    );
}

#[test]
fn fourier_motzkin_projection() {
    // j >= 0, j <= i + 1, i >= 0, i <= N + 1; eliminating i gives
    // j >= 0, N + 1 >= 0, j - 1 <= N + 1.
    let mut set = parse("(i, j)[N] : (j >= 0, i - j + 1 >= 0, i >= 0, -i + N + 1 >= 0)");
    set.project_out(0, 1);
    assert_eq!(set.num_vars(), 2);
    let mut rows: Vec<Vec<Int>> = (0..set.num_inequalities())
        .map(|i| set.inequality(i).to_vec())
        .collect();
    rows.sort();
    let mut expected = vec![ints(&[1, 0, 0]), ints(&[0, 1, 1]), ints(&[-1, 1, 2])];
    expected.sort();
    assert_eq!(rows, expected);
}

#[test]
fn constant_bounds() {
    let set = parse("(x, y)[N] : (x - 2 >= 0, -x + 9 >= 0, y - x >= 0, -y + 12 >= 0, N - 3 == 0)");
    assert_eq!(set.get_constant_bound(BoundType::Lb, 0), Some(Int::from(2)));
    assert_eq!(set.get_constant_bound(BoundType::Ub, 0), Some(Int::from(9)));
    assert_eq!(set.get_constant_bound(BoundType::Lb, 1), Some(Int::from(2)));
    assert_eq!(
        set.get_constant_bound(BoundType::Ub, 1),
        Some(Int::from(12))
    );
    assert_eq!(set.get_constant_bound(BoundType::Eq, 0), None);
    assert_eq!(set.get_constant_bound(BoundType::Eq, 2), Some(Int::from(3)));
    // 3x >= 1 and 3x <= 5: x in [1, 1].
    let set = parse("(x) : (3 * x - 1 >= 0, -3 * x + 5 >= 0)");
    assert_eq!(set.get_constant_bound(BoundType::Eq, 0), Some(Int::from(1)));
}

#[test]
fn constant_fold_and_dim_size() {
    let mut set = parse("(x, y) : (x - 5 == 0, y - x >= 0, -y + 8 >= 0)");
    assert!(set.constant_fold_var(0));
    assert_eq!(set.num_vars(), 1);
    assert_eq!(set.inequality(0), ints(&[1, -5]));
    assert!(!set.constant_fold_var(0));

    // 0 <= i <= 15: 16 values.
    let set = parse("(i) : (i >= 0, -i + 15 >= 0)");
    assert_eq!(
        set.get_constant_bound_on_dim_size(0).map(|b| b.size),
        Some(Int::from(16))
    );
    // s0 + 2 <= i <= s0 + 17: 16 values, from s0 + 2.
    let set = parse("(i)[s0] : (i - s0 - 2 >= 0, -i + s0 + 17 >= 0)");
    let b = set.get_constant_bound_on_dim_size(0).expect("a bound");
    assert_eq!(
        (b.size, b.lb, b.divisor),
        (Int::from(16), ints(&[1, 2]), Int::from(1))
    );
    // s0 - 7 <= 8j <= s0: one value, s0 floordiv 8.
    let set = parse("(j)[s0] : (8 * j - s0 + 7 >= 0, -8 * j + s0 >= 0)");
    let b = set.get_constant_bound_on_dim_size(0).expect("a bound");
    assert_eq!(
        (b.size, b.lb, b.divisor),
        (Int::from(1), ints(&[1, 0]), Int::from(8))
    );
}
