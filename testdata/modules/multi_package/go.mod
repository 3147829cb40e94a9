module example.com/multi

go 1.26
