module example.com/concbind

go 1.26
