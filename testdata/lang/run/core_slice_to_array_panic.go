// Tests the length check of a slice-to-array conversion: converting a two-element slice to
// [3]int panics with "cannot convert slice with length 2 to array or pointer to array with
// length 3" after the deferred calls run.
package main

func parseTriple(fields []int) [3]int {
	defer println("parseTriple deferred", len(fields))
	return [3]int(fields)
}

func main() {
	defer println("main deferred")
	t := parseTriple([]int{1, 2, 3, 4})
	println(t[0], t[1], t[2])
	t = parseTriple([]int{1, 2})
	println(t[0])
}
