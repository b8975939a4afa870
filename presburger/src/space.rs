//! The variables a relation is over (upstream's `PresburgerSpace`): domain
//! and range variables, symbols and existentially quantified locals, in that
//! order of columns.

/// The kinds of variables, in column order. A set's dimensions are
/// [`VarKind::Range`] variables (upstream's `VarKind::SetDim`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// Domain variables of a relation.
    Domain,
    /// Range variables of a relation; a set's dimensions.
    Range,
    /// Symbols: parameters the relation is uniform in.
    Symbol,
    /// Existentially quantified variables.
    Local,
}

impl VarKind {
    /// A set's dimensions (upstream's `VarKind::SetDim`).
    pub const SET_DIM: VarKind = VarKind::Range;
    const ALL: [VarKind; 4] = [
        VarKind::Domain,
        VarKind::Range,
        VarKind::Symbol,
        VarKind::Local,
    ];
}

/// How many variables of each kind there are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PresburgerSpace {
    counts: [usize; 4],
}

impl PresburgerSpace {
    /// A relation's space.
    pub fn relation(domain: usize, range: usize, symbols: usize, locals: usize) -> Self {
        PresburgerSpace {
            counts: [domain, range, symbols, locals],
        }
    }

    /// A set's space (no domain variables).
    pub fn set(dims: usize, symbols: usize, locals: usize) -> Self {
        Self::relation(0, dims, symbols, locals)
    }

    fn index(kind: VarKind) -> usize {
        kind as usize
    }

    /// The number of variables of `kind`.
    pub fn num_vars_of(&self, kind: VarKind) -> usize {
        self.counts[Self::index(kind)]
    }

    /// The number of variables of all kinds.
    pub fn num_vars(&self) -> usize {
        self.counts.iter().sum()
    }

    /// The number of domain, range and symbol variables.
    pub fn num_dim_and_symbol_vars(&self) -> usize {
        self.num_vars() - self.num_vars_of(VarKind::Local)
    }

    /// The column of the first variable of `kind`.
    pub fn offset_of(&self, kind: VarKind) -> usize {
        self.counts[..Self::index(kind)].iter().sum()
    }

    /// The kind of the variable in column `pos` (`pos < num_vars()`).
    pub fn kind_at(&self, pos: usize) -> VarKind {
        let mut start = 0;
        for kind in VarKind::ALL {
            start += self.num_vars_of(kind);
            if pos < start {
                return kind;
            }
        }
        VarKind::Local
    }

    /// Inserts `num` variables of `kind` before its `pos`-th one; returns the
    /// absolute column of the first inserted variable.
    pub fn insert_vars(&mut self, kind: VarKind, pos: usize, num: usize) -> usize {
        let at = self.offset_of(kind) + pos.min(self.num_vars_of(kind));
        self.counts[Self::index(kind)] += num;
        at
    }

    /// Removes the variables `[start, limit)` of `kind`.
    pub fn remove_var_range(&mut self, kind: VarKind, start: usize, limit: usize) {
        let n = &mut self.counts[Self::index(kind)];
        *n -= limit.min(*n).saturating_sub(start);
    }

    /// Whether both spaces have the same numbers of domain, range and symbol
    /// variables (locals may differ).
    pub fn is_compatible(&self, other: &PresburgerSpace) -> bool {
        self.counts[..3] == other.counts[..3]
    }
}
