//go:build solod

package time

// The calendar: months, days, time zones, Date and the fields of a Time. The proleptic
// Gregorian calendar of Go (year 0 exists, year -1 precedes it), computed from day counts.

var longMonthNames = [12]string{
	"January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December",
}

var longDayNames = [7]string{
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
}

// badName is Go's text for a month or weekday out of range: "%!Month(13)", the number as
// unsigned ("%!Month(18446744073709551615)" for -1). The string lives in the caller's frame.
func badName(kind string, n int) string {
	var buf [24]byte
	i := putInt(buf[:], uint64(n))
	b := buf[i:]
	return "%!" + kind + "(" + string(b) + ")"
}

// String returns the English name of the month ("January"), or "%!Month(13)" out of range.
func (m Month) String() string {
	if January <= m && m <= December {
		return longMonthNames[m-1]
	}
	return badName("Month", int(m))
}

// String returns the English name of the day ("Sunday"), or "%!Weekday(7)" out of range.
func (d Weekday) String() string {
	if Sunday <= d && d <= Saturday {
		return longDayNames[d]
	}
	return badName("Weekday", int(d))
}

// zoneKind says which zone a Time or a Location is.
type zoneKind uint8

const (
	zoneUTC zoneKind = iota
	zoneLocal
	zoneFixed
)

// A Location is a time zone: UTC, Local (which is UTC under solod), or a FixedZone.
type Location struct {
	name   string
	offset int
	kind   zoneKind
}

var (
	utcLoc   = Location{name: "UTC", kind: zoneUTC}
	localLoc = Location{name: "Local", kind: zoneLocal}
)

// UTC is Coordinated Universal Time.
var UTC *Location = &utcLoc

// Local is the local time zone. Under solod it is UTC (offset 0, abbreviation "UTC"), with
// the name "Local".
var Local *Location = &localLoc

// FixedZone returns a Location that always has the given name and offset (seconds east of
// UTC). Like any value a function returns, it lives in the caller's frame.
func FixedZone(name string, offset int) *Location {
	return &Location{name: name, offset: offset, kind: zoneFixed}
}

// String returns the location's name: "UTC", "Local", or a FixedZone's name.
func (l *Location) String() string {
	if l == nil {
		return "UTC"
	}
	return l.name
}

// zone returns the abbreviation and offset of the zone of l: UTC's for UTC and Local.
func (l *Location) zone() (string, int) {
	if l.kind == zoneFixed {
		return l.name, l.offset
	}
	return "UTC", 0
}

// setLoc puts t in loc, dropping its monotonic reading as Go does.
func (t *Time) setLoc(loc *Location) {
	t.stripMono()
	t.zone = loc.kind
	t.zname = ""
	t.zoff = 0
	if loc.kind == zoneFixed {
		t.zname = loc.name
		t.zoff = int32(loc.offset)
	}
}

// offset returns the offset of t's zone, seconds east of UTC.
func (t Time) offset() int64 {
	if t.zone == zoneFixed {
		return int64(t.zoff)
	}
	return 0
}

// Location returns t's location: UTC, Local, or (for a fixed zone) a Location with its name
// and offset, in the caller's frame.
func (t Time) Location() *Location {
	switch t.zone {
	case zoneUTC:
		return UTC
	case zoneLocal:
		return Local
	}
	return &Location{name: t.zname, offset: int(t.zoff), kind: zoneFixed}
}

// Zone returns the abbreviation of t's time zone and its offset in seconds east of UTC.
func (t Time) Zone() (name string, offset int) {
	if t.zone == zoneFixed {
		return t.zname, int(t.zoff)
	}
	return "UTC", 0
}

// UTC returns t in UTC.
func (t Time) UTC() Time {
	t.setLoc(UTC)
	return t
}

// Local returns t in Local.
func (t Time) Local() Time {
	t.setLoc(Local)
	return t
}

// In returns t in loc; it panics if loc is nil.
func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	t.setLoc(loc)
	return t
}

// floorDiv returns a/b rounded down and the remainder in [0, b) (b > 0).
func floorDiv(a, b int64) (int64, int64) {
	q := a / b
	r := a % b
	if r < 0 {
		q--
		r += b
	}
	return q, r
}

// daysFromCivil returns the number of days from 1970-01-01 to year-month-1 (month in [1, 12])
// plus day-1: eras of 400 years (146097 days) from March 1 of year 0, so that February,
// the month of the leap day, ends each counted year.
func daysFromCivil(year int64, month int, day int64) int64 {
	y := year
	if month <= 2 {
		y--
	}
	era, yoe := floorDiv(y, 400)
	mp := int64(month+9) % 12 // March = 0
	doy := (153*mp + 2) / 5
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468 + day - 1
}

// civilFromDays is daysFromCivil's inverse: the date of the day `days` after 1970-01-01.
func civilFromDays(days int64) (year int64, month int, day int) {
	era, doe := floorDiv(days+719468, 146097)
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	day = int(doy - (153*mp+2)/5 + 1)
	month = int(mp+2)%12 + 1
	year = yoe + era*400
	if month <= 2 {
		year++
	}
	return year, month, day
}

func isLeap(year int) bool { return year%4 == 0 && (year%100 != 0 || year%400 == 0) }

// daysIn returns the number of days of month m in year.
func daysIn(m Month, year int) int {
	if m == February {
		if isLeap(year) {
			return 29
		}
		return 28
	}
	// 31 days, less one for April, June, September and November.
	return 30 + int((m+m/8)%2)
}

// norm carries lo into hi so that lo is in [0, base).
func norm(hi, lo, base int) (int, int) {
	q, r := floorDiv(int64(lo), int64(base))
	return hi + int(q), int(r)
}

