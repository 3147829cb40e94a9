// Package time measures and waits for time: the subset of Go's time package that So programs
// use most, with Go's semantics.
//
// Exported API (the So declarations mirror exactly this):
//
//	type Duration int64 // nanoseconds
//	const Nanosecond, Microsecond, Millisecond, Second, Minute, Hour Duration
//	    func (d Duration) String() string      // Go's format: "1h2m3.5s", "1.5µs", "0s"
//	    func (d Duration) Nanoseconds() int64
//	    func (d Duration) Microseconds() int64
//	    func (d Duration) Milliseconds() int64
//	    func (d Duration) Seconds() float64
//	    func (d Duration) Minutes() float64
//	    func (d Duration) Hours() float64
//	    func (d Duration) Truncate(m Duration) Duration
//	    func (d Duration) Round(m Duration) Duration
//	    func (d Duration) Abs() Duration       // the smallest Duration gives the largest
//	func Sleep(d Duration)                     // d <= 0 returns at once
//
//	type Time struct{ ... }                    // an instant, with a monotonic clock reading
//	func Now() Time
//	func Since(t Time) Duration                // Now().Sub(t)
//	func Until(t Time) Duration                // t.Sub(Now())
//	func Unix(sec, nsec int64) Time            // no monotonic reading
//	    func (t Time) Add(d Duration) Time
//	    func (t Time) Sub(u Time) Duration     // saturates at the Duration limits
//	    func (t Time) Before(u Time) bool
//	    func (t Time) After(u Time) bool
//	    func (t Time) Equal(u Time) bool
//	    func (t Time) Nanosecond() int         // within the second, [0, 999999999]
//	    func (t Time) IsZero() bool            // the zero Time: January 1, year 1, 00:00:00 UTC
//	    func (t Time) Unix() int64             // seconds since 1970-01-01 UTC
//	    func (t Time) UnixMilli() int64
//	    func (t Time) UnixMicro() int64
//	    func (t Time) UnixNano() int64
//
// As in Go, a Time from Now carries a monotonic clock reading as well as the wall clock: Sub,
// Since, Until, Before, After and Equal use the monotonic readings when both times have one,
// so measured intervals are not disturbed by changes of the wall clock. Calendar fields,
// formatting and parsing, time zones, timers and tickers are not part of this package.
//
// Under the Go toolchain (files built without the solod build tag) everything is Go's own time
// package. solod builds with the solod tag (time_so.go), where Sleep, the monotonic clock and
// the wall clock bind to the C runtime (time.h) and the rest is So code with Go's arithmetic.
// Duration.String's result, like any value a function returns, lives in its caller's frame.
package time
