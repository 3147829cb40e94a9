// Attack shape: place(s, &v) where s is a slice of main's own array.
// SAFE: the array and v are both in main's frame.
package main

func place(s []*int, p *int) { s[0] = p }

func main() {
	var arr [2]*int
	v := 31
	place(arr[:], &v)
	v = 32
	println(*arr[0])
}
