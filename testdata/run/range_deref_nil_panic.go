// Tests that `for i, _ := range *p` evaluates *p (two iteration variables) and panics with Go's
// nil dereference when p is nil.
package main

func main() {
	var p *[3]int
	println("before")
	for i, _ := range *p {
		println(i)
	}
	println("not reached")
}
