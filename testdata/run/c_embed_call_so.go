// //so:embed of a .c file whose C functions call back into So: the exported Twice is
// main_Twice to C, and the C functions are bound with //so:extern (one of them nodecay, so it
// gets the So string itself). The Go bodies do what the C does.
package main

//so:embed c_embed_call_so.c
var source string

// Twice is exported: C calls it as main_Twice.
func Twice(x int) int { return 2 * x }

//so:extern
func twice_plus_one(x int) int { return Twice(x) + 1 }

// so_string_len takes the So string as it is (so_String).
//
//so:extern so_string_len nodecay
func stringLen(s string) int { return len(s) }

//so:extern
func sum_bytes(p []byte, n int) int {
	t := 0
	for _, b := range p[:n] {
		t += int(b)
	}
	return t
}

func main() {
	println(twice_plus_one(20))
	println(stringLen("héllo"), stringLen(""))
	b := []byte{1, 2, 3, 4}
	println(sum_bytes(b, len(b)), sum_bytes(b[1:], 2))
}
