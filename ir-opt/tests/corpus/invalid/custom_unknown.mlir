foo.bar
