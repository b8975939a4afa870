!ty = tensor<4xf32>
#attr = {key = [1, 2, 3]}
!nested = tuple<!ty, i32>
"t.a"() {x = #attr, y = !ty} : () -> (!ty, !nested)
