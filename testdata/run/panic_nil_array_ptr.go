// Tests nil pointers to arrays: len and a range with only an index do not dereference
// (Go evaluates neither), but ranging with a value does and panics with a nil dereference.
package main

func main() {
	var p *[3]int
	println(len(p), cap(p))
	for i := range p {
		print(i, " ")
	}
	println()
	sum := 0
	for _, v := range p {
		sum += v
	}
	println("not reached", sum)
}
