// REJECT: nodecay [nodecay does not apply]
// nodecay says how a C function takes its arguments: on a variable, a type or a constant it
// means nothing.
package main

//so:extern counter nodecay
var counter int

//so:extern size_t nodecay
type size uint64

//so:extern BUFSIZ nodecay
const bufsiz = 8192

func main() {
	println(counter, size(1), bufsiz)
}
