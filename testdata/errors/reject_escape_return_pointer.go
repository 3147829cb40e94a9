// REJECT: escaping value: pointer to a local returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): returning the address
// of a local variable would let it outlive its frame.
package main

type Counter struct{ N int }

func newCounter() *Counter {
	c := Counter{N: 1}
	return &c
}

func main() {
	println(newCounter().N)
}
