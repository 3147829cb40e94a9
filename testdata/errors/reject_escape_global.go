// REJECT: escaping value: address of a local stored in a global [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): storing the address of
// a local in a package-level variable lets it outlive its frame.
package main

var keep *int

func save() {
	x := 42
	keep = &x
}

func main() {
	save()
	println(*keep)
}
