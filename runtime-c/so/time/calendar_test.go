package time_test

import (
	"testing"

	"solod.dev/so/strconv"
	"solod.dev/so/time"
)

// The tables (gocases_test.go) hold Go's own results, written by gen/main.go.

const full = "2006-01-02T15:04:05.999999999Z07:00"

type dateCase struct {
	y, m, d, h, mi, s, ns int
	want                  string // the time in the layout full
	unix                  int64
	weekday               string
	yday                  int
	isoYear, isoWeek      int
}

// Date's normalization of out-of-range fields, and the fields of the times it makes.
func TestDate(t *testing.T) {
	for _, c := range dateCases {
		tm := time.Date(c.y, time.Month(c.m), c.d, c.h, c.mi, c.s, c.ns, time.UTC)
		if got := tm.Format(full); got != c.want {
			t.Errorf("Date(%d, %d, %d, %d, %d, %d, %d) = %s, want %s", c.y, c.m, c.d, c.h, c.mi, c.s, c.ns, got, c.want)
			continue
		}
		if tm.Unix() != c.unix || tm.Weekday().String() != c.weekday || tm.YearDay() != c.yday {
			t.Errorf("%s: Unix %d, %s, YearDay %d; want %d, %s, %d", c.want, tm.Unix(), tm.Weekday().String(),
				tm.YearDay(), c.unix, c.weekday, c.yday)
		}
		if y, w := tm.ISOWeek(); y != c.isoYear || w != c.isoWeek {
			t.Errorf("%s: ISOWeek() = %d, %d, want %d, %d", c.want, y, w, c.isoYear, c.isoWeek)
		}
		// The fields give the same time back.
		y, m, d := tm.Date()
		h, mi, s := tm.Clock()
		if y != tm.Year() || m != tm.Month() || d != tm.Day() || h != tm.Hour() || mi != tm.Minute() || s != tm.Second() {
			t.Errorf("%s: Date and Clock disagree with the single fields", c.want)
		}
		if back := time.Date(y, m, d, h, mi, s, tm.Nanosecond(), time.UTC); !back.Equal(tm) || back != tm {
			t.Errorf("%s: the fields do not make the same time: %s", c.want, back.Format(full))
		}
	}
}

