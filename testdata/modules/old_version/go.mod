module example.com/ov

go 1.21
