// Tests scoping and shadowing: package-level names shadowed by locals and parameters,
// predeclared identifiers (len, true, int) shadowed by variables, and names reused in
// sibling blocks.
package main

var level = "package"

func showLevel() {
	println("level:", level)
}

func param(level int) {
	println("param level:", level)
	{
		level := "block"
		println("block level:", level)
	}
}

func predeclared() {
	len := 3
	true := false
	println("shadowed len/true:", len, true)
	{
		int := "not a type here"
		println(int)
	}
	var n int = 4
	println(n)
}

func main() {
	showLevel()
	level := 1
	println("local level:", level)
	showLevel()
	param(7)
	predeclared()
	println(len("still the builtin"))

	for i := 0; i < 2; i++ {
		v := i * 10
		println("first block v:", v)
	}
	for i := 0; i < 2; i++ {
		v := "second"
		println("second block v:", v, i)
	}
	if level := "if"; level != "" {
		println(level)
	}
	println(level)

	type T int
	var t T = 5
	{
		type T string
		var t T = "inner"
		println(t)
	}
	println(t)
}
