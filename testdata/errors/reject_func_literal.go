// REJECT: function literal (closure) [function literal|closure]
// Valid Go that So rejects: a function literal capturing a local variable.
package main

func main() {
	n := 0
	inc := func(d int) int {
		n += d
		return n
	}
	println(inc(2), inc(3))
}
