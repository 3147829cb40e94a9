// Tests maps with function literals and defer: closures that read and write a captured map
// (including compound assignment and delete), a map of closures called by key, a closure
// ranging over a map, deferred delete and deferred closures changing a map, and a method
// value of a named map type.
package main

type Tally map[string]int

func (t Tally) Inc(k string) { t[k]++ }

func apply(n int, f func(int)) {
	for i := 0; i < n; i++ {
		f(i)
	}
}

func withCleanup(m map[string]int) int {
	m["tmp"] = 1
	defer delete(m, "tmp")
	defer func() { m["done"] += 10 }()
	return len(m)
}

func main() {
	m := make(map[string]int, 8)
	keys := []string{"a", "b", "a"}
	apply(len(keys), func(i int) { m[keys[i]] += 2 })
	forget := func(k string) { delete(m, k) }
	println(m["a"], m["b"], len(m))
	forget("b")
	println(len(m))

	ops := map[string]func(int, int) int{
		"add": func(a, b int) int { return a + b },
		"mul": func(a, b int) int { return a * b },
	}
	println(ops["add"](3, 4), ops["mul"](3, 4))

	total := 0
	sum := func() {
		for _, v := range m {
			total += v
		}
	}
	sum()
	println(total)

	n := withCleanup(m)
	_, tmp := m["tmp"]
	println(n, tmp, m["done"])

	t := make(Tally, 2)
	inc := t.Inc
	inc("x")
	inc("x")
	println(t["x"], t["y"])
}
