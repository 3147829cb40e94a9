module example.com/pa

go 1.26
