// Package errs has error types.
package errs

// NotFound is returned by Find for odd keys.
type NotFound struct{ Key int }

// lastNotFound is the error Find returns (So values live in their frame).
var lastNotFound NotFound

func (e *NotFound) Error() string { return "not found" }

// Code is an error code.
type Code int

func (c Code) Error() string { return "code" }

type plain struct{}

func (plain) Error() string { return "plain" }

// Find fails in three ways.
func Find(k int) error {
	switch k {
	case 0:
		return nil
	case 1:
		lastNotFound.Key = k
		return &lastNotFound
	case 2:
		return Code(42)
	}
	return plain{}
}

// Reader reads a number.
type Reader interface {
	Read() int
}

// Total reads every reader.
func Total(rs ...Reader) int {
	t := 0
	for _, r := range rs {
		t += r.Read()
	}
	return t
}
