// REJECT: escaping value: pointer to a parameter returned [pointer to a parameter|outlive]
// Valid Go that So rejects (language.md section 3): a parameter lives in the C frame of the call,
// so the address of one cannot be returned (a local variable's can: copy the parameter into one).
package main

func addr(x int) *int { return &x }

func main() {
	println(*addr(3))
}
