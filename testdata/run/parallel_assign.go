// Tests parallel assignment and Go's two-phase evaluation order: index operands and right-hand
// sides are evaluated first, then assignments happen left to right; swaps and rotations;
// function calls evaluated left to right; range assigning into an index expression.
package main

var trace [8]int
var ntrace int

func note(v int) int {
	trace[ntrace] = v
	ntrace++
	return v
}

func main() {
	a, b := 1, 2
	a, b = b, a
	println("swap:", a, b)

	x, y, z := 1, 2, 3
	x, y, z = y, z, x
	println("rotate:", x, y, z)

	s := []int{10, 20, 30, 40}
	i := 0
	i, s[i] = 1, 99 // s[0] is the target: index evaluated before assignments
	println("i, s[i]:", i, s[0], s[1])

	i = 0
	s[i], i = 77, 2
	println("s[i], i:", s[0], i)

	i = 1
	s[i], i = i, s[i] // s[1] = 1, i = old s[1]
	println("s[i], i = i, s[i]:", s[1], i)

	s[0], s[0] = 5, 6
	println("same target twice:", s[0])

	s[0], s[3] = s[3], s[0]
	println("swap elements:", s[0], s[3])

	arr := [3]int{1, 2, 3}
	arr[0], arr[1], arr[2] = arr[2], arr[0], arr[1]
	println("array rotate:", arr[0], arr[1], arr[2])

	// Calls on both sides are evaluated left to right before any assignment.
	var t [4]int
	t[note(1)], t[note(2)] = note(3), note(0)
	println("calls:", t[1], t[2], trace[0], trace[1], trace[2], trace[3], ntrace)

	type pt struct{ x, y int }
	p := pt{1, 2}
	q := &p
	q.x, q.y = q.y, q.x
	println("struct fields via pointer:", p.x, p.y)

	// The range assigns i and then w[i] with i's old value from the first phase.
	w := []int{3, 5, 7}
	i = 2
	for i, w[i] = range w {
		break
	}
	println("range into index:", i, w[0], w[1], w[2])

	// Op-assignment evaluates the index once.
	k := 0
	counts := [3]int{}
	counts[note(2)] += 5
	counts[k]++
	println("op-assign:", counts[0], counts[2], ntrace)

	f1, f2 := fib2(10)
	println("fib2(10):", f1, f2)
}

func fib2(n int) (int, int) {
	a, b := 0, 1
	for i := 0; i < n; i++ {
		a, b = b, a+b
	}
	return a, b
}
