module example.com/ts

go 1.26