// Date returns the time yyyy-mm-dd hh:mm:ss + nsec nanoseconds in loc. Values outside their
// usual ranges are normalized (October 32 is November 1). Date panics if loc is nil.
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Date")
	}
	m := int(month) - 1
	year, m = norm(year, m, 12)
	sec, nsec = norm(sec, nsec, 1e9)
	min, sec = norm(min, sec, 60)
	hour, min = norm(hour, min, 60)
	day, hour = norm(day, hour, 24)
	days := daysFromCivil(int64(year), m+1, int64(day))
	unix := days*86400 + int64(hour*3600+min*60+sec)
	if loc.kind == zoneFixed {
		unix -= int64(loc.offset)
	}
	t := Time{sec: unix + unixToInternal, nsec: int64(nsec)}
	t.setLoc(loc)
	return t
}

// UnixMilli returns the Local time msec milliseconds after 1970-01-01 UTC.
func UnixMilli(msec int64) Time { return Unix(msec/1e3, (msec%1e3)*1e6) }

// UnixMicro returns the Local time usec microseconds after 1970-01-01 UTC.
func UnixMicro(usec int64) Time { return Unix(usec/1e6, (usec%1e6)*1e3) }

// days returns the day of t in its zone (days since 1970-01-01) and the second within it.
func (t Time) days() (int64, int) {
	d, s := floorDiv(t.sec-unixToInternal+t.offset(), 86400)
	return d, int(s)
}

// Date returns the year, month and day of t in its location.
func (t Time) Date() (year int, month Month, day int) {
	d, _ := t.days()
	y, m, dd := civilFromDays(d)
	return int(y), Month(m), dd
}

// Clock returns the hour, minute and second of t within its day.
func (t Time) Clock() (hour, min, sec int) {
	_, s := t.days()
	return s / 3600, s / 60 % 60, s % 60
}

// Year returns the year of t.
func (t Time) Year() int {
	y, _, _ := t.Date()
	return y
}

// Month returns the month of t.
func (t Time) Month() Month {
	_, m, _ := t.Date()
	return m
}

// Day returns the day of the month of t.
func (t Time) Day() int {
	_, _, d := t.Date()
	return d
}

// Hour returns the hour of t, in [0, 23].
func (t Time) Hour() int {
	_, s := t.days()
	return s / 3600
}

// Minute returns the minute of t, in [0, 59].
func (t Time) Minute() int {
	_, s := t.days()
	return s / 60 % 60
}

// Second returns the second of t, in [0, 59].
func (t Time) Second() int {
	_, s := t.days()
	return s % 60
}

// weekdayOf returns the day of the week of the day `days` after 1970-01-01 (a Thursday).
func weekdayOf(days int64) Weekday {
	_, r := floorDiv(days+4, 7)
	return Weekday(r)
}

// Weekday returns the day of the week of t.
func (t Time) Weekday() Weekday {
	d, _ := t.days()
	return weekdayOf(d)
}

// YearDay returns the day of the year of t, in [1, 365] ([1, 366] in leap years).
func (t Time) YearDay() int {
	d, _ := t.days()
	y, _, _ := civilFromDays(d)
	return int(d-daysFromCivil(y, 1, 1)) + 1
}

// ISOWeek returns the ISO 8601 year and week number of t (weeks start on Monday; week 1
// holds the year's first Thursday).
func (t Time) ISOWeek() (year, week int) {
	d, _ := t.days()
	// The Thursday of t's week (Monday first) decides both.
	fromMonday := (int64(weekdayOf(d)) + 6) % 7
	thu := d - fromMonday + 3
	y, _, _ := civilFromDays(thu)
	return int(y), int((thu-daysFromCivil(y, 1, 1))/7) + 1
}

// AddDate returns t with years, months and days added, normalized as Date does.
func (t Time) AddDate(years, months, days int) Time {
	year, month, day := t.Date()
	hour, min, sec := t.Clock()
	return Date(year+years, month+Month(months), day+days, hour, min, sec, int(t.nsec), t.Location())
}

// Compare returns -1 if t is before u, 0 if they are the same instant, +1 if t is after u.
func (t Time) Compare(u Time) int {
	switch {
	case t.Before(u):
		return -1
	case t.After(u):
		return +1
	}
	return 0
}

// mulMod returns a*b mod m for a, b in [0, m) and m < 2^63, without overflow.
func mulMod(a, b, m uint64) uint64 {
	var r uint64
	for b > 0 {
		if b&1 != 0 {
			r = (r + a) % m
		}
		a = (a + a) % m
		b >>= 1
	}
	return r
}

// rem returns the time since the zero Time modulo d (d > 0), in [0, d).
func (t Time) rem(d Duration) Duration {
	m := uint64(d)
	// The whole seconds and the nanoseconds, as non-negative numbers: the seconds taken
	// modulo m before they are scaled, since sec*1e9 does not fit.
	neg := t.sec < 0
	sec := uint64(t.sec)
	if neg {
		sec = -sec
	}
	r := mulMod(sec%m, 1e9%m, m)
	if neg {
		r = (m - r) % m
	}
	return Duration((r + uint64(t.nsec)%m) % m)
}

// Truncate returns t rounded down to a multiple of d since the zero Time (t itself, without
// its monotonic reading, if d <= 0).
func (t Time) Truncate(d Duration) Time {
	t.stripMono()
	if d <= 0 {
		return t
	}
	return t.Add(-t.rem(d))
}

// Round returns t rounded to the nearest multiple of d since the zero Time, halfway values up
// (t itself, without its monotonic reading, if d <= 0).
func (t Time) Round(d Duration) Time {
	t.stripMono()
	if d <= 0 {
		return t
	}
	r := t.rem(d)
	if lessThanHalf(r, d) {
		return t.Add(-r)
	}
	return t.Add(d - r)
}
