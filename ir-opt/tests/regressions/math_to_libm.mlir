// FLAGS: --split-input-file --verify-diagnostics --convert-math-to-libm
// convert-math-to-libm beyond upstream's convert-to-libm.mlir: a function
// of the name already there, f16 and bf16 vectors (unrolled, then
// promoted), nested modules (the nearest symbol table gets the
// declaration), fastmath flags dropped, and a type libm has no function
// for (the conversion fails).

func.func private @sinf(f32) -> f32

func.func @existing(%a: f32, %b: vector<2xf16>, %c: bf16) -> (f32, vector<2xf16>, bf16) {
  %0 = math.sin %a fastmath<fast> : f32
  %1 = math.cos %b : vector<2xf16>
  %2 = math.atan2 %c, %c : bf16
  return %0, %1, %2 : f32, vector<2xf16>, bf16
}

module @inner {
  func.func @nested(%a: f64) -> f64 {
    %0 = math.exp %a : f64
    return %0 : f64
  }
}

// -----

func.func @unsupported(%a: f80) -> f80 {
  // expected-error @+1 {{failed to legalize operation 'math.sin' that was explicitly marked illegal}}
  %0 = math.sin %a : f80
  return %0 : f80
}
