module example.com/ui

go 1.26
