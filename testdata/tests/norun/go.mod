module example.com/norun

go 1.24
