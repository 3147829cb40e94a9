// Attack shape: a deferred closure reads a local through a pointer after the body has ended.
// SAFE: deferred calls run before the frame ends.
package main

func f() (out int) {
	v := 1
	p := &v
	defer func() { out = *p * 100 }()
	v = 3
	return 0
}

func main() { println(f()) }
