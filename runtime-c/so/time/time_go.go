//go:build !solod

package time

import gotime "time"

// Time is an instant, with nanosecond precision. A Time from Now also holds a monotonic clock
// reading, which Sub and the comparisons use when both operands have one. The zero Time is
// January 1, year 1, 00:00:00 UTC.
type Time struct {
	t gotime.Time
}

// Now returns the current time.
func Now() Time { return Time{gotime.Now()} }

// Since returns the time elapsed since t: Now().Sub(t).
func Since(t Time) Duration { return Duration(gotime.Since(t.t)) }

// Until returns the time until t: t.Sub(Now()).
func Until(t Time) Duration { return Duration(gotime.Until(t.t)) }

// Unix returns the instant sec seconds and nsec nanoseconds after 1970-01-01 UTC. nsec may be
// outside [0, 999999999]. The result has no monotonic reading.
func Unix(sec, nsec int64) Time { return Time{gotime.Unix(sec, nsec)} }

// Add returns t + d.
func (t Time) Add(d Duration) Time { return Time{t.t.Add(gotime.Duration(d))} }

// Sub returns t - u, saturated to the largest or smallest Duration when it does not fit.
func (t Time) Sub(u Time) Duration { return Duration(t.t.Sub(u.t)) }

// Before reports whether t is before u.
func (t Time) Before(u Time) bool { return t.t.Before(u.t) }

// After reports whether t is after u.
func (t Time) After(u Time) bool { return t.t.After(u.t) }

// Equal reports whether t and u are the same instant.
func (t Time) Equal(u Time) bool { return t.t.Equal(u.t) }

// Nanosecond returns the nanoseconds within the second of t, in [0, 999999999].
func (t Time) Nanosecond() int { return t.t.Nanosecond() }

// IsZero reports whether t is the zero Time.
func (t Time) IsZero() bool { return t.t.IsZero() }

// Unix returns t as seconds since 1970-01-01 UTC.
func (t Time) Unix() int64 { return t.t.Unix() }

// UnixMilli returns t as milliseconds since 1970-01-01 UTC.
func (t Time) UnixMilli() int64 { return t.t.UnixMilli() }

// UnixMicro returns t as microseconds since 1970-01-01 UTC.
func (t Time) UnixMicro() int64 { return t.t.UnixMicro() }

// UnixNano returns t as nanoseconds since 1970-01-01 UTC (undefined outside the years 1678 to
// 2262, as in Go).
func (t Time) UnixNano() int64 { return t.t.UnixNano() }
