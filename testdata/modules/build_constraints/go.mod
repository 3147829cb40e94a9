module example.com/bc

go 1.26
