module example.com/runregexp

go 1.24
