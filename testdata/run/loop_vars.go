// Tests loop variable semantics: each iteration of a for loop has its own variables (Go 1.22+),
// so changing the variable inside a range body does not change the iteration, while in a
// three-clause loop the change carries into the post statement; range over an integer and over
// a slice evaluates its operand once.
package main

func main() {
	for i := range 3 {
		print(i, ":")
		i += 10
		print(i, " ")
	}
	println()

	for i := 0; i < 10; i++ {
		i += 2
		print(i, " ")
	}
	println()

	n := 3
	for i := range n {
		n = 10
		print(i, " ")
	}
	println("n =", n)

	s := []int{1, 2, 3}
	for i, v := range s {
		v *= 100
		s[i] += v
	}
	println(s[0], s[1], s[2])

	for i, c := range "héllo" {
		i += 100
		c -= 32
		print(i, ":", c, " ")
	}
	println()

	arr := [3]int{1, 2, 3}
	for i := range arr {
		arr[i] *= 2
	}
	println(arr[0], arr[1], arr[2])

	count := 0
	for i := 0; i < 3; i++ {
		for j := i; j < 3; j++ {
			count++
		}
	}
	println("pairs:", count)

	// Nested loops reusing the same names in inner scopes.
	total := 0
	for i := range 3 {
		for i := range i {
			total += i
		}
	}
	println("total:", total)
}
