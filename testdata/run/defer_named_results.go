// A deferred closure that assigns a named result changes what the function returns: `return x`
// assigns the results first, then the deferred calls run. Unnamed results are not affected by
// later changes to the variables they were computed from.
package main

func double() (r int) {
	defer func() { r *= 2 }()
	return 21
}

func swap() (a, b string) {
	defer func() { a, b = b, a }()
	a = "first"
	return a, "second"
}

func unnamed() int {
	x := 1
	defer func() { x = 100 }()
	return x
}

func order() (s int) {
	defer func() { s = s*10 + 1 }()
	defer func() { s = s*10 + 2 }()
	return 3
}

func bare() (n int, ok bool) {
	defer func() {
		if n > 5 {
			ok = true
		}
	}()
	n = 7
	return
}

func inLoop() (total int) {
	for i := 1; i <= 3; i++ {
		defer func() { total += i }()
	}
	return 100
}

func readsResult() (r int) {
	defer func() { println("deferred sees", r) }()
	r = 1
	return r + 1
}

func viaPointer() (r int) {
	p := &r
	defer func() { *p += 5 }()
	return 10
}

func main() {
	println(double())
	println(swap())
	println(unnamed())
	println(order())
	println(bare())
	println(inLoop())
	println(readsResult())
	println(viaPointer())
}
