// Tests iota: implicit repetition of the last expression, skipping with _, expressions of
// iota, several iota uses on one line, typed iota constants and reset per const block.
package main

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

func (d Weekday) Name() string {
	switch d {
	case Sunday:
		return "Sun"
	case Saturday:
		return "Sat"
	}
	return "weekday"
}

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
	TB
)

const (
	A, B = iota, iota * 10
	C, D
	_, _
	E, F
)

const (
	x0 = "s"
	x1
	x2 = iota
	x3
)

type Flags uint8

const (
	FlagRead Flags = 1 << iota
	FlagWrite
	FlagExec
	FlagAll = FlagRead | FlagWrite | FlagExec
)

const single = iota

func main() {
	println(Sunday, Monday, Saturday, Saturday.Name(), Tuesday.Name(), Sunday.Name())
	println(KB, MB, GB, TB)
	println(A, B, C, D, E, F)
	println(x0, x1, x2, x3)
	println(FlagRead, FlagWrite, FlagExec, FlagAll, FlagAll&^FlagWrite)
	println(single)
	for d := Sunday; d <= Saturday; d++ {
		print(int(d), " ")
	}
	println()
	const (
		p = iota * iota
		q
		r
	)
	println(p, q, r)
}
