module example.com/ng

go 1.26
