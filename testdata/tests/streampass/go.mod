module example.com/streampass

go 1.24
