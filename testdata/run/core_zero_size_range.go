// Ranging over slices and arrays of zero-size elements.
package main

type Token struct{}

func main() {
	count := 0
	for range []struct{}{{}, {}, {}} {
		count++
	}
	tokens := []Token{{}, {}}
	for i, t := range tokens {
		_ = t
		count += 10 * (i + 1)
	}
	var set [5]struct{}
	for i := range set {
		count += 100 * i
	}
	buf := make([]struct{}, 4, 8)
	buf = append(buf, struct{}{})
	for range buf {
		count++
	}
	println(count, len(buf), cap(buf))
}
