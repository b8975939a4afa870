"test.a"(
