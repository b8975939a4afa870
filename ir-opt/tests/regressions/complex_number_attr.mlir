// FLAGS: --allow-unregistered-dialect
// #complex.number (upstream's attribute.mlir uses the test dialect): parts
// rounded to the element type, printed with their type; a hexadecimal
// literal holds an f64's bits.
"foo.op"() {a = #complex.number<:f64 1.0, 0.0>, b = #complex.number<:f32 1.1, -2.5>, c = #complex.number<:f16 65519.0, 1.0e-8>, d = #complex.number<:f64 0x7FF0000000000000, -0.0>, e = #complex.number<:bf16 3.0e38, 1.0> : complex<bf16>} : () -> ()
%0 = "foo.op"() : () -> complex<f32>
%1 = complex.re %0 : complex<f32>
%2 = complex.constant [1.0 : f32, 2.5 : f32] : complex<f32>
%3 = complex.add %0, %2 fastmath<nnan> : complex<f32>
%4 = complex.bitcast %3 : complex<f32> to i64
