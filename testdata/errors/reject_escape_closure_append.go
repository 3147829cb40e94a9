// REJECT: escaping value: function literal appended to the caller's slice [function literal|outlive]
// Valid Go that So rejects (language.md section 3, "closures stay in their frame"): function
// literals are appended to (and stored in) a slice the caller owns.
package main

func register(hooks *[]func() int, k int) {
	*hooks = append(*hooks, func() int { return k * 2 })
}

func replaceFirst(hooks []func() int, k int) {
	hooks[0] = func() int { return k }
}

func main() {
	buf := make([]func() int, 0, 4)
	register(&buf, 1)
	register(&buf, 2)
	replaceFirst(buf, 7)
	for _, h := range buf {
		println(h())
	}
}
