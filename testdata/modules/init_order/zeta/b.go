package zeta

// Late is initialized before Z, which depends on it.
var Late = show("zeta.Late", 4)

func init() {
	println("init zeta b.go")
}
