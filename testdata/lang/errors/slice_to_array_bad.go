// ERROR: 8:16: cannot convert s (variable of type []int) to type [3]int64; 9:20: cannot convert s (variable of type []int) to type *[3]string
// Static error: a slice converts only to an array or array pointer of the same element
// type.
package main

func main() {
	s := []int{1, 2, 3}
	a := [3]int64(s)
	p := (*[3]string)(s)
	println(a[0], p[0])
}
