module example.com/badsetup

go 1.24
