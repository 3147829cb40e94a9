// ERROR: 9:18: field and method with the same name N
// Static error: a struct type with a field and a method of the same name.
package main

type Counter struct {
	N int
}

func (c Counter) N() int { return 0 }

func main() {
	var c Counter
	_ = c
}
