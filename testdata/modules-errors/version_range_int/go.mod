module example.com/vr

go 1.21
