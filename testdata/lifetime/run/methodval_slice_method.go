// Attack: a method returns a slice of its receiver's array; the receiver is a local.
// SAFE: the slice refers to what the method value holds (its receiver), so the lifetime
// layer keeps the buffer on the result stack of mid's caller, as for return b.Slice().
package main

type Buf struct{ data [4]int }

func (b *Buf) Bytes() []int { return b.data[:] }

func mid() []int {
	b := Buf{data: [4]int{1, 2, 3, 4}}
	get := b.Bytes
	return get()
}

func clobber() int {
	a := make([]int, 512)
	for i := range a {
		a[i] = -1
	}
	var b [64]int
	for i := range b {
		b[i] = -1
	}
	return a[0] + b[0]
}

func main() {
	s := mid()
	clobber()
	println(s[0], s[3])
}
