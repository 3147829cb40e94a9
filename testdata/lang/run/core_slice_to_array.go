// Tests conversions from slices to arrays and array pointers: [N]T(s) copies the first N
// elements (the result is independent of the slice), (*[N]T)(s) aliases the slice's backing
// array, sub-slices convert too, a zero-length conversion works, and converting a nil slice
// to *[0]T gives a nil pointer while an empty non-nil slice gives a non-nil one.
package main

type Vec3 [3]float64

func sum3(a [3]int) int { return a[0] + a[1] + a[2] }

func main() {
	s := []int{1, 2, 3, 4, 5}
	a := [3]int(s)
	a[0] = 100
	println(a[0], a[1], a[2], s[0])

	p := (*[3]int)(s)
	p[0] = 100
	println(s[0], len(p), p[2])

	tail := (*[2]int)(s[3:])
	tail[1] = 50
	println(s[4], sum3([3]int(s[1:4])))

	v := Vec3([]float64{0.5, 1.5, 2.5})
	println(v[0] + v[1] + v[2])

	full := [5]int(s)
	println(full == [5]int{100, 2, 3, 4, 50})

	z := [0]int(s[:0])
	println(len(z))
	var nilSlice []int
	println((*[0]int)(nilSlice) == nil, (*[0]int)(s[:0]) == nil)

	bs := []byte("hello")
	arr := [4]byte(bs)
	println(string(arr[:]), len(arr))
	pb := (*[5]byte)(bs)
	pb[0] = 'j'
	println(string(bs))

	// Through a named slice type.
	type Row []int
	r := Row{7, 8, 9}
	ra := [2]int(r)
	println(ra[0], ra[1])
}
