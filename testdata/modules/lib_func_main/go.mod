module example.com/libmain

go 1.24
