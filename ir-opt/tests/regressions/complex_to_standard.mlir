// FLAGS: --convert-complex-to-standard --mlir-print-op-generic
// convert-complex-to-standard beyond upstream's convert-to-standard.mlir:
// f16, bf16, f64 and f80 elements (their NaN and infinity constants),
// the fastmath variants that drop the NaN/infinity special cases, complex
// ops created by a pattern converted in turn, printed generically (every
// op's fastmath flags set, as upstream's builders set them).
func.func @f(%a: complex<f16>, %b: complex<bf16>, %c: complex<f64>, %d: complex<f80>) -> (complex<f16>, complex<bf16>, complex<f64>, complex<f80>) {
  %0 = complex.sqrt %a : complex<f16>
  %1 = complex.rsqrt %b fastmath<nnan,ninf> : complex<bf16>
  %2 = complex.tan %c fastmath<nnan> : complex<f64>
  %3 = complex.div %d, %d : complex<f80>
  %4 = complex.pow %0, %0 fastmath<fast> : complex<f16>
  %5 = complex.atan2 %2, %2 : complex<f64>
  %6 = complex.expm1 %1 : complex<bf16>
  %7 = complex.log1p %3 fastmath<nnan,contract> : complex<f80>
  %8 = complex.mul %4, %4 : complex<f16>
  %9 = complex.sign %5 : complex<f64>
  return %8, %6, %9, %7 : complex<f16>, complex<bf16>, complex<f64>, complex<f80>
}
