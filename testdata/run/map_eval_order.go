// Tests Go's order of evaluation around map operations: the operands of m[k] = v are
// evaluated before the entry is inserted (m[k] = len(m) stores the old length), calls run in
// order (m[f()] = g()), a call on the right that changes the key variable runs before the key
// is read (as gc does), parallel assignments mixing array elements and map entries, swaps of
// two entries, literals whose entries call functions, and delete and lookups whose operands
// call functions.
package main

func t(s string, v int) int {
	print(s, " ")
	return v
}

var m = make(map[int]int, 16)

func get() map[int]int {
	print("m ")
	return m
}

var k = 1

func bump() int {
	k = 2
	return 5
}

func main() {
	a := make(map[string]int, 4)
	a["x"] = len(a)
	a["y"] = len(a)
	a["z"] += len(a)
	println(a["x"], a["y"], a["z"], len(a))

	get()[t("k", 1)] = t("v", 10)
	println(m[1])
	m[t("a", 2)], m[t("b", 3)] = t("c", 20), t("d", 30)
	println(m[2], m[3])

	m[k] = bump()
	println(m[1], m[2], k)
	k = 1
	m[k] += bump()
	println(m[1], m[2], k)

	var arr [3]int
	i := 0
	arr[i], m[i] = 7, len(m)
	println(arr[0], m[0], len(m))
	m[4], i = 40, len(m)
	println(m[4], i)

	s := map[string]int{"p": 1, "q": 2}
	s["p"], s["q"] = s["q"], s["p"]
	println(s["p"], s["q"])

	lit := map[int]int{t("1", 1): t("2", 2), t("3", 3): t("4", 4)}
	println(lit[1], lit[3])

	delete(get(), t("d", 1))
	_, ok := get()[t("l", 1)]
	println(ok, len(m))

	sum := t("x", 1) + m[t("y", 2)] + t("z", 3)
	println(sum)
}
