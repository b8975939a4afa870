//! A dense row-major matrix of exact integers (upstream's `IntMatrix`).

use crate::int::{normalize_range, Int};
use num_traits::Zero;

/// A dense row-major matrix of [`Int`]s whose rows are constraints.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<Int>,
}

impl Matrix {
    /// A `rows` × `cols` matrix of zeros.
    pub fn new(rows: usize, cols: usize) -> Self {
        Matrix {
            rows,
            cols,
            data: vec![Int::zero(); rows * cols],
        }
    }

    /// The number of rows.
    pub fn num_rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn num_columns(&self) -> usize {
        self.cols
    }

    /// The element at (`row`, `col`).
    pub fn at(&self, row: usize, col: usize) -> &Int {
        &self.data[row * self.cols + col]
    }

    /// The element at (`row`, `col`), mutably.
    pub fn at_mut(&mut self, row: usize, col: usize) -> &mut Int {
        &mut self.data[row * self.cols + col]
    }

    /// Row `row`.
    pub fn row(&self, row: usize) -> &[Int] {
        &self.data[row * self.cols..(row + 1) * self.cols]
    }

    /// Row `row`, mutably.
    pub fn row_mut(&mut self, row: usize) -> &mut [Int] {
        &mut self.data[row * self.cols..(row + 1) * self.cols]
    }

    /// Appends `values` (of length `num_columns()`) as a new last row.
    pub fn append_row(&mut self, values: &[Int]) {
        debug_assert_eq!(values.len(), self.cols);
        self.data.extend_from_slice(values);
        self.rows += 1;
    }

    /// Keeps the first `rows` rows, or appends rows of zeros up to `rows`.
    pub fn resize_vertically(&mut self, rows: usize) {
        self.data.resize(rows * self.cols, Int::zero());
        self.rows = rows;
    }

    /// Removes the rows `[pos, pos + count)`.
    pub fn remove_rows(&mut self, pos: usize, count: usize) {
        self.data.drain(pos * self.cols..(pos + count) * self.cols);
        self.rows -= count;
    }

    /// Removes row `pos`.
    pub fn remove_row(&mut self, pos: usize) {
        self.remove_rows(pos, 1);
    }

    /// Swaps rows `a` and `b`.
    pub fn swap_rows(&mut self, a: usize, b: usize) {
        for c in 0..self.cols {
            self.data.swap(a * self.cols + c, b * self.cols + c);
        }
    }

    /// Copies row `from` over row `to`.
    pub fn copy_row(&mut self, from: usize, to: usize) {
        if from != to {
            for c in 0..self.cols {
                self.data[to * self.cols + c] = self.data[from * self.cols + c].clone();
            }
        }
    }

    /// Removes the rows marked in `marked` (one flag per row), keeping the
    /// order of the others.
    pub fn remove_marked_rows(&mut self, marked: &[bool]) {
        let mut pos = 0;
        for (r, &m) in marked.iter().enumerate() {
            if !m {
                self.copy_row(r, pos);
                pos += 1;
            }
        }
        self.resize_vertically(pos);
    }

    /// Sets every element of `row` to `value`.
    pub fn fill_row(&mut self, row: usize, value: &Int) {
        self.row_mut(row)
            .iter_mut()
            .for_each(|e| *e = value.clone());
    }

    /// Negates every element of `row`.
    pub fn negate_row(&mut self, row: usize) {
        self.row_mut(row).iter_mut().for_each(|e| *e = -&*e);
    }

    /// Inserts `count` zero columns before column `pos`.
    pub fn insert_columns(&mut self, pos: usize, count: usize) {
        if count == 0 {
            return;
        }
        let cols = self.cols + count;
        let mut data = Vec::with_capacity(self.rows * cols);
        for r in 0..self.rows {
            let row = &self.data[r * self.cols..(r + 1) * self.cols];
            data.extend_from_slice(&row[..pos]);
            data.extend(std::iter::repeat_n(Int::zero(), count));
            data.extend_from_slice(&row[pos..]);
        }
        self.data = data;
        self.cols = cols;
    }

    /// Removes the columns `[pos, pos + count)`.
    pub fn remove_columns(&mut self, pos: usize, count: usize) {
        if count == 0 {
            return;
        }
        let old = self.cols;
        let mut r = 0;
        self.data.retain(|_| {
            let c = r % old;
            r += 1;
            c < pos || c >= pos + count
        });
        self.cols -= count;
    }

    /// Swaps columns `a` and `b`.
    pub fn swap_columns(&mut self, a: usize, b: usize) {
        for r in 0..self.rows {
            self.data.swap(r * self.cols + a, r * self.cols + b);
        }
    }

    /// Adds `scale` times column `src` to column `dst` in every row.
    pub fn add_to_column(&mut self, src: usize, dst: usize, scale: &Int) {
        for r in 0..self.rows {
            let v = &self.data[r * self.cols + src] * scale;
            self.data[r * self.cols + dst] += v;
        }
    }

    /// Divides the first `cols` elements of `row` by their gcd and returns it
    /// (upstream's `normalizeRow(row, cols)`).
    pub fn normalize_row_prefix(&mut self, row: usize, cols: usize) -> Int {
        normalize_range(&mut self.row_mut(row)[..cols])
    }

    /// Divides `row` by the gcd of its elements and returns it.
    pub fn normalize_row(&mut self, row: usize) -> Int {
        let cols = self.cols;
        self.normalize_row_prefix(row, cols)
    }
}
