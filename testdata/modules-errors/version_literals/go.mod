module example.com/vl

go 1.12
