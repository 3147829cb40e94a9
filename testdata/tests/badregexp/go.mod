module example.com/badregexp

go 1.24
