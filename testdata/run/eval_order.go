// Tests Go's evaluation order where the specification fixes it: operands and arguments with
// function calls are evaluated left to right, && and || short-circuit, and composite literal
// elements are evaluated in order.
package main

var log [16]int
var n int

func rec(v int) int {
	log[n] = v
	n++
	return v
}

func reset() { n = 0 }

func dump(tag string) {
	print(tag, ":")
	for i := 0; i < n; i++ {
		print(" ", log[i])
	}
	println()
}

func three(a, b, c int) int { return a*100 + b*10 + c }

type P struct{ A, B, C int }

func main() {
	reset()
	r := three(rec(1), rec(2), rec(3))
	dump("args")
	println(r)

	reset()
	x := rec(1) + rec(2)*rec(3) - rec(4)
	dump("binary")
	println(x)

	reset()
	arr := [3]int{rec(7), rec(8), rec(9)}
	dump("array literal")
	println(arr[0] + arr[2])

	reset()
	p := P{C: rec(3), A: rec(1), B: rec(2)}
	dump("struct literal (source order)")
	println(p.A, p.B, p.C)

	reset()
	ok := rec(0) == 1 && rec(99) == 99
	dump("&& short-circuit")
	println(ok)

	reset()
	ok = rec(1) == 1 || rec(99) == 99
	dump("|| short-circuit")
	println(ok)

	reset()
	s := []int{rec(5), rec(6)}
	v := s[rec(1)] + three(rec(0), rec(0), rec(1))
	dump("index and call")
	println(v)

	reset()
	println(rec(1), rec(2), rec(3))
	dump("println args")
}
