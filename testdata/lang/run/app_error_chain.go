// Tests error wrapping without the errors package: a wrapper type with an Unwrap method
// holding an inner error, chains built in the caller's frame, hand-written Is and As-style
// helpers walking the chain through an interface assertion to an unwrapper interface, and
// sentinel comparison at each level.
package main

type unwrapper interface {
	Unwrap() error
}

type Wrapped struct {
	Op    string
	Inner error
}

func (w *Wrapped) Error() string { return w.Op }
func (w *Wrapped) Unwrap() error { return w.Inner }

type sentinel string

func (s sentinel) Error() string { return string(s) }

const (
	ErrNotExist   = sentinel("does not exist")
	ErrPermission = sentinel("permission denied")
)

type PathError struct {
	Path string
}

func (p PathError) Error() string { return "path error" }

func Is(err, target error) bool {
	for err != nil {
		if err == target {
			return true
		}
		u, ok := err.(unwrapper)
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}

func AsPathError(err error) (PathError, bool) {
	for err != nil {
		if pe, ok := err.(PathError); ok {
			return pe, true
		}
		u, ok := err.(unwrapper)
		if !ok {
			break
		}
		err = u.Unwrap()
	}
	return PathError{}, false
}

func depth(err error) int {
	n := 0
	for err != nil {
		n++
		u, ok := err.(unwrapper)
		if !ok {
			break
		}
		err = u.Unwrap()
	}
	return n
}

func printChain(err error) {
	for err != nil {
		print(err.Error())
		u, ok := err.(unwrapper)
		if !ok {
			break
		}
		err = u.Unwrap()
		print(" <- ")
	}
	println()
}

func main() {
	base := PathError{"/etc/so"}
	open := Wrapped{"open", base}
	load := Wrapped{"load config", &open}
	start := Wrapped{"start", &load}
	var err error = &start

	printChain(err)
	println(depth(err), Is(err, ErrNotExist), Is(err, &open), Is(err, base))
	pe, ok := AsPathError(err)
	println(pe.Path, ok)

	missing := Wrapped{"stat", ErrNotExist}
	read := Wrapped{"read", &missing}
	err = &read
	printChain(err)
	println(depth(err), Is(err, ErrNotExist), Is(err, ErrPermission))
	_, ok = AsPathError(err)
	println(ok)

	err = ErrPermission
	println(depth(err), Is(err, ErrPermission), Is(nil, ErrPermission), depth(nil))
	var nilWrap *Wrapped
	println(nilWrap == nil)
}
