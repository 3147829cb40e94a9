// Held-out acceptance program: typed units built from constants (byte sizes with iota shifts,
// durations), exact untyped constant arithmetic beyond 64 bits, and per-group statistics that
// end with an integer division by zero for an empty group.
package main

type ByteSize uint64

const (
	_           = iota
	KB ByteSize = 1 << (10 * iota)
	MB
	GB
	TB
)

type Duration int64

const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

const (
	huge    = 1 << 100
	reduced = huge >> 98             // 4, exactly
	ratio   = huge / (1 << 97) * 1.5 // 12, exact
	third   = 1.0 / 3
	back    = third * 3 // exactly 1 in constant arithmetic
	big     = 123456789012345678901234567890 % 1000000007
	mask    = ^uint32(0) >> 4
	neg     = -1 << 62 * 2
)

func (b ByteSize) Split() (whole ByteSize, unit string) {
	switch {
	case b >= TB:
		return b / TB, "TB"
	case b >= GB:
		return b / GB, "GB"
	case b >= MB:
		return b / MB, "MB"
	case b >= KB:
		return b / KB, "KB"
	}
	return b, "B"
}

func (d Duration) Parts() (h, m, s, ms int64) {
	v := int64(d)
	h, v = v/int64(Hour), v%int64(Hour)
	m, v = v/int64(Minute), v%int64(Minute)
	s, v = v/int64(Second), v%int64(Second)
	ms = v / int64(Millisecond)
	return
}

type Sample struct {
	Group int
	Bytes ByteSize
	Took  Duration
}

func main() {
	println(KB, MB, GB, TB, reduced, ratio, back == 1, big, mask, neg)
	for _, b := range [...]ByteSize{0, 1023, KB, 1536, 5 * MB, 3*GB + 1, 2 * TB, 1<<64 - 1} {
		w, u := b.Split()
		println(b, "=", w, u)
	}
	var t Duration = 2*Hour + 3*Minute + 4*Second + 567*Millisecond + 890
	h, m, s, ms := t.Parts()
	println(t, "=", h, "h", m, "m", s, "s", ms, "ms")
	parts := Duration.Parts
	hh, mm, _, _ := parts(90 * Minute)
	println(Hour/Minute, hh, mm)

	var d int8 = 100
	d += 100 // wraps
	const c8 int8 = 1<<7 - 1
	var u uint = 1<<64 - 1
	println(d, c8, u, u+2, ^0, -5>>1, -5/2, 7&^5)

	samples := []Sample{
		{0, 4 * KB, 30 * Millisecond},
		{1, 12 * MB, 2 * Second},
		{0, 8 * KB, 50 * Millisecond},
		{2, 700, 900 * Microsecond},
		{1, 20 * MB, 3*Second + 500*Millisecond},
	}
	const groups = 4
	var count [groups]int
	var bytes [groups]ByteSize
	var took [groups]Duration
	for _, s := range samples {
		count[s.Group]++
		bytes[s.Group] += s.Bytes
		took[s.Group] += s.Took
	}
	for g := range groups {
		avgBytes := bytes[g] / ByteSize(count[g])
		w, u := avgBytes.Split()
		avgTook := took[g] / Duration(count[g])
		println("group", g, "n", count[g], "avg size", w, u, "avg ms", int64(avgTook/Millisecond))
	}
}
