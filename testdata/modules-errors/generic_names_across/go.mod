module example.com/gna

go 1.26
