// Tests parallel assignment that reslices a slice and stores through its old value, promoted
// methods chosen by the shallowest embedding depth, and ranging over a rune constant.
package main

type name string

func (s name) val() string { return string(s) }

type A struct{ name }
type B struct {
	A
	name
}

func main() {
	arr := []int{1, 2}
	arr, arr[len(arr)-1] = arr[:len(arr)-1], 3
	println(len(arr), arr[0], arr[:2][1])
	b := &B{A: A{name: "deep"}, name: "shallow"}
	println(b.val(), b.A.val())
	n := 0
	for i := range 'c' {
		var r rune = i
		n += int(r)
	}
	println(n)
}
