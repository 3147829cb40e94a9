// REJECT: escaping value: function literal stored in a global [escape|outlive|frame|global]
// Deliberate difference (language.md section 3): a closure capturing a local of setup is
// stored in a package-level variable, so it would outlive setup's frame. Go prints 3; So
// must reject the assignment with the escape diagnostic.
package main

var onEvent func() int

func setup() {
	count := 0
	onEvent = func() int {
		count++
		return count
	}
}

func main() {
	setup()
	onEvent()
	onEvent()
	println(onEvent())
}
