// Tests closures and loop variables with Go 1.22 per-iteration semantics: closures called
// within the iteration see that iteration's variable; a closure capturing the loop variable
// and modifying it affects only that iteration; closures over range variables; and a
// variable declared outside the loop is shared by all iterations.
package main

func call(f func() int) int { return f() }

func main() {
	sum := 0
	for i := 0; i < 4; i++ {
		sum += call(func() int { return i * i })
	}
	println(sum)

	for i := 0; i < 6; i++ {
		skip := func() { i++ } // changes this iteration's i, and so the loop's progress
		if i%2 == 0 {
			skip()
		}
		print(i, " ")
	}
	println()

	words := []string{"a", "bb", "ccc"}
	total := 0
	for idx, w := range words {
		total += call(func() int { return idx * len(w) })
	}
	println(total)

	shared := 0
	for i := 0; i < 3; i++ {
		bump := func() { shared += i }
		bump()
		bump()
	}
	println(shared)

	for i := range 3 {
		f := func(k int) int { return i*10 + k }
		print(f(1), " ")
	}
	println()
}
