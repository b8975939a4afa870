// FLAGS: --split-input-file --arith-int-narrowing=int-bitwidths-supported=32,8,16
// arith-int-narrowing beyond upstream's int-narrowing.mlir: bitwidths given
// out of order, dense constants with negative and unsigned elements, the
// in-place trunci fold of an extension, insertions whose destination needs
// more bits, discardable attributes dropped from the rebuilt vector ops,
// and ops left alone (index casts, non-integer elements, wider results).

func.func @dense_mixed(%a: vector<3xi8>) -> vector<3xi32> {
  %e = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %c = arith.constant dense<[-129, 5, 127]> : vector<3xi32>
  %r = arith.addi %e, %c : vector<3xi32>
  return %r : vector<3xi32>
}

// -----

func.func @dense_unsigned(%a: vector<2xi8>) -> vector<2xi64> {
  %e = arith.extui %a : vector<2xi8> to vector<2xi64>
  %c = arith.constant dense<[255, 256]> : vector<2xi64>
  %r = arith.muli %e, %c : vector<2xi64>
  return %r : vector<2xi64>
}

// -----

func.func @sub_unsigned_left_alone(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.subi %x, %y : i32
  return %r : i32
}

// -----

func.func @min_max(%a: i8, %b: i16) -> (i32, i32) {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.maxsi %x, %y : i32
  %u = arith.extui %a : i8 to i32
  %s = arith.minui %u, %u : i32
  return %r, %s : i32, i32
}

// -----

func.func @divs(%a: i8, %b: i8) -> (i32, i32) {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %q = arith.divsi %x, %y : i32
  %u = arith.extui %a : i8 to i32
  %v = arith.extui %b : i8 to i32
  %w = arith.divui %u, %v : i32
  return %q, %w : i32, i32
}

// -----

func.func @itofp(%a: i16, %b: i32) -> (f32, f64, f32) {
  %x = arith.extsi %a : i16 to i32
  %f = arith.sitofp %x : i32 to f32
  %y = arith.extui %b : i32 to i64
  %g = arith.uitofp %y : i64 to f64
  %c = arith.constant 200 : i32
  %h = arith.uitofp %c : i32 to f32
  return %f, %g, %h : f32, f64, f32
}

// -----

func.func @index_cast_left_alone(%a: index) -> i64 {
  %r = arith.index_cast %a : index to i64
  return %r : i64
}

// -----

func.func @commute_drop_attrs(%a: vector<2x3xi8>) -> (vector<3x2xi32>, vector<6xi32>, i32) {
  %e = arith.extsi %a : vector<2x3xi8> to vector<2x3xi32>
  %t = vector.transpose %e, [1, 0] {keep = "me"} : vector<2x3xi32> to vector<3x2xi32>
  %s = vector.shape_cast %e : vector<2x3xi32> to vector<6xi32>
  %x = vector.extract %e[1, 2] : i32 from vector<2x3xi32>
  return %t, %s, %x : vector<3x2xi32>, vector<6xi32>, i32
}

// -----

func.func @insert_wide_dest(%a: i8, %d: vector<4xi32>) -> vector<4xi32> {
  %e = arith.extsi %a : i8 to i32
  %r = vector.insert %e, %d [2] : i32 into vector<4xi32>
  return %r : vector<4xi32>
}

// -----

func.func @insert_narrow_dest(%a: i8, %b: vector<4xi16>) -> vector<4xi32> {
  %e = arith.extsi %a : i8 to i32
  %d = arith.extsi %b : vector<4xi16> to vector<4xi32>
  %r = vector.insert %e, %d [2] : i32 into vector<4xi32>
  return %r : vector<4xi32>
}

// -----

func.func @insertelement_constant_dest(%a: i8, %i: index) -> vector<4xi32> {
  %e = arith.extui %a : i8 to i32
  %d = arith.constant dense<[1, 2, 300, 4]> : vector<4xi32>
  %r = vector.insertelement %e, %d[%i : index] : vector<4xi32>
  return %r : vector<4xi32>
}

// -----

func.func @trunc_of_wider_ext(%a: i16, %b: i16) -> i64 {
  %x = arith.extsi %a : i16 to i64
  %y = arith.extsi %b : i16 to i64
  %r = arith.muli %x, %y : i64
  return %r : i64
}
