// Deliberate difference (language.md section 3, "Values live in the frame that makes them"):
// `s += "ab"` 20,000 times keeps every intermediate string in main's frame until main returns
// (400 MB in all), so the stack runs out: the program prints "fatal error: stack overflow" and
// exits with status 2, where Go prints 40000. Expected output written by hand for that reason.
package main

func main() {
	s := ""
	for i := 0; i < 20000; i++ {
		s += "ab"
	}
	println(len(s))
}
