module example.com/stream

go 1.24
