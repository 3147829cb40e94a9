// //so:extern types: C's div_t (from <stdlib.h>, returned by div) and struct timespec, whose
// fields have C names given by c:"name" tags; So uses the C types by name and emits no
// definition for them. A C function from an embedded header takes the struct by value.
package main

//so:include <stdlib.h>
//so:include <time.h>

//so:embed c_extern_type.h
var header string

//so:extern div_t
type divT struct {
	quot, rem int32
}

//so:extern
func div(num, den int32) divT {
	return divT{num / den, num % den}
}

//so:extern struct timespec
type timespec struct {
	Sec  int64 `c:"tv_sec"`
	Nsec int64 `c:"tv_nsec"`
}

//so:extern
func ts_nanos(ts timespec) int64 { return ts.Sec*1000000000 + ts.Nsec }

// later is a So method of the C type.
func (t timespec) later(d int64) timespec {
	n := t.Nsec + d
	return timespec{Sec: t.Sec + n/1000000000, Nsec: n % 1000000000}
}

func main() {
	d := div(17, 5)
	println(d.quot, d.rem)
	d = div(-17, 5)
	println(d.quot, d.rem)
	ts := timespec{Sec: 3, Nsec: 999999999}
	ts = ts.later(2)
	println(ts.Sec, ts.Nsec, ts_nanos(ts))
	var zero timespec
	println(zero == timespec{}, ts == zero)
}
