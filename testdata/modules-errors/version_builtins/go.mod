module example.com/vb

go 1.20
