module example.com/dn

go 1.26
