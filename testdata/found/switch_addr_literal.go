// BUG cc-rejects: `switch (&T{}) {}` leaves an unused temporary in the C (-Werror=unused-variable or -Werror=unused-value); Go prints "ok".
package main

type T struct{ a int }

func main() {
	switch (&T{}) {
	}
	println("ok")
}
