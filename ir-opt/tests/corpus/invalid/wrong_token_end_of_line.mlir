"test.a"(%0
  // a comment

 : () -> ()
