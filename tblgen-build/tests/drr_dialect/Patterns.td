// DRR rules, one per mechanism of the DRR manual (see tests/rules.rs).

include "Ops.td"
include "mlir/IR/PatternBase.td"

def T_Zero : ConstantAttr<T_I64Attr, "0">;
def T_One : ConstantAttr<T_I64Attr, "1">;

// A constraint on one value, and one relating two values.
def T_HasOneUse : Constraint<CPred<"$_ctx.has_one_use($_self)">, "has one use">;
def T_SameType : Constraint<CPred<"$_ctx.value_type($0) == $_ctx.value_type($1)">,
                            "same type">;

// Native code: helpers written in Rust in src/lib.rs.
def T_MulAttrs : NativeCodeCall<"crate::mul_attrs($_builder, $0, $1)">;
def T_CreateSub : NativeCodeCall<"crate::create_sub($_builder, $_loc, $0, $1)">;
def T_Note : NativeCodeCallVoid<"crate::note($_builder, $0)">;
def T_AddAttrs : NativeCodeCall<"crate::add_attrs($_builder, $0, $1)">;
def T_Negated : NativeCodeCall<"crate::negate_attr($_builder, $_self)">;

// Nested DAG + ConstantAttr constraint + replaceWithValue.
def AddZero : Pat<(T_AddOp $x, (T_ConstOp T_Zero)), (replaceWithValue $x)>;

// A named constrained attribute (`:$one`) and an unnamed one.
def MulOne : Pat<(T_MulOp $x, (T_ConstOp T_One:$one)), (replaceWithValue $x)>;

// Binding a matched op (`:$inner`) and a constraint on it.
def NegNeg : Pat<(T_NegOp (T_NegOp:$inner $x)), (replaceWithValue $x),
                 [(T_HasOneUse $inner)]>;

// The same symbol twice: the operands must be the same value;
// an ODS builder for the result op, the constant built from ConstantAttr.
def SubSelf : Pat<(T_SubOp $x, $x), (T_ConstOp T_Zero)>;

// Nested result ops (the inner type inferred by ODS), `either`.
def AddNeg : Pat<(T_AddOp (either $x, (T_NegOp $y))), (T_SubOp $x, $y)>;

// `addBenefit`: beats the generic MulConst below for the constant 2.
def MulTwo : Pat<(T_MulOp $x, (T_ConstOp ConstantAttr<T_I64Attr, "2">)),
                 (T_AddOp $x, $x), [], [], (addBenefit 10)>;
// A generic fallback, below the default benefit of the specific rules.
def MulConst : Pat<(T_MulOp $x, (T_ConstOp $c)), (T_ScaleOp $x, $c), [], [],
                   (addBenefit -1)>;

// NativeCodeCall in argument position; omitted optional attribute.
def ScaleScale : Pat<(T_ScaleOp (T_ScaleOp $x, $a, $_), $b, $_),
                     (T_ScaleOp $x, (T_MulAttrs $a, $b))>;

// NativeCodeCall building a whole op (with $_builder and $_loc).
def NegSub : Pat<(T_NegOp (T_SubOp $a, $b)), (T_CreateSub $a, $b)>;

// Multi-result: an auxiliary op bound to `$p` (`:$p__1` binds `$p` too), its results replacing the
// root's in swapped order through `__N`.
def SwapToPair : Pattern<(T_SwapOp $x),
                         [(T_PairOp:$p__1 $x), (replaceWithValue $p__1),
                          (replaceWithValue $p__0)]>;

// A generated multi-result op replacing a multi-result root.
def PairOfNeg : Pattern<(T_PairOp (T_NegOp $x)),
                        [(T_PairOp $x, (location "pair"))]>;

// An auxiliary op without results, then the replacement; a void native call.
def DupToStore : Pattern<(T_DupOp $x),
                         [(T_StoreOp $x), (T_Note $x), (replaceWithValue $x)]>;

// `returnType`: the result type of an op ODS cannot infer.
def CastCast : Pat<(T_CastOp (T_CastOp $x)), (T_CastOp (T_WrapOp $x), (returnType $x))>;

// A custom builder computes the type of a nested op; `location` of a matched op.
def CastWrap : Pat<(T_WrapOp:$w (T_CastOp $x)),
                   (T_CastOp (T_WrapOp $x, (location $w)))>;

// A multi-entity constraint.
def SubSameType : Pat<(T_SubOp (T_NegOp $a), (T_NegOp $b)), (T_SubOp $b, $a),
                      [(T_SameType $a, $b)]>;

// A variadic operand group, bound and forwarded.
def SumNeg : Pat<(T_NegOp (T_SumOp $xs)), (T_NegSumOp $xs, (location "sumneg"))>;

