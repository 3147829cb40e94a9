// Deferred method calls (value receivers copied at the defer statement, pointer receivers
// seeing later changes), deferred method values, deferred calls through function values held
// in fields and slices, and defers inside deferred closures.
package main

type file struct {
	name   string
	open   bool
	writes int
}

func (f *file) Close() {
	f.open = false
	println("closed", f.name, f.writes)
}

func (f file) Report() { println("report", f.name, f.writes, f.open) }

func (f *file) Write() { f.writes++ }

type job struct {
	done func(string)
}

func use(name string) {
	f := file{name: name, open: true}
	defer f.Close()
	defer f.Report()
	w := f.Write
	defer w()
	f.Write()
	f.Write()
	println("using", f.name, f.writes)
}

func main() {
	use("a.txt")
	j := job{done: func(s string) { println("job done", s) }}
	defer j.done("late")
	cbs := []func(){
		func() { println("callback 0") },
		func() { println("callback 1") },
	}
	for _, cb := range cbs {
		defer cb()
	}
	defer func() {
		defer println("inside deferred closure, deferred")
		println("inside deferred closure")
	}()
	println("main body")
}
