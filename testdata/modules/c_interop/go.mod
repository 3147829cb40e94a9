module example.com/cinterop

go 1.26
