module example.com/diamond

go 1.26
