module example.com/cpt

go 1.26
