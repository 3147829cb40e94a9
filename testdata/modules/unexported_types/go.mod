module example.com/ut

go 1.26
