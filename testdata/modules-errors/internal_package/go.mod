module example.com/ip

go 1.26
