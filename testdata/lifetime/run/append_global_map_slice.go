// Attack: m["k"] = append(m["k"], &v) where m is a package-level map whose slice has room.
// UNSAFE: the map's slice keeps &v of f.
package main

var store [4]*int
var m = map[string][]*int{"k": store[:0]}

func f() {
	v := 104
	m["k"] = append(m["k"], &v)
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
	println(*m["k"][0])
}
