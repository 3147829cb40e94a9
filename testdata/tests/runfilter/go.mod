module example.com/runfilter

go 1.24
