// Attack shape: return &MyErr{...} as error from a helper; the caller keeps it.
// SAFE: a returned value lives in the caller's frame.
package main

type MyErr struct{ code int }

func (e *MyErr) Error() string { return "failed" }

func try(n int) error {
	if n > 2 {
		return &MyErr{code: n}
	}
	return nil
}

func main() {
	err := try(5)
	println(err.Error(), err.(*MyErr).code, try(1) == nil)
}
