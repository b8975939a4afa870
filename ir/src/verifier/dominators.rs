//! Immediate dominators of a region's blocks for the verifier's dominance
//! checks (Lengauer and Tarjan).

/// The immediate dominator of each node of a graph given by its successor
/// lists, node 0 the entry (which is its own); `None` for unreachable
/// nodes. Lengauer and Tarjan's algorithm with path compression (the simple
/// version, O(m log n)), iterative: the iterative data-flow algorithm takes
/// quadratic time on some graphs (10,000 blocks in a ladder took a second).
pub(super) fn immediate_dominators(succ: &[Vec<usize>]) -> Vec<Option<usize>> {
    const NONE: usize = usize::MAX;
    let n = succ.len();
    let mut idom = vec![None; n];
    if n == 0 {
        return idom;
    }
    // Depth-first numbering from the entry: `order[d]` is the node numbered
    // `d`, `num[v]` the number of `v`, `parent[d]` the number of its parent.
    let mut num = vec![NONE; n];
    let mut order = Vec::with_capacity(n);
    let mut parent = Vec::with_capacity(n);
    let mut stack = vec![(0usize, 0usize, NONE)];
    while let Some((v, i, p)) = stack.pop() {
        if i == 0 {
            if num[v] != NONE {
                continue;
            }
            num[v] = order.len();
            order.push(v);
            parent.push(p);
        }
        if let Some(&w) = succ[v].get(i) {
            stack.push((v, i + 1, p));
            if num[w] == NONE {
                stack.push((w, 0, num[v]));
            }
        }
    }
    let m = order.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); m];
    for (d, &v) in order.iter().enumerate() {
        for &w in &succ[v] {
            if num[w] != NONE {
                preds[num[w]].push(d);
            }
        }
    }
    let mut semi: Vec<usize> = (0..m).collect();
    let mut label: Vec<usize> = (0..m).collect();
    let mut ancestor = vec![NONE; m];
    let mut dom = vec![0usize; m];
    let mut bucket: Vec<Vec<usize>> = vec![Vec::new(); m];
    let mut path = Vec::new();
    // The node of least semidominator on the forest path above `v`, the
    // path compressed on the way.
    let mut eval = |v: usize, ancestor: &mut Vec<usize>, label: &mut Vec<usize>, semi: &[usize]| {
        if ancestor[v] == NONE {
            return v;
        }
        path.clear();
        let mut x = v;
        while ancestor[ancestor[x]] != NONE {
            path.push(x);
            x = ancestor[x];
        }
        for &y in path.iter().rev() {
            let a = ancestor[y];
            if semi[label[a]] < semi[label[y]] {
                label[y] = label[a];
            }
            ancestor[y] = ancestor[a];
        }
        label[v]
    };
    for w in (1..m).rev() {
        for &v in &preds[w] {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            if semi[u] < semi[w] {
                semi[w] = semi[u];
            }
        }
        bucket[semi[w]].push(w);
        let p = parent[w];
        ancestor[w] = p;
        for v in std::mem::take(&mut bucket[p]) {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            dom[v] = if semi[u] < semi[v] { u } else { p };
        }
    }
    for w in 1..m {
        if dom[w] != semi[w] {
            dom[w] = dom[dom[w]];
        }
    }
    idom[order[0]] = Some(order[0]);
    for w in 1..m {
        idom[order[w]] = Some(order[dom[w]]);
    }
    idom
}

#[cfg(test)]
mod tests {
    use super::immediate_dominators;

    /// Immediate dominators the slow way: the dominator sets by data flow,
    /// then for each node the dominator nearest to it.
    fn naive(succ: &[Vec<usize>]) -> Vec<Option<usize>> {
        let n = succ.len();
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        while let Some(v) = stack.pop() {
            if !std::mem::replace(&mut reach[v], true) {
                stack.extend(&succ[v]);
            }
        }
        let mut preds = vec![Vec::new(); n];
        for (v, ss) in succ.iter().enumerate() {
            for &w in ss {
                preds[w].push(v);
            }
        }
        let all: Vec<bool> = reach.clone();
        let mut dom: Vec<Vec<bool>> = (0..n)
            .map(|v| {
                if v == 0 {
                    (0..n).map(|u| u == 0).collect()
                } else {
                    all.clone()
                }
            })
            .collect();
        let mut changed = true;
        while changed {
            changed = false;
            for v in 1..n {
                if !reach[v] {
                    continue;
                }
                let mut d = all.clone();
                for &p in preds[v].iter().filter(|&&p| reach[p]) {
                    for u in 0..n {
                        d[u] &= dom[p][u];
                    }
                }
                d[v] = true;
                if d != dom[v] {
                    dom[v] = d;
                    changed = true;
                }
            }
        }
        (0..n)
            .map(|v| {
                if !reach[v] {
                    return None;
                }
                if v == 0 {
                    return Some(0);
                }
                // The strict dominator that all the others dominate.
                (0..n).find(|&u| {
                    u != v && dom[v][u] && (0..n).all(|x| x == v || !dom[v][x] || dom[u][x])
                })
            })
            .collect()
    }

    #[test]
    fn immediate_dominators_match_the_data_flow_definition() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |k: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % k as u64) as usize
        };
        for _ in 0..300 {
            let n = 1 + next(12);
            let succ: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..next(4)).map(|_| next(n)).collect())
                .collect();
            assert_eq!(immediate_dominators(&succ), naive(&succ), "{succ:?}");
        }
    }
}
