// REJECT: escaping value: the address of a captured variable stored in a global [enclosing function|outlive]
// Valid Go that So rejects (language.md section 3): a function literal stores the address of
// a variable it captured in a package-level variable, which outlives the enclosing function's
// frame. (Storing the variable's value there is the enclosing function's business.)
package main

var gp *int

var g int

func setup() {
	count := 40
	p := &g
	f := func() {
		gp = p
		gp = &count
	}
	f()
	count++
}

func main() {
	setup()
	println(*gp)
}
