// BUG crash: `s += "ab"` 100,000 times allocates every intermediate string on the stack: SIGSEGV, exit 139; Go prints "200000" and exits 0.
package main

func main() {
	s := ""
	for i := 0; i < 100000; i++ {
		s += "ab"
	}
	println(len(s))
}
