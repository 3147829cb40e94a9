// Tests the basic map operations: literals, make with a capacity, index (present and
// missing), comma-ok, assignment, compound assignment, ++ and --, delete (present and
// missing keys), len, clear, and maps being references when passed to functions.
package main

func addAll(m map[string]int, keys []string, delta int) {
	for _, k := range keys {
		m[k] += delta
	}
}

func main() {
	ages := map[string]int{"ann": 31, "bob": 27, "cid": 45}
	println(len(ages), ages["ann"], ages["bob"], ages["zed"])
	v, ok := ages["cid"]
	println(v, ok)
	v, ok = ages["zed"]
	println(v, ok)

	ages["bob"] = 28
	ages["ann"]++
	ages["cid"] -= 5
	println(ages["ann"], ages["bob"], ages["cid"], len(ages))

	delete(ages, "bob")
	delete(ages, "nobody")
	_, ok = ages["bob"]
	println(len(ages), ok)

	m := make(map[string]int, 10)
	println(len(m), m["x"])
	m["x"] += 5 // missing key reads as zero
	m["y"]++
	m["y"]++
	m["z"]--
	m["w"] *= 3
	println(len(m), m["x"], m["y"], m["z"], m["w"])

	addAll(m, []string{"x", "y", "new"}, 10)
	println(len(m), m["x"], m["y"], m["new"])

	clear(m)
	println(len(m), m["x"])
	_, ok = m["y"]
	println(ok)
	m["after"] = 1
	println(len(m), m["after"])

	// Other value kinds and compound operators.
	flags := make(map[int]uint8, 4)
	flags[1] |= 1 << 3
	flags[1] |= 1
	flags[2] ^= 0xff
	flags[1] <<= 1
	flags[2] &^= 0x0f
	println(flags[1], flags[2], len(flags))

	names := make(map[int]string, 3)
	names[1] += "a"
	names[1] += "b"
	names[2] = names[1] + names[3] + "!"
	println(names[1], names[2], len(names[3]), len(names))

	fl := make(map[string]float64, 2)
	fl["pi"] = 3.5
	fl["pi"] /= 2
	fl["e"] += 2.75
	println(fl["pi"], fl["e"])

	bs := make(map[string]bool, 2)
	bs["t"] = !bs["t"]
	println(bs["t"], bs["f"], len(bs))
}
