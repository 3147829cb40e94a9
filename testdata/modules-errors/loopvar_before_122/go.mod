module example.com/lv

go 1.21
