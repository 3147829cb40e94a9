module example.com/ct

go 1.26
