// Asserting to an interface the dynamic type does not implement names the missing method.
package main

type Closer interface {
	Close()
}

type File struct{}

func (f File) Read() int { return 1 }

func main() {
	var v any = File{}
	_, ok := v.(Closer)
	println(ok)
	c := v.(Closer)
	c.Close()
}
