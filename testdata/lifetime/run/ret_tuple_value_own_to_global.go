// Attack: a helper returns a value and an error; the value refers to memory the helper made
// (on the result stack), and the caller keeps it in a package-level variable.
// UNSAFE: the caller's frame keeps the helper's memory only until it returns; kept.name then
// refers to it.
package main

type file struct {
	name string
	fd   int
}

type openErr struct{ path string }

func (e *openErr) Error() string { return "open " + e.path }

var kept file

func open(dir, base string) (file, error) {
	if base == "" {
		return file{}, &openErr{path: dir}
	}
	return file{name: dir + "/" + base, fd: 3}, nil
}

func remember(dir, base string) {
	f, err := open(dir, base)
	if err == nil {
		kept = f
	}
}

func main() {
	remember("/tmp", "data.txt")
	for i := 0; i < 3; i++ {
		pad := []byte("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
		_ = pad
	}
	println(kept.name, kept.fd)
}
