// Attack: an error whose dynamic value is a pointer to f's local struct goes into a global.
// UNSAFE: lastErr points into f's frame.
package main

type MyErr struct{ code int }

func (e *MyErr) Error() string { return "code" }

var lastErr error

func f() {
	e := MyErr{code: 404}
	lastErr = &e
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	f()
	clobber()
	println(lastErr.(*MyErr).code)
}
