// Attack shape: a function makes a map, fills it and returns it; main uses it.
// SAFE: the returned map lives in main's frame.
package main

func mk(n int) map[int]string {
	m := make(map[int]string, n)
	for i := range n {
		m[i] = "v"
	}
	return m
}

func main() {
	m := mk(3)
	println(len(m), m[2])
}
