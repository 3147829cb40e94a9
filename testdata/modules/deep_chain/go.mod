module example.com/deep

go 1.26
