module example.com/pv

go 1.26
