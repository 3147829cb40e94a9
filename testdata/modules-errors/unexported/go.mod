module example.com/ux

go 1.26