func TestMonthWeekdayString(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{time.January.String(), "January"},
		{time.December.String(), "December"},
		{time.Month(0).String(), "%!Month(0)"},
		{time.Month(13).String(), "%!Month(13)"},
		{time.Month(-1).String(), "%!Month(18446744073709551615)"},
		{time.Sunday.String(), "Sunday"},
		{time.Saturday.String(), "Saturday"},
		{time.Weekday(7).String(), "%!Weekday(7)"},
		{time.Weekday(-3).String(), "%!Weekday(18446744073709551613)"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestLocations(t *testing.T) {
	if time.UTC.String() != "UTC" || time.Local.String() != "Local" {
		t.Fatalf("UTC, Local: %s, %s", time.UTC.String(), time.Local.String())
	}
	zone := time.FixedZone("XST", -3*3600-1800)
	if zone.String() != "XST" {
		t.Fatalf("FixedZone name %s", zone.String())
	}
	u := time.Date(2024, time.May, 6, 1, 2, 3, 0, time.UTC)
	x := u.In(zone)
	if !x.Equal(u) || x.Format(time.RFC3339) != "2024-05-05T21:32:03-03:30" || x.Location().String() != "XST" {
		t.Fatalf("In: %s %s", x.Format(time.RFC3339), x.Location().String())
	}
	if name, off := x.Zone(); name != "XST" || off != -12600 {
		t.Fatalf("Zone() = %s, %d", name, off)
	}
	if name, off := u.Zone(); name != "UTC" || off != 0 {
		t.Fatalf("Zone() = %s, %d", name, off)
	}
	if x.UTC() != u || x.UTC().Location() != time.UTC || u.Location() != time.UTC {
		t.Fatal("UTC()")
	}
	if u.Local().Location() != time.Local || time.Unix(0, 0).Location() != time.Local || time.Now().Location() != time.Local {
		t.Fatal("Local")
	}
	var zero time.Time
	if zero.Location() != time.UTC || zero.Format(full) != "0001-01-01T00:00:00Z" {
		t.Fatalf("zero Time: %s", zero.Format(full))
	}
	// The same instant in another zone is Equal but not ==.
	if !x.Equal(u) || x == u {
		t.Fatal("== and Equal")
	}
	d := time.Date(2024, time.May, 5, 21, 32, 3, 0, zone)
	if !d.Equal(u) || d.Hour() != 21 || d.Day() != 5 || d.YearDay() != 126 {
		t.Fatalf("Date in a fixed zone: %s", d.Format(full))
	}
}

func TestUnixMilliMicro(t *testing.T) {
	for _, c := range []struct {
		ms   int64
		want string
	}{
		{0, "1970-01-01T00:00:00Z"},
		{1700000000123, "2023-11-14T22:13:20.123Z"},
		{-1, "1969-12-31T23:59:59.999Z"},
		{-1001, "1969-12-31T23:59:58.999Z"},
	} {
		if got := time.UnixMilli(c.ms).UTC().Format(full); got != c.want {
			t.Errorf("UnixMilli(%d) = %s, want %s", c.ms, got, c.want)
		}
		if got := time.UnixMicro(c.ms * 1000).UTC().Format(full); got != c.want {
			t.Errorf("UnixMicro(%d) = %s, want %s", c.ms*1000, got, c.want)
		}
	}
	if got := time.UnixMicro(-1).UTC().Format(full); got != "1969-12-31T23:59:59.999999Z" {
		t.Errorf("UnixMicro(-1) = %s", got)
	}
}

func TestAddDate(t *testing.T) {
	base := time.Date(2024, 1, 31, 22, 30, 15, 500000000, time.UTC)
	for _, c := range addDateCases {
		if got := base.AddDate(c.y, c.m, c.d).Format(full); got != c.want {
			t.Errorf("AddDate(%d, %d, %d) = %s, want %s", c.y, c.m, c.d, got, c.want)
		}
	}
}

type roundCase struct {
	t               int
	d               int64
	truncate, round string
}

func TestTruncateRoundTime(t *testing.T) {
	times := []time.Time{
		time.Date(2024, 1, 31, 22, 30, 15, 500000000, time.UTC),
		time.Date(1, 1, 1, 0, 0, 1, 0, time.UTC),
		time.Date(-5, 6, 7, 8, 9, 10, 11, time.UTC),
		time.Date(1969, 12, 31, 23, 59, 59, 999999999, time.FixedZone("", 3600)),
	}
	for _, c := range roundCases {
		tm := times[c.t]
		d := time.Duration(c.d)
		if got := tm.Truncate(d).Format(full); got != c.truncate {
			t.Errorf("%s.Truncate(%d) = %s, want %s", tm.Format(full), c.d, got, c.truncate)
		}
		if got := tm.Round(d).Format(full); got != c.round {
			t.Errorf("%s.Round(%d) = %s, want %s", tm.Format(full), c.d, got, c.round)
		}
	}
}

func TestCompare(t *testing.T) {
	a := time.Unix(100, 5)
	b := time.Unix(100, 6)
	if a.Compare(b) != -1 || b.Compare(a) != 1 || a.Compare(a.UTC()) != 0 {
		t.Fatal("Compare of wall times")
	}
	now := time.Now()
	later := now.Add(time.Nanosecond)
	if now.Compare(later) != -1 || later.Compare(now) != 1 || now.Compare(now) != 0 {
		t.Fatal("Compare of monotonic times")
	}
}

type formatCase struct{ time, layout, want string }

func formatTime(name string) time.Time {
	switch name {
	case "evening":
		return time.Date(2009, 11, 10, 23, 4, 5, 123456789, time.FixedZone("XST", 5*3600+30*60))
	case "morning":
		return time.Date(2006, 1, 2, 3, 4, 5, 7000, time.UTC)
	case "noon":
		return time.Date(2024, 7, 9, 12, 0, 0, 120000000, time.FixedZone("", -(7*3600+30*60+15)))
	case "midnight":
		return time.Date(-44, 3, 15, 0, 9, 8, 0, time.UTC)
	}
	return time.Date(12, 12, 25, 13, 59, 7, 100, time.FixedZone("", 3600))
}

// Every layout element, with and without padding, on times of several zones and years.
func TestFormat(t *testing.T) {
	for _, c := range formatCases {
		tm := formatTime(c.time)
		if got := tm.Format(c.layout); got != c.want {
			t.Errorf("%s.Format(%q) = %q, want %q", c.time, c.layout, got, c.want)
		}
		buf := make([]byte, 0, 256)
		buf = append(buf, "at "...)
		if got := string(tm.AppendFormat(buf, c.layout)); got != "at "+c.want {
			t.Errorf("%s.AppendFormat(%q) = %q, want %q", c.time, c.layout, got, "at "+c.want)
		}
	}
}

func TestTimeString(t *testing.T) {
	for _, c := range stringCases {
		if got := formatTime(c.name).String(); got != c.want {
			t.Errorf("%s.String() = %q, want %q", c.name, got, c.want)
		}
	}
	if got := time.Unix(1700000000, 5).UTC().String(); got != "2023-11-14 22:13:20.000000005 +0000 UTC" {
		t.Errorf("String() = %q", got)
	}
	// Now's String ends with its monotonic reading, "m=+0.001234567"; the reading is gone after
	// UTC, Round and Truncate, kept by Add.
	s := time.Now().String()
	if !hasMonoSuffix(s) {
		t.Errorf("Now().String() = %q: no monotonic reading", s)
	}
	if s := time.Now().Add(time.Hour).String(); !hasMonoSuffix(s) {
		t.Errorf("Now().Add(time.Hour).String() = %q: no monotonic reading", s)
	}
	for _, s := range []string{time.Now().UTC().String(), time.Now().Round(0).String(), time.Now().Truncate(time.Second).String()} {
		if hasMonoSuffix(s) {
			t.Errorf("%q has a monotonic reading", s)
		}
	}
}

// hasMonoSuffix reports whether s ends in " m=+S.NNNNNNNNN".
func hasMonoSuffix(s string) bool {
	i := len(s) - 1
	for i >= 0 && s[i] != ' ' {
		i--
	}
	m := s[i+1:]
	if len(m) < 14 || m[:3] != "m=+" || m[len(m)-10] != '.' {
		return false
	}
	for j := 3; j < len(m); j++ {
		if (m[j] < '0' || m[j] > '9') && j != len(m)-10 {
			return false
		}
	}
	return true
}

type parseCase struct{ layout, value, want, err string }

// Parse's results (time, location, zone) and its errors, with Go's messages.
func TestParse(t *testing.T) {
	for _, c := range parseCases {
		tm, err := time.Parse(c.layout, c.value)
		if c.err != "" {
			if err == nil {
				t.Errorf("Parse(%q, %q) = %s, want error %s", c.layout, c.value, tm.Format(full), c.err)
			} else if err.Error() != c.err {
				t.Errorf("Parse(%q, %q): error %s, want %s", c.layout, c.value, err.Error(), c.err)
			} else if _, ok := err.(*time.ParseError); !ok {
				t.Errorf("Parse(%q, %q): the error is not a *ParseError", c.layout, c.value)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q, %q): %s", c.layout, c.value, err.Error())
			continue
		}
		name, off := tm.Zone()
		var buf [24]byte
		got := tm.Format(full) + " " + tm.Location().String() + " " + name + " " + strconv.Itoa(buf[:], off)
		if got != c.want {
			t.Errorf("Parse(%q, %q) = %s, want %s", c.layout, c.value, got, c.want)
		}
	}
}

// ParseInLocation: each case in XST (+05:30), then in UTC.
func TestParseInLocation(t *testing.T) {
	xst := time.FixedZone("XST", 5*3600+30*60)
	half := len(parseInLocationCases) / 2
	for i, c := range parseInLocationCases {
		loc := xst
		if i >= half {
			loc = time.UTC
		}
		tm, err := time.ParseInLocation(c.layout, c.value, loc)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("ParseInLocation(%q, %q, %s): want error %s", c.layout, c.value, loc.String(), c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseInLocation(%q, %q, %s): %s", c.layout, c.value, loc.String(), err.Error())
			continue
		}
		name, off := tm.Zone()
		var buf [24]byte
		got := tm.Format(full) + " " + tm.Location().String() + " " + name + " " + strconv.Itoa(buf[:], off)
		if got != c.want {
			t.Errorf("ParseInLocation(%q, %q, %s) = %s, want %s", c.layout, c.value, loc.String(), got, c.want)
		}
	}
}

func TestParseErrorFields(t *testing.T) {
	_, err := time.Parse(time.RFC3339, "2006-01-02T15:04:05*07:00")
	pe, ok := err.(*time.ParseError)
	if !ok {
		t.Fatal("not a *ParseError")
	}
	if pe.Layout != time.RFC3339 || pe.Value != "2006-01-02T15:04:05*07:00" || pe.LayoutElem != "Z07:00" ||
		pe.ValueElem != "*07:00" || pe.Message != "" {
		t.Fatalf("fields: %q %q %q %q %q", pe.Layout, pe.Value, pe.LayoutElem, pe.ValueElem, pe.Message)
	}
}

// Format's output parses back to the same instant.
func TestFormatParse(t *testing.T) {
	for _, name := range []string{"evening", "morning", "noon", "midnight", "early"} {
		tm := formatTime(name)
		for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.000000000-07:00:00"} {
			s := tm.Format(layout)
			back, err := time.Parse(layout, s)
			if name == "noon" && layout == time.RFC3339Nano {
				continue // its offset has seconds, which RFC3339 does not show
			}
			if name == "midnight" {
				// A year below 0 does not parse (Go's "2006" takes four digits).
				if err == nil {
					t.Errorf("Parse(%q) of a negative year", s)
				}
				continue
			}
			if err != nil || !back.Equal(tm) {
				t.Errorf("Parse(%q, %q) = %s, %v", layout, s, back.Format(full), err != nil)
			}
		}
	}
}

type durationCase struct {
	s    string
	want int64
	err  string
}

func TestParseDuration(t *testing.T) {
	for _, c := range durationCases {
		d, err := time.ParseDuration(c.s)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				got := "nil"
				if err != nil {
					got = err.Error()
				}
				t.Errorf("ParseDuration(%q): error %s, want %s", c.s, got, c.err)
			}
			continue
		}
		if err != nil || int64(d) != c.want {
			t.Errorf("ParseDuration(%q) = %d, want %d", c.s, int64(d), c.want)
		}
	}
	// Duration.String's output parses back.
	for _, d := range []time.Duration{0, 1, 1500, -90 * time.Minute, 1<<63 - 1, -1 << 63} {
		if back, err := time.ParseDuration(d.String()); err != nil || back != d {
			t.Errorf("ParseDuration(%q) = %d", d.String(), int64(back))
		}
	}
}
