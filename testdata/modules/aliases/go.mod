module example.com/aliases

go 1.26
