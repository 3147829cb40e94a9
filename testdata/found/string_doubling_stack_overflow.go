// BUG crash (found by xtask gen): a string doubled 24 times (80 MB) does not fit the stack: a bare SIGSEGV, exit 139, with no "fatal error: stack overflow" line; Go prints 83886080.
package main

func main() {
	s := "hello"
	for i := 0; i < 24; i++ {
		s += s
	}
	println(len(s))
}
