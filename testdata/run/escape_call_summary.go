// What a call returns refers only to the arguments the callee's results come from (the
// callee's summary, when it is analyzed before its caller): append copies a byte out of an
// array behind a pointer, so passing a pointer to a local (or to a parameter) to such a
// function, storing its result in a package-level variable or returning it, is no escape.
package main

type dec struct{ d [8]byte }

func put(dst []byte, x *dec) []byte { return append(dst, x.d[0]) }

func fromParam(dst []byte, d dec) []byte {
	return put(dst, &d)
}

func fromLocal(dst []byte) []byte {
	var d dec
	d.d[0] = 'L'
	return put(dst, &d)
}

func inLoop(dst []byte) []byte {
	var d dec
	for i := 0; i < 3; i++ {
		d.d[0] = byte('a' + i)
		dst = put(dst, &d)
	}
	return dst
}

var (
	store  [4]byte
	global = store[:0]
)

func toGlobal() {
	var d dec
	d.d[0] = 'G'
	global = put(global, &d)
}

// The result of first aliases its argument (the summary says so): the local must outlive
// the call, so it goes with the result to the caller.
func first(xs ...*int) *int { return xs[0] }

func local() *int {
	a := 41
	return first(&a)
}

func main() {
	buf := make([]byte, 0, 16)
	buf = fromParam(buf, dec{d: [8]byte{'P'}})
	buf = fromLocal(buf)
	buf = inLoop(buf)
	println(string(buf))
	toGlobal()
	toGlobal()
	println(string(global))
	p := local()
	println(*p)
}
