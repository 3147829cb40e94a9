module example.com/ma

go 1.26
