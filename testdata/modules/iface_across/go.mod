module example.com/ia

go 1.26
