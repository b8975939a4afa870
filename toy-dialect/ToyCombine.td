//===- ToyCombine.td - Toy's declarative rewrite rules ------*- tablegen -*-===//
//
// Chapter 3's combines written as DRR rules; `build.rs` generates
// `$OUT_DIR/toy_combine.rs.inc` from them (tblgen_build::compile_rewriters)
// and `src/combine.rs` includes it. The transpose(transpose(x)) combine is
// written by hand in `src/combine.rs`.
//
//===----------------------------------------------------------------------===//

#ifndef TOY_COMBINE
#define TOY_COMBINE

include "Ops.td"
include "mlir/IR/PatternBase.td"

// reshape(reshape(x)) -> reshape(x): the outer reshape's result type is kept.
def ReshapeReshapeOptPattern : Pat<(ReshapeOp (ReshapeOp $arg)),
                                   (ReshapeOp $arg)>;

// reshape(x) -> x when the reshape does not change the type.
def TypesAreIdentical : Constraint<
    CPred<"$_ctx.value_type($0) == $_ctx.value_type($1)">,
    "types are identical">;
def RedundantReshapeOptPattern : Pat<(ReshapeOp:$res $arg),
                                     (replaceWithValue $arg),
                                     [(TypesAreIdentical $res, $arg)]>;

// reshape(constant) -> constant of the reshape's type: the elements are
// kept, the attribute gets the new shape (`combine::reshape_constant`).
// Only when the element counts agree (Toy's reshape does not check it).
def ReshapeConstant : NativeCodeCall<
    "crate::combine::reshape_constant($_builder, $0, $1)">;
def CanReshapeConstant : Constraint<
    CPred<"crate::combine::can_reshape_constant($_ctx, $0, $1)">,
    "constant with as many elements as the reshape's result">;
def FoldConstantReshapeOptPattern : Pat<(ReshapeOp:$res (ConstantOp $arg)),
                                        (ConstantOp (ReshapeConstant $arg, $res)),
                                        [(CanReshapeConstant $arg, $res)]>;

#endif // TOY_COMBINE
