// Package mid is imported by zeta.
package mid

// M depends on nothing.
var M = show("mid.M", 3)

func show(s string, v int) int {
	println("var", s, v)
	return v
}

func init() {
	println("init mid")
}
