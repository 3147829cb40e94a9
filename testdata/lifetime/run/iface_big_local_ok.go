// Attack shape: a big struct boxed into an `any` of the same frame and read there.
// SAFE: box and any share main's frame.
package main

type Big struct{ a, b, c, d, e int }

func main() {
	var x any = Big{1, 2, 3, 4, 5}
	b := x.(Big)
	println(b.a + b.e)
}
