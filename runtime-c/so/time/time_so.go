//go:build solod

package time

//so:include "so/time/time.h"

// Duration is the time between two instants, as an int64 count of nanoseconds.
type Duration int64

// Common durations. To count the units in a Duration, divide: d / Millisecond.
const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

const (
	minDuration Duration = -1 << 63
	maxDuration Duration = 1<<63 - 1
)

// Nanoseconds returns d as an integer count of nanoseconds.
func (d Duration) Nanoseconds() int64 { return int64(d) }

// Microseconds returns d as an integer count of microseconds (truncated).
func (d Duration) Microseconds() int64 { return int64(d) / 1e3 }

// Milliseconds returns d as an integer count of milliseconds (truncated).
func (d Duration) Milliseconds() int64 { return int64(d) / 1e6 }

// Seconds returns d as a floating-point number of seconds.
func (d Duration) Seconds() float64 {
	sec := d / Second
	nsec := d % Second
	return float64(sec) + float64(nsec)/1e9
}

// Minutes returns d as a floating-point number of minutes.
func (d Duration) Minutes() float64 {
	m := d / Minute
	nsec := d % Minute
	return float64(m) + float64(nsec)/(60*1e9)
}

// Hours returns d as a floating-point number of hours.
func (d Duration) Hours() float64 {
	h := d / Hour
	nsec := d % Hour
	return float64(h) + float64(nsec)/(60*60*1e9)
}

// Truncate returns d rounded toward zero to a multiple of m; d itself if m <= 0.
func (d Duration) Truncate(m Duration) Duration {
	if m <= 0 {
		return d
	}
	return d - d%m
}

