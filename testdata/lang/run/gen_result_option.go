// Tests generic result and option types: Result[T] holding a value or an error (custom
// small error structs), methods returning T, a generic Then combinator taking a closure,
// Option[T] with Map implemented as a generic function (methods cannot have type
// parameters), and zero values of T for strings, ints and structs.
package main

type Result[T any] struct {
	val T
	err error
}

func Ok[T any](v T) Result[T]         { return Result[T]{val: v} }
func Fail[T any](err error) Result[T] { return Result[T]{err: err} }
func (r Result[T]) IsOk() bool        { return r.err == nil }
func (r Result[T]) Or(def T) T {
	if r.err != nil {
		return def
	}
	return r.val
}

func Then[T, U any](r Result[T], f func(T) Result[U]) Result[U] {
	if r.err != nil {
		return Fail[U](r.err)
	}
	return f(r.val)
}

type ParseErr struct{ At int }

func (e ParseErr) Error() string { return "parse error" }

type RangeErr struct{ Val int }

func (e RangeErr) Error() string { return "out of range" }

func parse(s string) Result[int] {
	n := 0
	if len(s) == 0 {
		return Fail[int](ParseErr{0})
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return Fail[int](ParseErr{i})
		}
		n = n*10 + int(s[i]-'0')
	}
	return Ok(n)
}

func percent(n int) Result[float64] {
	if n > 100 {
		return Fail[float64](RangeErr{n})
	}
	return Ok(float64(n) / 100)
}

type Option[T any] struct {
	v  T
	ok bool
}

func Some[T any](v T) Option[T] { return Option[T]{v, true} }
func None[T any]() Option[T]    { return Option[T]{} }

func MapOpt[T, U any](o Option[T], f func(T) U) Option[U] {
	if !o.ok {
		return None[U]()
	}
	return Some(f(o.v))
}

func (o Option[T]) Get() (T, bool) { return o.v, o.ok }

type Pt struct{ X, Y int }

func main() {
	for _, s := range []string{"42", "150", "4x2", ""} {
		r := Then(parse(s), percent)
		switch e := r.err.(type) {
		case nil:
			println(s, "ok", r.val)
		case ParseErr:
			println(s, "parse error at", e.At)
		case RangeErr:
			println(s, "out of range", e.Val)
		}
		println("  or:", r.Or(-1), r.IsOk())
	}

	o := Some(Pt{1, 2})
	ox := MapOpt(o, func(p Pt) int { return p.X + p.Y })
	v, ok := ox.Get()
	println(v, ok)
	none := MapOpt(None[Pt](), func(p Pt) string { return "unused" })
	s, ok := none.Get()
	println(s == "", ok)
	zp, ok := None[Pt]().Get()
	println(zp.X, zp.Y, ok)
	name := MapOpt(Some(3), func(n int) string {
		if n > 2 {
			return "many"
		}
		return "few"
	})
	nv, _ := name.Get()
	println(nv)
}
