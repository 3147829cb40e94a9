package lib

var G *int

func Set(dst **int, v *int) { *dst = v }
