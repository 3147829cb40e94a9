// REJECT: escaping value: new(T) returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): new places the value in
// the current frame, so returning the pointer lets it outlive the frame.
package main

func alloc() *int {
	p := new(int)
	*p = 7
	return p
}

func main() {
	println(*alloc())
}
