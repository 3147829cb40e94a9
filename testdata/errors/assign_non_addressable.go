// ERROR: 15:2: cannot assign to s[0] (neither addressable nor a map index expression); 16:2: cannot assign to num() (neither addressable nor a map index expression); 17:2: cannot assign to get().X (neither addressable nor a map index expression); 18:2: cannot assign to c (neither addressable nor a map index expression)
// Static error: assignments to expressions that cannot be assigned: a string byte, a call
// result, a field of a call result and a constant.
package main

type P struct{ X int }

func get() P  { return P{} }
func num() int { return 1 }

const c = 10

func main() {
	s := "hello"
	s[0] = 'H'
	num() = 2
	get().X = 3
	c = 11
	println(s)
}
