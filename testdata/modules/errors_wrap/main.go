// Package solod.dev/so/errors under solod: New (distinct values even for one text, usable in
// package variables and returned from functions), Is through Unwrap chains, an Is method and
// Join's trees, As into a concrete type, a pointer type and an interface type (also through
// a custom As method and a Join), Unwrap, Join's message and its nil cases, ErrUnsupported,
// and the panics of a nil target.
package main

import (
	"example.com/errorswrap/fs"
	"solod.dev/so/errors"
)

// wrapped adds context to an error (a value type with an Unwrap method).
type wrapped struct {
	msg string
	err error
}

func (w wrapped) Error() string { return w.msg }
func (w wrapped) Unwrap() error { return w.err }

// asTimeout is an error whose As method sets *fs.Timeout targets.
type asTimeout struct{}

func (asTimeout) Error() string { return "as-timeout" }
func (asTimeout) As(target any) bool {
	if t, ok := target.(*fs.Timeout); ok {
		t.After = 99
		return true
	}
	return false
}

// uncomparable errors panic when compared, and errors.Is must not compare them.
type uncomparable struct{ parts []string }

func (u uncomparable) Error() string { return "uncomparable" }

func open(name string) error {
	if name == "" {
		return errors.New("empty name")
	}
	return nil
}

func main() {
	e1, e2 := errors.New("x"), errors.New("x")
	println("new", e1.Error(), e1 == e2, e1 == e1, fs.ErrNotExist == fs.ErrSame)
	println("returned", open("").Error(), open("a") == nil)

	pe := &fs.PathError{Op: "open", Path: "/tmp/a", Err: fs.ErrNotExist}
	w := wrapped{"loading config", pe}
	for e := error(w); e != nil; e = errors.Unwrap(e) {
		println("chain", e.Error())
	}
	println("is", errors.Is(w, fs.ErrNotExist), errors.Is(w, fs.ErrSame), errors.Is(w, pe), errors.Is(w, w))
	println("is nil", errors.Is(nil, nil), errors.Is(nil, fs.ErrNotExist), errors.Is(w, nil))
	println("is method", errors.Is(fs.Errno(2), fs.ErrNotExist), errors.Is(fs.Errno(2), fs.ErrPermission),
		errors.Is(wrapped{"stat", fs.Errno(13)}, fs.ErrPermission))
	u := uncomparable{[]string{"a"}}
	println("is uncomparable", errors.Is(u, u), errors.Is(wrapped{"u", u}, fs.ErrNotExist))

	println("unwrap", errors.Unwrap(w) == pe, errors.Unwrap(pe) == fs.ErrNotExist, errors.Unwrap(fs.ErrNotExist) == nil, errors.Unwrap(nil) == nil)

	var target *fs.PathError
	println("as pointer", errors.As(w, &target), target == pe, target.Path)
	var errno fs.Errno
	println("as value", errors.As(w, &errno), errors.As(wrapped{"x", fs.Errno(13)}, &errno), errno)
	var temp fs.Temporary
	println("as interface", errors.As(w, &temp), temp == nil)
	println("as interface", errors.As(wrapped{"y", fs.Timeout{After: 3}}, &temp), temp.Temporary())
	var tm fs.Timeout
	println("as method", errors.As(wrapped{"z", asTimeout{}}, &tm), tm.After)
	var wr wrapped
	println("as self", errors.As(w, &wr), wr.msg)
	var any1 interface{ Unwrap() error }
	println("as unwrapper", errors.As(fs.ErrNotExist, &any1), errors.As(w, &any1), any1 == w)
	println("as nil err", errors.As(nil, &target))

	j := errors.Join(fs.ErrPermission, nil, w)
	println("join", j.Error())
	println("join is", errors.Is(j, fs.ErrNotExist), errors.Is(j, fs.ErrPermission), errors.Is(j, fs.ErrSame), j == j)
	target = nil
	println("join as", errors.As(j, &target), target.Op, errors.As(errors.Join(fs.Timeout{}), &temp))
	parts := j.(interface{ Unwrap() []error }).Unwrap()
	println("join unwrap", len(parts), parts[0] == fs.ErrPermission, parts[1] == w, errors.Unwrap(j) == nil)
	println("join nil", errors.Join() == nil, errors.Join(nil, nil) == nil)
	nested := errors.Join(errors.Join(fs.Errno(2)), errors.New(""))
	println("join nested", nested.Error(), errors.Is(nested, fs.ErrNotExist))
	println("unsupported", errors.ErrUnsupported.Error(), errors.Is(wrapped{"op", errors.ErrUnsupported}, errors.ErrUnsupported))

	var nilTarget *fs.Errno
	errors.As(w, nilTarget)
}
