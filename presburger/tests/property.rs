//! Random small systems against brute-force enumeration: every answer the
//! library gives about integer points must hold for the points of a box
//! (the box's bounds are constraints of the system, so the enumeration is
//! exhaustive).

mod common;

use common::ints;
use presburger::{Int, IntegerPolyhedron, PresburgerSpace};

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

const BOX: i64 = 4;

/// A random system over `n` variables inside `[-BOX, BOX]^n`.
fn random_set(rng: &mut Rng, n: usize) -> IntegerPolyhedron {
    let mut set = IntegerPolyhedron::universe(PresburgerSpace::set(n, 0, 0));
    for v in 0..n {
        let mut lo = vec![0; n + 1];
        lo[v] = 1;
        lo[n] = BOX;
        set.add_inequality(&ints(&lo));
        lo[v] = -1;
        set.add_inequality(&ints(&lo));
    }
    for _ in 0..rng.range(1, 4) {
        let row: Vec<i64> = (0..=n)
            .map(|i| {
                if i == n {
                    rng.range(-8, 8)
                } else {
                    rng.range(-3, 3)
                }
            })
            .collect();
        if rng.range(0, 4) == 0 {
            set.add_equality(&ints(&row));
        } else {
            set.add_inequality(&ints(&row));
        }
    }
    set
}

/// Every point of the box, as `Int`s.
fn box_points(n: usize) -> Vec<Vec<Int>> {
    let mut points = vec![vec![]];
    for _ in 0..n {
        points = points
            .into_iter()
            .flat_map(|p: Vec<Int>| {
                (-BOX - 1..=BOX + 1).map(move |v| {
                    let mut q = p.clone();
                    q.push(Int::from(v));
                    q
                })
            })
            .collect();
    }
    points
}

fn integer_points(set: &IntegerPolyhedron, points: &[Vec<Int>]) -> Vec<Vec<Int>> {
    points
        .iter()
        .filter(|p| set.contains_point(p))
        .cloned()
        .collect()
}

#[test]
fn answers_agree_with_enumeration() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut decided_empty = 0;
    for case in 0..240 {
        let n = 1 + case % 3;
        let set = random_set(&mut rng, n);
        let points = box_points(n);
        let inside = integer_points(&set, &points);

        // `is_empty` may miss emptiness but is never wrong when it answers yes.
        if set.is_empty() {
            decided_empty += 1;
            assert!(
                inside.is_empty(),
                "case {case}: is_empty on a set with {:?}",
                inside[0]
            );
        }
        if set.is_rationally_empty() {
            assert!(
                inside.is_empty(),
                "case {case}: rationally empty with points"
            );
        }

        // Redundancy removal keeps the integer points.
        for (name, simplified) in [
            ("trivial", {
                let mut s = set.clone();
                s.remove_trivial_redundancy();
                s
            }),
            ("simplex", {
                let mut s = set.clone();
                s.remove_redundant_constraints();
                s
            }),
            ("fm", {
                let mut s = set.clone();
                s.remove_redundant_inequalities();
                s
            }),
            ("gauss", {
                let mut s = set.clone();
                s.gaussian_eliminate();
                s
            }),
        ] {
            assert_eq!(
                integer_points(&simplified, &points),
                inside,
                "case {case}: {name} changed the points"
            );
        }

        // Constant bounds hold for every point (on a quarter of the cases:
        // each bound projects the others out).
        for v in (0..n).filter(|_| case % 4 == 0) {
            let lb = set.get_constant_bound(presburger::BoundType::Lb, v);
            let ub = set.get_constant_bound(presburger::BoundType::Ub, v);
            for p in &inside {
                assert!(
                    lb.as_ref().is_none_or(|b| *b <= p[v]),
                    "case {case}: lower bound {lb:?} above {p:?}"
                );
                assert!(
                    ub.as_ref().is_none_or(|b| *b >= p[v]),
                    "case {case}: upper bound {ub:?} below {p:?}"
                );
            }
        }

        // Projecting out the last variable over-approximates the projection.
        if n > 1 {
            let mut projected = set.clone();
            projected.project_out(n - 1, 1);
            for p in &inside {
                assert!(
                    projected.contains_point(&p[..n - 1]),
                    "case {case}: projection lost {p:?}"
                );
            }
        }
    }
    // The generator makes empty sets the library recognises.
    assert!(
        decided_empty > 20,
        "only {decided_empty} empty sets decided"
    );
}

#[test]
fn divisions_agree_with_enumeration() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for case in 0..120 {
        let mut set = random_set(&mut rng, 2);
        let dividend = ints(&[rng.range(-3, 3), rng.range(-3, 3), rng.range(-5, 5)]);
        let divisor = Int::from(rng.range(1, 4));
        set.add_local_floor_div(&dividend, &divisor);
        let divs = set.local_reprs();
        let div = divs[0]
            .as_ref()
            .expect("a division added with its constraints is found");
        // Where the set has a point, its local is the added division's value,
        // and the found division gives the same value.
        let value_of = |dividend: &[Int], p: &[Int]| -> Int {
            p.iter().zip(dividend).map(|(a, b)| a * b).sum::<Int>()
                + dividend.last().expect("a constant")
        };
        for p in box_points(2) {
            let truth = presburger::int::floor_div(&value_of(&dividend, &p), &divisor)
                .expect("positive divisor");
            let mut point = p.clone();
            point.push(truth.clone());
            if set.contains_point(&point) {
                let found =
                    presburger::int::floor_div(&value_of(&div.dividend, &point), &div.divisor);
                assert_eq!(found, Some(truth), "case {case}");
            }
        }
    }
}
