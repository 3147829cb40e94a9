module example.com/tn

go 1.26
