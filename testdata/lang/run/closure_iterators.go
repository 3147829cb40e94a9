// Tests push-style iterators written with callbacks: generic sequence functions take a
// yield func(T) bool closure and stop when it returns false; adapters (Filter, Take, Map)
// wrap the caller's closure in another closure that is passed further down; all closures
// are created and used within the frame of main or of the adapter.
package main

type Seq[T any] func(yield func(T) bool)

func Range(lo, hi int, yield func(int) bool) {
	for i := lo; i < hi; i++ {
		if !yield(i) {
			return
		}
	}
}

func Fib(yield func(int) bool) {
	a, b := 0, 1
	for {
		if !yield(a) {
			return
		}
		a, b = b, a+b
	}
}

func Filter[T any](src func(func(T) bool), keep func(T) bool, yield func(T) bool) {
	src(func(v T) bool {
		if keep(v) {
			return yield(v)
		}
		return true
	})
}

func Take[T any](src func(func(T) bool), n int, yield func(T) bool) {
	if n <= 0 {
		return
	}
	count := 0
	src(func(v T) bool {
		count++
		if !yield(v) {
			return false
		}
		return count < n
	})
}

func Collect[T any](src func(func(T) bool), out []T) []T {
	src(func(v T) bool {
		out = append(out, v)
		return true
	})
	return out
}

func Words(s string, yield func(string) bool) {
	start := -1
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ' ' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			if !yield(s[start:i]) {
				return
			}
			start = -1
		}
	}
}

func main() {
	sum := 0
	Range(0, 10, func(i int) bool {
		sum += i
		return true
	})
	println(sum)

	// Stop early.
	Range(0, 100, func(i int) bool {
		print(i, " ")
		return i < 4
	})
	println()

	evens := func(v int) bool { return v%2 == 0 }
	Take(func(y func(int) bool) { Filter(Fib, evens, y) }, 5, func(v int) bool {
		print(v, " ")
		return true
	})
	println()

	firstTen := Collect(func(y func(int) bool) { Take(Fib, 10, y) }, make([]int, 0, 10))
	println(len(firstTen), firstTen[9])

	longest := ""
	Words("so compiles a strict subset of go", func(w string) bool {
		if len(w) > len(longest) {
			longest = w
		}
		return true
	})
	println(longest)

	var seq Seq[string] = func(yield func(string) bool) { Words("a bb ccc dddd", yield) }
	n := 0
	seq(func(w string) bool {
		n += len(w)
		return len(w) < 3
	})
	println(n)
}
