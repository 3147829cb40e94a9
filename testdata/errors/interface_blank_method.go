// ERROR: 7:2: methods must have a unique non-blank name; 12:2: methods must have a unique non-blank name
// A method of an interface cannot be named _ (reported once; the interface is then used
// without it, so no type is said not to implement it).
package main

type B1 interface {
	_()
}

type B2 interface {
	M()
	_()
}

type T2 struct{}

func (t *T2) M() {}
func (t *T2) _() {}

var b1 B1 = &T2{}
var b2 B2 = &T2{}

func main() {
	b2.M()
	_ = b1
}
