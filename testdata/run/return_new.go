// Tests returning a pointer made by new: the value lives in the caller's frame.
package main

func alloc() *int {
	p := new(int)
	*p = 7
	return p
}

func main() {
	println(*alloc())
}
