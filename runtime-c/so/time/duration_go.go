//go:build !solod

package time

import gotime "time"

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

// String formats d as Go does: "72h3m0.5s", "1.5µs", "-2m", "0s".
func (d Duration) String() string { return gotime.Duration(d).String() }

// Nanoseconds returns d as an integer count of nanoseconds.
func (d Duration) Nanoseconds() int64 { return int64(d) }

// Microseconds returns d as an integer count of microseconds (truncated).
func (d Duration) Microseconds() int64 { return gotime.Duration(d).Microseconds() }

// Milliseconds returns d as an integer count of milliseconds (truncated).
func (d Duration) Milliseconds() int64 { return gotime.Duration(d).Milliseconds() }

// Seconds returns d as a floating-point number of seconds.
func (d Duration) Seconds() float64 { return gotime.Duration(d).Seconds() }

// Minutes returns d as a floating-point number of minutes.
func (d Duration) Minutes() float64 { return gotime.Duration(d).Minutes() }

// Hours returns d as a floating-point number of hours.
func (d Duration) Hours() float64 { return gotime.Duration(d).Hours() }

// Truncate returns d rounded toward zero to a multiple of m; d itself if m <= 0.
func (d Duration) Truncate(m Duration) Duration {
	return Duration(gotime.Duration(d).Truncate(gotime.Duration(m)))
}

// Round returns d rounded to the nearest multiple of m, halfway values away from zero,
// saturating at the Duration limits; d itself if m <= 0.
func (d Duration) Round(m Duration) Duration {
	return Duration(gotime.Duration(d).Round(gotime.Duration(m)))
}

// Abs returns the absolute value of d; the smallest Duration gives the largest.
func (d Duration) Abs() Duration { return Duration(gotime.Duration(d).Abs()) }

// Sleep pauses the calling thread (or task) for at least d. A d <= 0 returns at once.
func Sleep(d Duration) { gotime.Sleep(gotime.Duration(d)) }
