//! What is statically known of a tensor value's type (upstream's
//! `Utils/ShapeUtils.h`), joined and met across the values shape
//! inference relates.

use ir::interfaces::{InferShapedTypeOpInterfaceVtable, ShapedTypeComponents};
use ir::{Context, OpId, OperationState, Type, DYNAMIC};

/// The static knowledge of a value (`ValueKnowledge`): its dimensions
/// (`None`: unranked; [`DYNAMIC`] for an unknown size) and its element
/// type (`None`: unknown). Operations that contradict give `None` instead
/// (upstream's `hasError`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueKnowledge {
    /// The dimensions, `None` when the rank is unknown.
    pub sizes: Option<Vec<i64>>,
    /// The element type, `None` when unknown.
    pub dtype: Option<Type>,
}

impl ValueKnowledge {
    /// The knowledge intrinsic to `ty` (`getKnowledgeFromType`): nothing
    /// for a type that is not shaped.
    pub fn from_type(ctx: &Context, ty: Type) -> ValueKnowledge {
        if !ctx.is_shaped(ty) {
            return ValueKnowledge::default();
        }
        ValueKnowledge {
            sizes: ctx.shape(ty).map(<[i64]>::to_vec),
            dtype: ctx.element_type(ty),
        }
    }

    /// The tensor type of the knowledge (`getType`): ranked when the rank
    /// is known. `None` when the element type is unknown.
    pub fn to_type(&self, ctx: &mut Context) -> Option<Type> {
        let element = self.dtype?;
        Some(match &self.sizes {
            Some(sizes) => ctx.ranked_tensor(sizes, element),
            None => ctx.unranked_tensor(element),
        })
    }

    /// What both `lhs` and `rhs` say, together (`join`): a known size
    /// wins over an unknown one; `None` when the element types or known
    /// sizes differ, or both are ranked with different ranks.
    pub fn join(lhs: &ValueKnowledge, rhs: &ValueKnowledge) -> Option<ValueKnowledge> {
        if lhs.dtype != rhs.dtype {
            return None;
        }
        let sizes = match (&lhs.sizes, &rhs.sizes) {
            (None, None) => None,
            (Some(s), None) | (None, Some(s)) => Some(s.clone()),
            (Some(l), Some(r)) if l.len() != r.len() => {
                // (Upstream gives an unranked knowledge, without error.)
                return Some(ValueKnowledge {
                    sizes: None,
                    dtype: lhs.dtype,
                });
            }
            (Some(l), Some(r)) => {
                let mut out = Vec::with_capacity(l.len());
                for (&a, &b) in l.iter().zip(r) {
                    out.push(if a == DYNAMIC {
                        b
                    } else if b == DYNAMIC || a == b {
                        a
                    } else {
                        return None;
                    });
                }
                Some(out)
            }
        };
        Some(ValueKnowledge {
            sizes,
            dtype: lhs.dtype,
        })
    }

    /// What covers both `lhs` and `rhs` (`meet`): sizes that agree, others
    /// unknown; unranked when a rank is unknown or the ranks differ. `None`
    /// when the element types differ.
    pub fn meet(lhs: &ValueKnowledge, rhs: &ValueKnowledge) -> Option<ValueKnowledge> {
        if lhs.dtype != rhs.dtype {
            return None;
        }
        let sizes = match (&lhs.sizes, &rhs.sizes) {
            (Some(l), Some(r)) if l.len() == r.len() => Some(
                l.iter()
                    .zip(r)
                    .map(|(&a, &b)| if a == b { a } else { DYNAMIC })
                    .collect(),
            ),
            _ => None,
        };
        Some(ValueKnowledge {
            sizes,
            dtype: lhs.dtype,
        })
    }
}

/// What the shape inference of `op` (`InferShapedTypeOpInterface`) finds
/// of its results from its operands, attributes, properties and regions;
/// `None` when it has none or fails.
pub fn infer_components(ctx: &Context, op: OpId) -> Option<Vec<ShapedTypeComponents>> {
    let interface = ctx.op_interface::<InferShapedTypeOpInterfaceVtable>(op)?;
    let mut state = OperationState::new(ctx.op_get_name(op), ctx.op_loc(op));
    state.operands = ctx.operands_iter(op).collect();
    state.attributes = ctx.attrs(op).to_vec();
    state.properties = ctx.props(op);
    state.regions = ctx.op_regions(op).to_vec();
    let mut shapes = Vec::new();
    (interface.infer_return_type_components)(ctx, &state, &mut shapes).ok()?;
    Some(shapes)
}

/// The type `current` refined by the inferred `predicted` shape: their
/// knowledge joined, the element type `current`'s; `None` when they
/// contradict.
pub fn refined_type(
    ctx: &mut Context,
    current: Type,
    predicted: ShapedTypeComponents,
) -> Option<Type> {
    let inferred = ValueKnowledge {
        sizes: predicted.dims.map(|dims| {
            dims.into_iter()
                .map(|d| if d < 0 { DYNAMIC } else { d })
                .collect()
        }),
        dtype: ctx.element_type(current),
    };
    ValueKnowledge::join(&ValueKnowledge::from_type(ctx, current), &inferred)?.to_type(ctx)
}
