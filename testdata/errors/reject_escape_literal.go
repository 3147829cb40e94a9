// REJECT: escaping value: slice literal returned [escape|outlive|frame]
// Valid Go that So rejects (language.md section 3, "stack by default"): a slice literal's
// backing array lives in the current frame and cannot be returned.
package main

func primes() []int {
	return []int{2, 3, 5, 7}
}

func main() {
	println(len(primes()))
}
