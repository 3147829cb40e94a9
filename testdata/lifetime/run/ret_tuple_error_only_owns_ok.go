// Attack shape: a helper returns a value and an error; only the error refers to memory the
// helper made, the value only to what the caller passed. The caller keeps the value in a
// package-level variable.
// SAFE: the kept value refers to the caller's argument (a string constant), not to the
// helper's memory.
package main

type file struct {
	name string
	fd   int
}

type openErr struct{ path string }

func (e *openErr) Error() string { return "open " + e.path }

var kept file

func open(name string) (file, error) {
	if name == "" {
		return file{}, &openErr{path: name}
	}
	return file{name: name, fd: 3}, nil
}

func remember(name string) bool {
	f, err := open(name)
	if err != nil {
		println(err.Error())
		return false
	}
	kept = f
	return true
}

func main() {
	println(remember("data.txt"), remember(""))
	println(kept.name, kept.fd)
}
