module example.com/mp

go 1.26
