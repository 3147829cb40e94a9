module example.com/mf

go 1.26
