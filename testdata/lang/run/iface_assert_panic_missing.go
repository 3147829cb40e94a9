// Tests the missing-method form of the interface conversion panic: asserting a value to an
// interface type it does not implement panics with "interface conversion: main.File is not
// main.Closer: missing method Close", after the comma-ok form has reported false for it.
package main

type Closer interface{ Close() }

type Named interface{ Name() string }

type File struct{ name string }

func (f File) Name() string { return f.name }

type Conn struct{ id int }

func (c Conn) Name() string { return "conn" }
func (c Conn) Close()       { println("closing conn", c.id) }

func shutdown(items []Named) {
	defer println("shutdown: deferred")
	for _, it := range items {
		if _, ok := it.(Closer); !ok {
			println(it.Name(), "is not a Closer")
		}
	}
	for _, it := range items {
		it.(Closer).Close()
	}
}

func main() {
	shutdown([]Named{Conn{1}, File{"f.txt"}, Conn{2}})
}
