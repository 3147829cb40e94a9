// Deliberate difference (language.md section 3, "The stack is the C stack"): a 100 MB local
// array. Go moves it to the heap and prints 7; in So it lives in the frame, which does not fit
// the C stack (8 MB by default on Linux), so the program prints "fatal error: stack overflow"
// and exits with status 2. Before the fix the frame skipped the stack's guard region and the
// program died of a bare SIGSEGV. Expected output written by hand for that reason.
package main

func fill(n int) int {
	var a [100 << 20]byte
	for i := 0; i < len(a); i += 4096 {
		a[i] = byte(i/4096 + n)
	}
	return int(a[4096*6])
}

func main() {
	println("start")
	println(fill(1))
}
