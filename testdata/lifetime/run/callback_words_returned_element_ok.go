// Attack shape: a callback keeps the words it is given (substrings of a string the enclosing
// function made) in a local slice, and the function returns one of them.
// SAFE: the words point into memory the function made and returns; it must live on after the
// function returns, in its caller's frame.
package main

func words(s string, yield func(string)) {
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				yield(s[start:i])
			}
			start = i + 1
		}
	}
}

func longest(parts []byte) string {
	text := string(parts)
	buf := make([]string, 0, 8)
	words(text, func(w string) {
		buf = append(buf, w)
	})
	best := buf[0]
	for _, w := range buf {
		if len(w) > len(best) {
			best = w
		}
	}
	return best
}

func main() {
	a := longest([]byte("the quick brownest fox"))
	b := longest([]byte("jumps over lazy dogs"))
	println(a, b)
}
