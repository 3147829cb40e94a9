// A value too large for an interface's inline bytes, converted inside a loop body that it does
// not outlive (a map key, a comparison, an argument): it is copied into the iteration's memory
// and the interface refers to it (an internal error in the emitter before; a fuzz finding).
package main

type big [61]int

func same(a, b any) bool { return a == b }

func main() {
	m := make(map[any]int, 4)
	m[[61]int{1, 2}] = 7
	m[big{3}] = 8
	for i := 0; i < 3; i++ {
		println(i, m[[61]int{1, 2}], m[big{3}], m[[61]int{int(i)}])
		println(same([61]int{i}, [61]int{i}), same(big{i}, [61]int{i}))
	}
}
