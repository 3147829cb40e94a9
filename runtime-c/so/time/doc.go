// Package time measures and waits for time and reads the calendar: the part of Go's time
// package that So programs use most, with Go's semantics.
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
//	type Time struct{ ... }                    // an instant, with a monotonic clock reading and a zone
//	func Now() Time                            // in Local
//	func Since(t Time) Duration                // Now().Sub(t)
//	func Until(t Time) Duration                // t.Sub(Now())
//	func Unix(sec, nsec int64) Time            // in Local, no monotonic reading
//	func UnixMilli(msec int64) Time
//	func UnixMicro(usec int64) Time
//	func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time
//	                                           // out-of-range fields normalized; nil loc panics
//	    func (t Time) Add(d Duration) Time
//	    func (t Time) Sub(u Time) Duration     // saturates at the Duration limits
//	    func (t Time) AddDate(years, months, days int) Time
//	    func (t Time) Before(u Time) bool
//	    func (t Time) After(u Time) bool
//	    func (t Time) Equal(u Time) bool
//	    func (t Time) Compare(u Time) int      // -1, 0, +1
//	    func (t Time) IsZero() bool            // the zero Time: January 1, year 1, 00:00:00 UTC
//	    func (t Time) Date() (year int, month Month, day int)
//	    func (t Time) Clock() (hour, min, sec int)
//	    func (t Time) Year() int
//	    func (t Time) Month() Month
//	    func (t Time) Day() int
//	    func (t Time) Hour() int
//	    func (t Time) Minute() int
//	    func (t Time) Second() int
//	    func (t Time) Nanosecond() int         // within the second, [0, 999999999]
//	    func (t Time) Weekday() Weekday
//	    func (t Time) YearDay() int
//	    func (t Time) ISOWeek() (year, week int)
//	    func (t Time) Truncate(d Duration) Time // multiples of d since the zero Time
//	    func (t Time) Round(d Duration) Time
//	    func (t Time) UTC() Time
//	    func (t Time) Local() Time
//	    func (t Time) In(loc *Location) Time
//	    func (t Time) Location() *Location
//	    func (t Time) Zone() (name string, offset int)
//	    func (t Time) Unix() int64             // seconds since 1970-01-01 UTC
//	    func (t Time) UnixMilli() int64
//	    func (t Time) UnixMicro() int64
//	    func (t Time) UnixNano() int64
//	    func (t Time) Format(layout string) string
//	    func (t Time) AppendFormat(b []byte, layout string) []byte
//	    func (t Time) String() string          // "2006-01-02 15:04:05.999999999 -0700 MST m=+0.000012345"
//	func Parse(layout, value string) (Time, error)      // errors are *ParseError
//	func ParseInLocation(layout, value string, loc *Location) (Time, error)
//	func ParseDuration(s string) (Duration, error)      // "1h30m", "-1.5s", "300µs"
//	type ParseError struct{ Layout, Value, LayoutElem, ValueElem, Message string }
//	    func (e *ParseError) Error() string
//
//	type Month int                             // January = 1 ... December
//	    func (m Month) String() string
//	type Weekday int                           // Sunday = 0 ... Saturday
//	    func (d Weekday) String() string
//	type Location struct{ ... }
//	var UTC, Local *Location
//	func FixedZone(name string, offset int) *Location
//	    func (l *Location) String() string
//	const Layout, ANSIC, UnixDate, RubyDate, RFC822, RFC822Z, RFC850, RFC1123, RFC1123Z,
//	    RFC3339, RFC3339Nano, Kitchen, Stamp, StampMilli, StampMicro, StampNano,
//	    DateTime, DateOnly, TimeOnly
//
// As in Go, a Time from Now carries a monotonic clock reading as well as the wall clock: Sub,
// Since, Until, Before, After, Equal and Compare use the monotonic readings when both times
// have one, so measured intervals are not disturbed by changes of the wall clock; UTC, Local,
// In, Round and Truncate drop it, as in Go. The calendar is Go's proleptic Gregorian one (year
// 0 exists); layouts, Parse's leniencies and every error message are Go's.
//
// Differences from Go's time, under solod:
//
//   - Local is UTC: its name is "Local", its zone "UTC" with offset 0, whatever TZ and
//     /etc/localtime say (solod reads no zone database). Go's Local is UTC too when TZ is
//     unset on a UTC machine, so programs print the same there. There is no LoadLocation;
//     FixedZone gives any other fixed offset.
//   - A Time keeps its zone by value, so Location returns UTC or Local themselves but, for a
//     fixed zone, a new *Location with its name and offset (in the caller's frame): it is not
//     the pointer FixedZone returned, and == of two such pointers is false.
//   - Format, String, Month.String (out of range), ParseError.Error and ParseDuration's
//     errors return strings (and errors) that live in the caller's frame, as every value a
//     function returns; AppendFormat appends within b's capacity and panics past it, as every
//     append in So.
//   - Timers, tickers, time.After and the zone database (LoadLocation, IsDST) are not part of
//     this package.
//
// Under the Go toolchain (files built without the solod build tag) everything is Go's own time
// package. solod builds with the solod tag (time_so.go, calendar_so.go, format_so.go,
// parse_so.go), where Sleep, the monotonic clock and the wall clock bind to the C runtime
// (time.h) and the rest is So code with Go's arithmetic. consts.go (Month, Weekday, the
// layouts, ParseError) is shared by both builds. The tests' expected values are Go's own
// results (gocases_test.go, written by gen/main.go).
package time
