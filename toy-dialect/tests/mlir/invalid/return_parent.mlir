// EXPECT: 3:3: 'toy.return' op expects parent op to be one of 'builtin.func, toy.func'
module {
  "toy.return"() : () -> ()
}
