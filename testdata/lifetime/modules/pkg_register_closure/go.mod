module example.com/lt

go 1.26
