//go:build !solod

package time

import gotime "time"

// String returns the English name of the month ("January"), or "%!Month(13)" out of range.
func (m Month) String() string { return gotime.Month(m).String() }

// String returns the English name of the day ("Sunday"), or "%!Weekday(7)" out of range.
func (d Weekday) String() string { return gotime.Weekday(d).String() }

// A Location is a time zone: UTC, Local, or a FixedZone.
type Location struct {
	l *gotime.Location
}

// UTC is Coordinated Universal Time.
var UTC *Location = &Location{gotime.UTC}

// Local is the system's local time zone.
var Local *Location = &Location{gotime.Local}

// FixedZone returns a Location that always has the given name and offset (seconds east of
// UTC).
func FixedZone(name string, offset int) *Location {
	return &Location{gotime.FixedZone(name, offset)}
}

// String returns the location's name: "UTC", "Local", or a FixedZone's name.
func (l *Location) String() string { return l.get().String() }

func (l *Location) get() *gotime.Location {
	if l == nil {
		return gotime.UTC
	}
	return l.l
}

func wrapLoc(l *gotime.Location) *Location {
	switch l {
	case gotime.UTC:
		return UTC
	case gotime.Local:
		return Local
	}
	return &Location{l}
}

// Date returns the time yyyy-mm-dd hh:mm:ss + nsec nanoseconds in loc. Values outside their
// usual ranges are normalized (October 32 is November 1). Date panics if loc is nil.
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Date")
	}
	return Time{gotime.Date(year, gotime.Month(month), day, hour, min, sec, nsec, loc.l)}
}

// UnixMilli returns the Local time msec milliseconds after 1970-01-01 UTC.
func UnixMilli(msec int64) Time { return Time{gotime.UnixMilli(msec)} }

// UnixMicro returns the Local time usec microseconds after 1970-01-01 UTC.
func UnixMicro(usec int64) Time { return Time{gotime.UnixMicro(usec)} }

// Date returns the year, month and day of t in its location.
func (t Time) Date() (year int, month Month, day int) {
	y, m, d := t.t.Date()
	return y, Month(m), d
}

// Clock returns the hour, minute and second of t within its day.
func (t Time) Clock() (hour, min, sec int) { return t.t.Clock() }

// Year returns the year of t.
func (t Time) Year() int { return t.t.Year() }

// Month returns the month of t.
func (t Time) Month() Month { return Month(t.t.Month()) }

// Day returns the day of the month of t.
func (t Time) Day() int { return t.t.Day() }

// Hour returns the hour of t, in [0, 23].
func (t Time) Hour() int { return t.t.Hour() }

// Minute returns the minute of t, in [0, 59].
func (t Time) Minute() int { return t.t.Minute() }

// Second returns the second of t, in [0, 59].
func (t Time) Second() int { return t.t.Second() }

// Weekday returns the day of the week of t.
func (t Time) Weekday() Weekday { return Weekday(t.t.Weekday()) }

// YearDay returns the day of the year of t, in [1, 365] ([1, 366] in leap years).
func (t Time) YearDay() int { return t.t.YearDay() }

// ISOWeek returns the ISO 8601 year and week number of t (weeks start on Monday; week 1
// holds the year's first Thursday).
func (t Time) ISOWeek() (year, week int) { return t.t.ISOWeek() }

// AddDate returns t with years, months and days added, normalized as Date does.
func (t Time) AddDate(years, months, days int) Time { return Time{t.t.AddDate(years, months, days)} }

// Truncate returns t rounded down to a multiple of d since the zero Time (t itself, without
// its monotonic reading, if d <= 0).
func (t Time) Truncate(d Duration) Time { return Time{t.t.Truncate(gotime.Duration(d))} }

// Round returns t rounded to the nearest multiple of d since the zero Time, halfway values up.
func (t Time) Round(d Duration) Time { return Time{t.t.Round(gotime.Duration(d))} }

// UTC returns t in UTC.
func (t Time) UTC() Time { return Time{t.t.UTC()} }

// Local returns t in Local.
func (t Time) Local() Time { return Time{t.t.Local()} }

// In returns t in loc; it panics if loc is nil.
func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	return Time{t.t.In(loc.l)}
}

// Location returns t's location.
func (t Time) Location() *Location { return wrapLoc(t.t.Location()) }

// Zone returns the abbreviation of t's time zone and its offset in seconds east of UTC.
func (t Time) Zone() (name string, offset int) { return t.t.Zone() }

// Compare returns -1 if t is before u, 0 if they are the same instant, +1 if t is after u.
func (t Time) Compare(u Time) int { return t.t.Compare(u.t) }
