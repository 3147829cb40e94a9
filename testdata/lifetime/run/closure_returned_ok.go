// Attack shape: a function returns a closure over its local; the caller calls it.
// SAFE: a returned closure lives in the caller's frame (language.md section 3).
package main

func counter() func() int {
	n := 0
	return func() int { n++; return n }
}

func main() {
	c := counter()
	c()
	c()
	println(c())
}
