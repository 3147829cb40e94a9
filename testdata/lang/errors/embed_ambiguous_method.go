// ERROR: 24:4: ambiguous selector b.Close; 25:17: cannot use b (variable of struct type Both) as Closer value in variable declaration: Both does not implement Closer (ambiguous selector Both.Close)
// Static error: a method promoted from two embedded types at the same depth is ambiguous,
// so calling it is an error and the embedding type does not implement an interface
// requiring it.
package main

type Closer interface{ Close() }

type File struct{}

func (File) Close() {}

type Conn struct{}

func (Conn) Close() {}

type Both struct {
	File
	Conn
}

func main() {
	var b Both
	b.Close()
	var c Closer = b
	c.Close()
}
