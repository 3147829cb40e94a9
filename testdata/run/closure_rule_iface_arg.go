// A value passed as an interface whose dynamic type could hold a func value (here through an
// error field) is not a closure made by this function: calling with it 400,000 times in a loop
// does not keep the loop's slice literals alive (they overflowed the stack), while a method
// value of a pointer receiver still makes its receiver's memory keep what the call was given.
package main

type W interface{ Write(p []byte) int }

type rec struct {
	n   int
	err error
}

func (r *rec) Write(p []byte) int { r.n += len(p); return len(p) }

func emit(w W, args ...int) int {
	var b [8]byte
	k := 0
	for _, a := range args {
		b[k%8] = byte(a)
		k++
	}
	return w.Write(b[:k])
}

type keeper struct {
	all [3][]int
	n   int
}

func (k *keeper) keep(xs []int) { k.all[k.n] = xs; k.n++ }

func apply(f func([]int), xs []int) { f(xs) }

func main() {
	var r rec
	total := 0
	for i := 0; i < 400000; i++ {
		total += emit(&r, i, 2, 3, 4, 5, 6, 7)
	}
	println(total, r.n)

	var k keeper
	f := k.keep
	for i := 0; i < 3; i++ {
		apply(f, []int{i, i * 10})
	}
	for _, xs := range k.all {
		println(xs[0], xs[1])
	}
}
