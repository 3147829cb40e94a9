module example.com/cleanup

go 1.24
