// panic with an error value prints its Error() message; deferred output is not involved.
package main

type MyErr struct{ code int }

func (e MyErr) Error() string { return "my error" }

func main() {
	var err error = MyErr{7}
	println("about to panic")
	panic(err)
}