// String formats d as Go does: "1h2m3.5s", "2m0s", "1.5ms", "300µs", "0s"; units of a second
// and above for a second or more, the largest unit below a second otherwise, the fraction with
// its trailing zeros removed. The string lives in the caller's frame (a returned value).
func (d Duration) String() string {
	var buf [32]byte
	i := len(buf)
	// The magnitude as unsigned, so the smallest Duration needs no special case.
	u := uint64(d)
	neg := d < 0
	if neg {
		u = -u
	}
	if u < uint64(Second) {
		// One unit below a second, with a fraction: ns, µs or ms.
		if u == 0 {
			return "0s"
		}
		var digits int
		i--
		buf[i] = 's'
		switch {
		case u < uint64(Microsecond):
			i--
			buf[i] = 'n'
			digits = 0
		case u < uint64(Millisecond):
			// µ is two bytes in UTF-8.
			i -= 2
			buf[i] = 0xc2
			buf[i+1] = 0xb5
			digits = 3
		default:
			i--
			buf[i] = 'm'
			digits = 6
		}
		i, u = putFraction(buf[:i], u, digits)
		i = putInt(buf[:i], u)
	} else {
		i--
		buf[i] = 's'
		i, u = putFraction(buf[:i], u, 9)
		// u is now whole seconds.
		i = putInt(buf[:i], u%60)
		u /= 60
		if u > 0 {
			i--
			buf[i] = 'm'
			i = putInt(buf[:i], u%60)
			u /= 60
			if u > 0 {
				i--
				buf[i] = 'h'
				i = putInt(buf[:i], u)
			}
		}
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// putFraction writes the last `digits` decimal digits of v as a fraction (".5", none when they
// are all zero) at the end of buf; returns where it starts and v without those digits.
func putFraction(buf []byte, v uint64, digits int) (int, uint64) {
	i := len(buf)
	printed := false
	for k := 0; k < digits; k++ {
		d := v % 10
		printed = printed || d != 0
		if printed {
			i--
			buf[i] = byte(d) + '0'
		}
		v /= 10
	}
	if printed {
		i--
		buf[i] = '.'
	}
	return i, v
}

// putInt writes v in decimal at the end of buf; returns where it starts.
func putInt(buf []byte, v uint64) int {
	i := len(buf)
	if v == 0 {
		i--
		buf[i] = '0'
		return i
	}
	for v > 0 {
		i--
		buf[i] = byte(v%10) + '0'
		v /= 10
	}
	return i
}

func lessThanHalf(x, y Duration) bool { return uint64(x)+uint64(x) < uint64(y) }

// Round returns d rounded to the nearest multiple of m, halfway values away from zero,
// saturating at the Duration limits; d itself if m <= 0.
func (d Duration) Round(m Duration) Duration {
	if m <= 0 {
		return d
	}
	r := d % m
	if d < 0 {
		r = -r
		if lessThanHalf(r, m) {
			return d + r
		}
		if d1 := d - m + r; d1 < d {
			return d1
		}
		return minDuration
	}
	if lessThanHalf(r, m) {
		return d - r
	}
	if d1 := d + m - r; d1 > d {
		return d1
	}
	return maxDuration
}

// Abs returns the absolute value of d. The smallest Duration has no positive counterpart; it
// gives the largest.
func (d Duration) Abs() Duration {
	if d >= 0 {
		return d
	}
	if d == minDuration {
		return maxDuration
	}
	return -d
}

// Sleep pauses the calling thread (or task) for at least d; d <= 0 returns at once. Other
// tasks keep running meanwhile.
//
//so:extern time_Sleep
func Sleep(d Duration) {}

//so:extern time_Nanotime
func nanotime() int64 { return 0 }

//so:extern time_UnixNano
func unixNano() int64 { return 0 }

// startNano is the monotonic clock at the start of the program, less one: a Time's monotonic
// reading counts from it, so String prints "m=+0.000012345" as Go does.
var startNano int64 = nanotime() - 1

// Seconds from January 1, year 1 to 1970 and to 1885 (the start of the range in which Go keeps
// a monotonic reading with a wall time).
const (
	unixToInternal int64 = (1969*365 + 1969/4 - 1969/100 + 1969/400) * 86400
	wallToInternal int64 = (1884*365 + 1884/4 - 1884/100 + 1884/400) * 86400
)

// Time is an instant, with nanosecond precision. A Time from Now also holds a monotonic clock
// reading, which Sub and the comparisons use when both operands have one. The zero Time is
// January 1, year 1, 00:00:00 UTC.
type Time struct {
	sec     int64 // seconds since January 1, year 1, 00:00:00 UTC
	nsec    int64 // [0, 999999999]
	mono    int64 // the monotonic clock reading, when hasMono (since startNano)
	hasMono bool
	zone    zoneKind // UTC (the zero value), Local, or the fixed zone zname, zoff
	zoff    int32    // a fixed zone's offset, seconds east of UTC
	zname   string   // a fixed zone's name
}

// Now returns the current time.
func Now() Time {
	wall := unixNano()
	mono := nanotime() - startNano
	sec, nsec := wall/1e9, wall%1e9
	if nsec < 0 {
		nsec += 1e9
		sec--
	}
	return Time{sec: sec + unixToInternal, nsec: nsec, mono: mono, hasMono: true, zone: zoneLocal}
}

// Since returns the time elapsed since t: Now().Sub(t).
func Since(t Time) Duration { return Now().Sub(t) }

// Until returns the time until t: t.Sub(Now()).
func Until(t Time) Duration { return t.Sub(Now()) }

// Unix returns the instant sec seconds and nsec nanoseconds after 1970-01-01 UTC. nsec may be
// outside [0, 999999999]. The result has no monotonic reading.
func Unix(sec, nsec int64) Time {
	if nsec < 0 || nsec >= 1e9 {
		n := nsec / 1e9
		sec += n
		nsec -= n * 1e9
		if nsec < 0 {
			nsec += 1e9
			sec--
		}
	}
	return Time{sec: sec + unixToInternal, nsec: nsec, zone: zoneLocal}
}

func (t *Time) stripMono() {
	t.hasMono = false
	t.mono = 0
}

func (t *Time) addSec(d int64) {
	if t.hasMono {
		if s := t.sec - wallToInternal + d; 0 <= s && s <= 1<<33-1 {
			t.sec += d
			return
		}
		t.stripMono()
	}
	sum := t.sec + d
	if (sum > t.sec) == (d > 0) {
		t.sec = sum
	} else if d > 0 {
		t.sec = 1<<63 - 1
	} else {
		t.sec = -(1<<63 - 1)
	}
}

// Add returns t + d.
func (t Time) Add(d Duration) Time {
	dsec := int64(d / 1e9)
	nsec := t.nsec + int64(d%1e9)
	if nsec >= 1e9 {
		dsec++
		nsec -= 1e9
	} else if nsec < 0 {
		dsec--
		nsec += 1e9
	}
	t.nsec = nsec
	t.addSec(dsec)
	if t.hasMono {
		te := t.mono + int64(d)
		if d < 0 && te > t.mono || d > 0 && te < t.mono {
			t.stripMono()
		} else {
			t.mono = te
		}
	}
	return t
}

func subMono(t, u int64) Duration {
	d := Duration(t - u)
	if d < 0 && t > u {
		return maxDuration
	}
	if d > 0 && t < u {
		return minDuration
	}
	return d
}

// Sub returns t - u, saturated to the largest or smallest Duration when it does not fit.
func (t Time) Sub(u Time) Duration {
	if t.hasMono && u.hasMono {
		return subMono(t.mono, u.mono)
	}
	d := Duration(t.sec-u.sec)*Second + Duration(t.nsec-u.nsec)
	switch {
	case u.Add(d).Equal(t):
		return d
	case t.Before(u):
		return minDuration
	default:
		return maxDuration
	}
}

// Before reports whether t is before u.
func (t Time) Before(u Time) bool {
	if t.hasMono && u.hasMono {
		return t.mono < u.mono
	}
	return t.sec < u.sec || t.sec == u.sec && t.nsec < u.nsec
}

// After reports whether t is after u.
func (t Time) After(u Time) bool {
	if t.hasMono && u.hasMono {
		return t.mono > u.mono
	}
	return t.sec > u.sec || t.sec == u.sec && t.nsec > u.nsec
}

// Equal reports whether t and u are the same instant.
func (t Time) Equal(u Time) bool {
	if t.hasMono && u.hasMono {
		return t.mono == u.mono
	}
	return t.sec == u.sec && t.nsec == u.nsec
}

// Nanosecond returns the nanoseconds within the second of t, in [0, 999999999].
func (t Time) Nanosecond() int { return int(t.nsec) }

// IsZero reports whether t is the zero Time.
func (t Time) IsZero() bool { return t.sec == 0 && t.nsec == 0 }

// Unix returns t as seconds since 1970-01-01 UTC.
func (t Time) Unix() int64 { return t.sec - unixToInternal }

// UnixMilli returns t as milliseconds since 1970-01-01 UTC.
func (t Time) UnixMilli() int64 { return t.Unix()*1e3 + t.nsec/1e6 }

// UnixMicro returns t as microseconds since 1970-01-01 UTC.
func (t Time) UnixMicro() int64 { return t.Unix()*1e6 + t.nsec/1e3 }

// UnixNano returns t as nanoseconds since 1970-01-01 UTC (undefined outside the years 1678 to
// 2262, as in Go).
func (t Time) UnixNano() int64 { return t.Unix()*1e9 + t.nsec }
