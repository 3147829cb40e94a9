module example.com/external

go 1.24
