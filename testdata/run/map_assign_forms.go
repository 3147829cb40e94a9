// Tests map entries and lookups in every assignment form: comma-ok results assigned to struct
// fields, array elements and other map entries; range loops assigning keys and values to
// fields and map entries; parallel assignments that swap entries or read an entry the same
// statement overwrites; the address of a map literal; a map index as a call argument; a
// comma-ok result assigned to an interface variable, and its untyped ok to a named bool.
package main

type Result struct {
	val   int
	found bool
}

func add(a, b int) int { return a + b }

func main() {
	m := map[string]int{"a": 1, "b": 2}
	var r Result
	r.val, r.found = m["b"]
	println(r.val, r.found)

	var arr [2]int
	var oks [2]bool
	arr[0], oks[0] = m["a"]
	arr[1], oks[1] = m["zz"]
	println(arr[0], arr[1], oks[0], oks[1])

	out := make(map[string]int, 4)
	present := make(map[string]bool, 4)
	out["x"], present["x"] = m["a"]
	println(out["x"], present["x"], len(out), len(present))

	copyTo := make(map[string]int, 2)
	var last Result
	var key string
	for key, last.val = range m {
		copyTo[key] = last.val * 100
	}
	println(copyTo["a"], copyTo["b"], last.val > 0)

	keys := make(map[int]string, 2)
	i := 0
	var k string
	for k = range m {
		keys[i] = k
		i++
	}
	println(len(keys), keys[0] != keys[1])

	m["a"], m["b"] = m["b"], m["a"]
	println(m["a"], m["b"])
	x := 5
	m["a"], x = x, m["a"]
	println(m["a"], x)

	p := &map[string]int{"only": 1}
	(*p)["only"] += 41
	println((*p)["only"], len(*p))

	println(add(m["a"], m["b"]), add(len(m), m["none"]))

	var anyVal any
	var has bool
	anyVal, has = m["a"]
	println(anyVal.(int), has)
	anyVal, has = m["none"]
	println(anyVal.(int), has)

	type Flag bool
	var flag Flag
	var got int
	got, flag = m["b"]
	println(got, flag)
}
