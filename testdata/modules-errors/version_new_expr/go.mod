module example.com/vn

go 1.25
