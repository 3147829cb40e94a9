module example.com/cyc

go 1.26
