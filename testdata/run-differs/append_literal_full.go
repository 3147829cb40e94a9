// Deliberate difference (language.md section 3, "append does not grow"): a slice literal has
// no spare capacity, so appending one more element (here through a variadic spread) panics
// with "append: out of capacity" in So; Go would grow the slice and exit 0.
package main

func main() {
	s := []byte{'a', 'b'}
	extra := []byte{'c'}
	s = append(s, extra...)
	println(string(s))
}
