// Attack: a helper stores its slice argument into a map it was passed; f passes a package-level
// map and its own literal.
// UNSAFE: groups["a"] refers to f's literal.
package main

var groups = make(map[string][]int, 4)

func set(m map[string][]int, k string, s []int) { m[k] = s }

func f() {
	set(groups, "a", []int{1, 2, 3})
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	s := groups["a"]
	println(s[0], s[1], s[2])
}
