module example.com/testcycle

go 1.24
