// Type parameters whose type set mixes strings and byte slices (~string | ~[]byte): the
// source of append(dst, s...) and of copy; indexing a type parameter of slices and arrays of
// one element type gives an addressable element; a type parameter of byte or rune slices of
// named element types converts to string.
package main

type Bytes []byte

type Text string

func add[S ~string | ~[]byte](buf *[]byte, s S) {
	*buf = append(*buf, s...)
}

func fill[S ~string | ~[]byte](dst []byte, s S) int {
	return copy(dst, s)
}

type A[T interface{ []int | [5]int }] struct {
	val T
}

func (a A[T]) F() int {
	p := &a.val[2]
	*p += 10
	return a.val[2]
}

func bump[T interface{ []int | [3]int }](x *T) {
	q := &(*x)[1]
	*q = 42
}

type MyByte byte

type MyRune rune

func str[T []MyByte](x T) string {
	return string(x)
}

func runes[T []MyRune | []rune](x T) string {
	return string(x)
}

func main() {
	buf := make([]byte, 0, 32)
	add(&buf, "foo")
	add(&buf, []byte("bar"))
	add(&buf, Text("-t"))
	add(&buf, Bytes("-b"))
	println(string(buf))
	dst := make([]byte, 4)
	n := fill(dst, "xyzzy")
	println(n, string(dst))
	n = fill(dst[1:], Bytes("ab"))
	println(n, string(dst))

	var x A[[]int]
	x.val = make([]int, 4)
	_ = &x.val[3]
	n = x.F()
	println(n, x.val[2])
	var y A[[5]int]
	_ = &y.val[3]
	n = y.F()
	println(n, y.val[2])

	s := []int{1, 2, 3}
	bump(&s)
	arr := [3]int{1, 2, 3}
	bump(&arr)
	println(s[1], arr[1])
	println(str([]MyByte{'h', 'i'}), runes([]MyRune{'h', 'é'}), runes([]rune("ok")))
}
