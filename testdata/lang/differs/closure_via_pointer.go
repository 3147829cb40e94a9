// REJECT: escaping value: function literal stored through a pointer into the caller [escape|outlive|frame]
// Deliberate difference (language.md section 3, "a longer-lived variable"): install stores a
// closure capturing its local into a variable of its caller through a pointer, so the
// closure would outlive install's frame. Go prints 42; So must reject it.
package main

func install(slot *func() int) {
	secret := 42
	*slot = func() int { return secret }
}

func main() {
	var f func() int
	install(&f)
	println(f())
}