// Binding a generated op (`:$s`) and reusing its result as a sibling
// operand; a nested source op matched twice with the same `$x`.
def SquareOfNeg : Pat<(T_MulOp (T_NegOp $x), (T_NegOp $x)),
                      (T_MulOp (T_ScaleOp:$s $x, T_One), $s)>;

// `(Call:$f)`: a NativeCodeCall whose `$_self` is the bound `$f`.
def ScaleOfNeg : Pat<(T_ScaleOp (T_NegOp $x), $f, $_), (T_ScaleOp $x, (T_Negated:$f))>;

// Replacing each result of a multi-result op with an individual op, under
// single-entity constraints on results (`__N`) of the matched root.
def SplitPair : Pattern<(T_PairOp:$p $x), [(T_NegOp $x), (T_AddOp $x, $x)],
                        [(HasNoUseOf:$p__1), (T_I64:$p__0)]>;

// NativeCodeCall matchers in the source (`$_self`: the operand's defining
// op; `$0`: the attribute it binds): constant folding.
def AddConstants : Pat<(T_AddOp (ConstantLikeMatcher T_I64Attr:$a),
                                (ConstantLikeMatcher T_I64Attr:$b)),
                       (T_ConstOp (T_AddAttrs $a, $b))>;

// `variadic`: a group of exactly two operands, each matched.
def SumOfTwo : Pat<(T_SumOp (variadic:$xs $x, (T_NegOp $y))), (T_SubOp $x, $y)>;

// A root without results: erased after its replacement is built.
def StoreOfScaleZero : Pat<(T_StoreOp (T_ScaleOp $x, T_Zero, $_)),
                           (T_StoreOp (T_ConstOp T_Zero))>;

// `returnType` given as Rust code and as a NativeCodeCall.
def T_TypeOf : NativeCodeCall<"$_builder.value_type($0)">;
def WrapNeg : Pat<(T_WrapOp (T_NegOp $x)),
                  (T_NegOp (T_CastOp $x, (returnType "$_builder.i64()")))>;
def CastMul : Pat<(T_CastOp (T_MulOp $x, $y)),
                  (T_WrapOp (T_MulOp $y, $x), (returnType (T_TypeOf $x)))>;

// `supplementalPatterns`: run after the result patterns, here tagging the
// generated op bound to `$s` (the value of `T_Tag` is not a replacement).
def T_Tag : NativeCodeCallVoid<"crate::tag($_builder, $0)">;
def SubZero : Pat<(T_SubOp $x, (T_ConstOp T_Zero)), (T_ScaleOp:$s $x, T_One),
                  [], [(T_Tag $s)]>;

// An optional operand matched (bound as a group of 0 or 1 values) and an
// `AttrSizedOperandSegments` op generated (its segment sizes computed).
def OptToSeg : Pat<(T_OptOp $x, $y), (T_SegOp $y, $y, $x)>;

// Matching an op with two variable-length groups and a nested op.
def SegOfConst : Pat<(T_SegOp $xs, $_, (T_ConstOp $c)), (T_SumOp $xs)>;

// A root with variadic results, replaced by an op with the same result
// groups (its result types are the root's).
def MultiToSplit : Pattern<(T_MultiOp $xs), [(T_SplitOp $xs)]>;

// A property matched (bound as its stored attribute) and passed on.
def PropOfNeg : Pat<(T_PropOp (T_NegOp $x), $n), (T_PropOp $x, $n)>;

// The result of a matched nested op (`:$s`) used to build the replacement.
def CastOfAdd : Pat<(T_CastOp (T_AddOp:$s $a, $b)), (T_WrapOp $s)>;

// Replacing the first two results of a three-result op with the two
// results of one op, the third with another op's.
def TripleToPairAndNeg : Pattern<(T_TripleOp $x), [(T_PairOp $x), (T_NegOp $x)]>;

// Positional placeholders in any order (`$1, $0`): `create_sub(x, y)`
// builds `y - x`, so this rebuilds `a - b`.
def T_SubSwapped : NativeCodeCall<"crate::create_sub($_builder, $_loc, $1, $0)">;
def CastOfSub : Pat<(T_CastOp (T_SubOp $a, $b)), (T_SubSwapped $a, $b)>;

// The manual's auxiliary ops: a store (no result) of a sum into memory
// allocated for the shape of `$lhs`, bound to `$mem` in the first result
// pattern and loaded by the last one, which replaces the root.
def AddViaMemory : Pattern<(T_AddMemOp $lhs, $rhs),
                           [(T_StoreMemOp (T_AllocOp:$mem (T_ShapeOp $lhs)),
                                          (T_AddOp $lhs, $rhs)),
                            (T_LoadOp $mem)]>;
