// Tests float keys: +0 and -0 are one key, and assigning through -0 after +0 keeps one entry
// whose key becomes -0 (as Go updates the key); each NaN key is a new entry that no lookup
// finds and delete cannot remove, but range produces it and clear removes it; float32 keys
// behave the same; floats inside struct and array keys compare by value.
package main

type P struct {
	x, y float64
}

func main() {
	zero := 0.0
	negZero := -zero
	nan := zero / zero

	m := make(map[float64]string, 8)
	m[zero] = "plus"
	m[negZero] = "minus"
	println(len(m), m[0], m[negZero])
	for k, v := range m {
		println("key", k, 1/k < 0, v)
	}

	m[nan] = "a"
	m[nan] = "b"
	_, found := m[nan]
	delete(m, nan)
	println(len(m), found, m[nan] == "")
	nans := 0
	for k, v := range m {
		if k != k {
			nans++
			if v != "a" && v != "b" {
				println("bad value", v)
			}
		}
	}
	println("nans", nans)
	clear(m)
	println(len(m))

	f := make(map[float32]int, 4)
	z32 := float32(0)
	f[z32] = 1
	f[-z32]++
	f[z32/z32] = 5
	f[z32/z32] = 6
	println(len(f), f[0], f[z32/z32])

	s := make(map[P]int, 4)
	s[P{0, 1}] = 1
	s[P{negZero, 1}]++
	s[P{nan, 1}] = 3
	println(len(s), s[P{0, 1}], s[P{nan, 1}])

	a := make(map[[2]float64]bool, 4)
	a[[2]float64{1.5, zero}] = true
	println(a[[2]float64{1.5, negZero}], a[[2]float64{nan, 0}], len(a))
}
