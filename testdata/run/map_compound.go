// Tests compound assignment on map entries: every arithmetic and bitwise operator, ++ and --,
// string +=, on present and missing keys (a missing key reads as zero and is inserted), and
// that the key expression and the map expression are evaluated exactly once.
package main

var calls int

func key(k string) string {
	calls++
	return k
}

var counts = make(map[string]int, 4)

func table() map[string]int {
	calls++
	return counts
}

func main() {
	m := make(map[string]int, 16)
	m["a"] = 10
	m["a"] += 5
	m["b"] -= 3
	m["c"] = 6
	m["c"] *= 7
	m["d"] = 100
	m["d"] /= 7
	m["e"] = 100
	m["e"] %= 7
	m["f"] = 1
	m["f"] <<= 10
	m["g"] = 1024
	m["g"] >>= 3
	m["h"] = 12
	m["h"] &= 10
	m["i"] |= 5
	m["j"] = 6
	m["j"] ^= 3
	m["k"] = 15
	m["k"] &^= 5
	m["l"]++
	m["l"]++
	m["n"]--
	println(m["a"], m["b"], m["c"], m["d"], m["e"], m["f"], m["g"])
	println(m["h"], m["i"], m["j"], m["k"], m["l"], m["n"], len(m))

	s := make(map[int]string, 2)
	s[1] += "x"
	s[1] += "y"
	s[2] = "p"
	s[2] += s[1]
	println(s[1], s[2], len(s))

	f := make(map[string]float64, 2)
	f["x"] += 1.5
	f["x"] *= 3
	f["y"] /= 2
	println(f["x"], f["y"])

	u8 := make(map[bool]uint8, 2)
	u8[true] = 250
	u8[true] += 10
	u8[false]--
	println(u8[true], u8[false])

	m[key("once")] += 2
	m[key("once")]++
	println(m["once"], calls)
	table()[key("t")]++
	table()[key("t")] += 10
	println(counts["t"], calls)
}
