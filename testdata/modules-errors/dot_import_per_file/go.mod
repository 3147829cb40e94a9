module example.com/dip

go 1.26
