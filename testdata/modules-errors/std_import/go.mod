module example.com/si

go 1.26
