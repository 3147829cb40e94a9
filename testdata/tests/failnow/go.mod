module example.com/failnow

go 1.24
