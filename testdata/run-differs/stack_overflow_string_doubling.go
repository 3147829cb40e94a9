// Deliberate difference (language.md section 3, "Values live in the frame that makes them"):
// a string doubled 24 times is 80 MB, made by concatenation in main's frame, which does not fit
// the C stack (8 MB by default on Linux): the program prints "fatal error: stack overflow" and
// exits with status 2, where Go prints 83886080. The program generator found it dying of a bare
// SIGSEGV: the concatenation's memory skipped the stack's guard region. Expected output written
// by hand for that reason.
package main

func main() {
	s := "hello"
	for i := 0; i < 24; i++ {
		s += s
	}
	println(len(s))
}
