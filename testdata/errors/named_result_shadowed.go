// ERROR: 9:3: result parameter x not in scope at return
// Static error: a bare return while a named result is shadowed by an inner declaration.
package main

func f(n int) (x int) {
	if n > 0 {
		x := n * 2
		println(x)
		return
	}
	return
}

func main() {
	println(f(1))
}
