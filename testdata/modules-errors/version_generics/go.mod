module example.com/vg

go 1.17
