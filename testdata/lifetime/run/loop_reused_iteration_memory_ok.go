// Attack: p keeps the first iteration's slice literal; later iterations make their own. Go
// keeps each; a compiler that reuses one iteration's memory for the next would change p[0].
// SAFE: p is declared outside the loop, so the literal must not get reusable block storage.
package main

func main() {
	var p []int
	for i := 0; i < 3; i++ {
		s := []int{i + 1, i + 2}
		if i == 0 {
			p = s
		}
	}
	println(p[0], p[1])
}
