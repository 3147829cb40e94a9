module example.com/basic

go 1.24
