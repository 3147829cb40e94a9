// Attack: a closure never assigns the variable it captured (a pointer), but writes through
// it into another local slice variable, making that slice refer to a package-level array;
// the enclosing function then appends a pointer to its local through the slice.
// UNSAFE: after redirect() runs, s refers to the package-level array, so &v is kept there
// after touch returns.
package main

var table [4]*int

func run(f func()) { f() }

func touch() {
	local := make([]*int, 0, 4)
	s := local
	p := &s
	run(func() { *p = table[:0] })
	v := 7
	s = append(s, &v)
	println(len(s))
}

func main() {
	touch()
	for i := 0; i < 3; i++ {
		x := [8]int{9, 9, 9, 9, 9, 9, 9, 9}
		_ = x
	}
	println(*table[0])
}
