module example.com/fmtvalues

go 1.24
