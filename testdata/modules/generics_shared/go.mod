module example.com/gs

go 1.26
