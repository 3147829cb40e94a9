// ERROR: 10:7: invalid case t in switch on s (slice can only be compared to nil); 16:7: invalid case main in switch on f (func can only be compared to nil)
// A switch on a slice or func value is valid only when every case is nil: another case is
// Go's 'invalid case' error, reported once per case.
package main

func main() {
	s := []int{1}
	t := []int{1}
	switch s {
	case t:
		println("eq")
	case nil:
	}
	var f func()
	switch f {
	case main:
	}
}
