// Attack shape: swap(&a, &b) of two pointers that both belong to main.
// SAFE: nothing leaves main's frame.
package main

func swap(a, b **int) { *a, *b = *b, *a }

func main() {
	x, y := 1, 2
	a, b := &x, &y
	swap(&a, &b)
	println(*a, *b)
}
