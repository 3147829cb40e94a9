//go:build ignore

// Twin of map_ops.c: every map operation on int and string keys (make, assignment, overwrite,
// lookup and comma-ok of present and missing keys, compound assignment on a missing key,
// delete, clear, len, range), Go's evaluation order of m[k] = len(m), nil maps, maps of
// capacity 0 (and of a negative size, which Go treats as 0), a full map that is overwritten and
// refilled, a literal, maps passed by reference, and values updated during range.
package main

// sumInt adds up the keys and the values of m and counts its entries.
func sumInt(m map[int]int) (keys, vals, n int) {
	for k, v := range m {
		keys += k
		vals += v
		n++
	}
	return
}

func fill(m map[int]int, from, to int) {
	for k := from; k < to; k++ {
		m[k] = k * k
	}
}

func main() {
	m := make(map[int]int, 10)
	println("empty", len(m), m[1])
	m[1] = 10
	m[2] = 20
	m[1] = 11
	println("len", len(m), m[1], m[2], m[3])
	v, ok := m[2]
	println("comma-ok present", v, ok)
	v, ok = m[3]
	println("comma-ok missing", v, ok)
	m[4] += 5
	m[4]++
	m[1] -= 1
	m[5] *= 3
	println("compound", len(m), m[4], m[1], m[5])
	delete(m, 2)
	delete(m, 99)
	println("delete", len(m), m[2])
	_, ok = m[2]
	println("deleted present", ok)
	keys, vals, n := sumInt(m)
	println("range", keys, vals, n)
	clear(m)
	_, ok = m[1]
	println("clear", len(m), m[1], ok)
	keys, vals, n = sumInt(m)
	println("range after clear", keys, vals, n)
	fill(m, 0, 10)
	keys, vals, n = sumInt(m)
	println("refill", len(m), keys, vals, n)

	// The operands are evaluated before the map changes.
	o := make(map[int]int, 8)
	o[5] = len(o)
	o[6] += len(o)
	println("order", o[5], o[6], len(o))

	// A nil map reads as empty.
	var z map[int]int
	v, ok = z[1]
	println("nil", z == nil, len(z), z[1], v, ok)
	delete(z, 1)
	clear(z)
	keys, vals, n = sumInt(z)
	println("nil range", keys, vals, n)

	// Capacity 0 and a negative size: reads work.
	c0 := make(map[string]int, 0)
	neg := -5
	cn := make(map[string]int, neg)
	_, ok = c0["a"]
	delete(c0, "a")
	clear(c0)
	count := 0
	for range c0 {
		count++
	}
	for range cn {
		count++
	}
	println("cap 0", c0 == nil, cn == nil, len(c0), len(cn), c0["a"], cn["b"], ok, count)

	// A full map: overwriting works, and so does inserting after a delete.
	f := make(map[int]int, 3)
	fill(f, 0, 3)
	for k := range 3 {
		f[k] = -k
	}
	delete(f, 1)
	f[7] = 70
	keys, vals, n = sumInt(f)
	println("full", len(f), keys, vals, n)
	delete(f, 7)
	delete(f, 0)
	delete(f, 2)
	fill(f, 10, 13)
	keys, vals, n = sumInt(f)
	println("refilled", len(f), keys, vals, n)

	// A literal, string keys and values.
	lit := map[string]string{"a": "apple", "b": "banana", "c": "cherry"}
	lit["b"] = "blueberry"
	total := 0
	for k, v := range lit {
		total += len(k) * 100 + len(v)
	}
	println("literal", len(lit), lit["a"], lit["b"], lit["z"] == "", total)

	// Maps are references.
	fill(o, 100, 103)
	keys, vals, n = sumInt(o)
	println("by reference", len(o), keys, vals, n)

	// Values written during range.
	for k := range o {
		o[k] *= 2
	}
	keys, vals, n = sumInt(o)
	println("doubled", keys, vals, n)
	for k, v := range o {
		if v%2 != 0 {
			println("odd", k)
		}
	}
}
