//go:build solod

package time

import "solod.dev/so/errors"

// Parse and ParseDuration, with Go's rules and error messages. The errors they return, and
// the strings in them, live in the caller's frame; a ParseError's strings are parts of the
// layout and value passed in.

// quote is Go's quoting in time's messages: between double quotes, '"' and '\' escaped, a
// byte below ' ' or above '~' (any byte of a non-ASCII character) as \xNN.
func quote(s string) string {
	const hex = "0123456789abcdef"
	b := make([]byte, 0, 2+4*len(s))
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < ' ' || c >= 0x80:
			b = append(b, '\\', 'x', hex[c>>4], hex[c&0xf])
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		default:
			b = append(b, c)
		}
	}
	b = append(b, '"')
	return string(b)
}

// Error returns Go's message: `parsing time "x" as "2006": cannot parse "x" as "2006"`, or
// the value and the Message.
func (e *ParseError) Error() string {
	if e.Message == "" {
		return "parsing time " + quote(e.Value) + " as " + quote(e.Layout) + ": cannot parse " +
			quote(e.ValueElem) + " as " + quote(e.LayoutElem)
	}
	return "parsing time " + quote(e.Value) + e.Message
}

// errBad marks a value that does not match its layout element.
var errBad = errors.New("bad value for field")

// leadingInt consumes the leading decimal digits of s; err if the number exceeds 1<<63.
func leadingInt(s string) (x uint64, rem string, err error) {
	i := 0
	for ; i < len(s) && '0' <= s[i] && s[i] <= '9'; i++ {
		if x > 1<<63/10 {
			return 0, s, errBad
		}
		x = x*10 + uint64(s[i]-'0')
		if x > 1<<63 {
			return 0, s, errBad
		}
	}
	return x, s[i:], nil
}

// atoi parses an optionally signed decimal number that is all of s.
func atoi(s string) (int, error) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	q, rem, err := leadingInt(s)
	if err != nil || rem != "" {
		return 0, errBad
	}
	x := int(q)
	if neg {
		x = -x
	}
	return x, nil
}

// getnum reads one or two digits (exactly two if fixed).
func getnum(s string, fixed bool) (int, string, error) {
	if !isDigitAt(s, 0) {
		return 0, s, errBad
	}
	if !isDigitAt(s, 1) {
		if fixed {
			return 0, s, errBad
		}
		return int(s[0] - '0'), s[1:], nil
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), s[2:], nil
}

// getnum3 reads one to three digits (exactly three if fixed).
func getnum3(s string, fixed bool) (int, string, error) {
	n, i := 0, 0
	for ; i < 3 && isDigitAt(s, i); i++ {
		n = n*10 + int(s[i]-'0')
	}
	if i == 0 || fixed && i != 3 {
		return 0, s, errBad
	}
	return n, s[i:], nil
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// lookupName finds which of names starts val, ignoring ASCII case.
func lookupName(names []string, val string) (int, string, error) {
	for i, name := range names {
		if len(val) < len(name) {
			continue
		}
		ok := true
		for j := 0; j < len(name) && ok; j++ {
			ok = lowerASCII(val[j]) == lowerASCII(name[j])
		}
		if ok {
			return i, val[len(name):], nil
		}
	}
	return -1, val, errBad
}

func trimSpaces(s string) string {
	for s != "" && s[0] == ' ' {
		s = s[1:]
	}
	return s
}

// skip consumes the literal text prefix from value; a run of spaces in prefix matches any run
// of spaces (also none at the end of value).
func skip(value, prefix string) (string, error) {
	for prefix != "" {
		if prefix[0] == ' ' {
			if value != "" && value[0] != ' ' {
				return value, errBad
			}
			prefix = trimSpaces(prefix)
			value = trimSpaces(value)
			continue
		}
		if value == "" || value[0] != prefix[0] {
			return value, errBad
		}
		prefix = prefix[1:]
		value = value[1:]
	}
	return value, nil
}

// signedOffsetLen returns the length of a "+h" or "-hh" offset (hours up to 12) at the start of
// s, 0 if there is none.
func signedOffsetLen(s string) int {
	if s == "" || s[0] != '+' && s[0] != '-' {
		return 0
	}
	x, rem, err := leadingInt(s[1:])
	if err != nil || len(rem) == len(s)-1 || x > 12 {
		return 0
	}
	return len(s) - len(rem)
}

// zoneNameLen returns the length of the zone abbreviation at the start of s: three to five
// upper-case letters (four or five ending in T, or WITA), ChST, MeST, GMT with an optional
// offset, or a bare "+hh" offset.
func zoneNameLen(s string) (int, bool) {
	if len(s) < 3 {
		return 0, false
	}
	if hasPrefixAt(s, 0, "ChST") || hasPrefixAt(s, 0, "MeST") {
		return 4, true
	}
	if s[:3] == "GMT" {
		return 3 + signedOffsetLen(s[3:]), true
	}
	if s[0] == '+' || s[0] == '-' {
		n := signedOffsetLen(s)
		return n, n > 0
	}
	upper := 0
	for upper < 6 && upper < len(s) && 'A' <= s[upper] && s[upper] <= 'Z' {
		upper++
	}
	switch upper {
	case 3:
		return 3, true
	case 4:
		if s[3] == 'T' || s[:4] == "WITA" {
			return 4, true
		}
	case 5:
		if s[4] == 'T' {
			return 5, true
		}
	}
	return 0, false
}

// parseFrac parses the separator and digits value[:n] as nanoseconds (digits past the ninth
// ignored).
func parseFrac(value string, n int) (ns int, rangeErr string, err error) {
	if value[0] != '.' && value[0] != ',' {
		return 0, "", errBad
	}
	if n > 10 {
		n = 10
	}
	ns, err = atoi(value[1:n])
	if err != nil {
		return 0, "", err
	}
	if ns < 0 {
		return 0, "fractional second", nil
	}
	for i := n; i < 10; i++ {
		ns *= 10
	}
	return ns, "", nil
}

// daysBefore is the number of days before month m (1-13) in a year that is not a leap year.
func daysBefore(m int) int {
	return [13]int{0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365}[m-1]
}

// Parse parses value by layout. Without a zone in value the result is in UTC; an offset or
// abbreviation that Local has gives Local, any other a FixedZone. The error is a *ParseError.
func Parse(layout, value string) (Time, error) { return parse(layout, value, UTC, Local) }

// ParseInLocation is Parse, but without a zone in value the result is in loc, and an offset or
// abbreviation that loc has gives loc.
func ParseInLocation(layout, value string, loc *Location) (Time, error) {
	return parse(layout, value, loc, loc)
}

// parse parses value by layout into a time in loc when value has no zone; a zone of value that
// local has gives local.
func parse(layout, value string, loc, local *Location) (Time, error) {
	alayout, avalue := layout, value
	amSet, pmSet := false, false
	year, month, day, yday := 0, -1, -1, -1
	hour, min, sec, nsec := 0, 0, 0, 0
	utc := false // a "Z" or "UTC" zone
	zoneOffset := -1
	zoneName := ""
	for {
		prefix, e, suffix := nextElem(layout)
		elemText := layout[len(prefix) : len(layout)-len(suffix)]
		var err error
		value, err = skip(value, prefix)
		if err != nil {
			return Time{}, &ParseError{alayout, avalue, prefix, value, ""}
		}
		if e.kind == elemNone {
			if value != "" {
				return Time{}, &ParseError{alayout, avalue, "", value, ": extra text: " + quote(value)}
			}
			break
		}
		layout = suffix
		hold := value
		rangeErr := ""
		switch e.kind {
		case elemYear:
			if len(value) < 2 {
				err = errBad
				break
			}
			year, err = atoi(value[:2])
			value = value[2:]
			if err == nil {
				if year >= 69 {
					year += 1900
				} else {
					year += 2000
				}
			}
		case elemLongYear:
			if len(value) < 4 || !isDigitAt(value, 0) {
				err = errBad
				break
			}
			year, err = atoi(value[:4])
			value = value[4:]
		case elemMonth:
			month, value, err = lookupName(shortMonthNames[:], value)
			month++
		case elemLongMonth:
			month, value, err = lookupName(longMonthNames[:], value)
			month++
		case elemNumMonth, elemZeroMonth:
			month, value, err = getnum(value, e.kind == elemZeroMonth)
			if err == nil && (month <= 0 || 12 < month) {
				rangeErr = "month"
			}
		case elemWeekDay:
			_, value, err = lookupName(shortDayNames[:], value)
		case elemLongWeekDay:
			_, value, err = lookupName(longDayNames[:], value)
		case elemDay, elemUnderDay, elemZeroDay:
			if e.kind == elemUnderDay && value != "" && value[0] == ' ' {
				value = value[1:]
			}
			// Any one or two digits: the date is checked at the end.
			day, value, err = getnum(value, e.kind == elemZeroDay)
		case elemUnderYearDay, elemZeroYearDay:
			for i := 0; i < 2; i++ {
				if e.kind == elemUnderYearDay && value != "" && value[0] == ' ' {
					value = value[1:]
				}
			}
			yday, value, err = getnum3(value, e.kind == elemZeroYearDay)
		case elemHour:
			hour, value, err = getnum(value, false)
			if hour < 0 || 24 <= hour {
				rangeErr = "hour"
			}
		case elemHour12, elemZeroHour12:
			hour, value, err = getnum(value, e.kind == elemZeroHour12)
			if hour < 0 || 12 < hour {
				rangeErr = "hour"
			}
		case elemMinute, elemZeroMinute:
			min, value, err = getnum(value, e.kind == elemZeroMinute)
			if min < 0 || 60 <= min {
				rangeErr = "minute"
			}
		case elemSecond, elemZeroSecond:
			sec, value, err = getnum(value, e.kind == elemZeroSecond)
			if err != nil {
				break
			}
			if sec < 0 || 60 <= sec {
				rangeErr = "second"
				break
			}
			// A fractional second in value that the layout does not have next is taken too.
			if len(value) >= 2 && (value[0] == '.' || value[0] == ',') && isDigitAt(value, 1) {
				_, next, _ := nextElem(layout)
				if next.kind == elemFracSecond0 || next.kind == elemFracSecond9 {
					break
				}
				n := 2
				for n < len(value) && isDigitAt(value, n) {
					n++
				}
				nsec, rangeErr, err = parseFrac(value, n)
				value = value[n:]
			}
		case elemPM, elemLowerPM:
			if len(value) < 2 {
				err = errBad
				break
			}
			p := value[:2]
			value = value[2:]
			am, pm := "AM", "PM"
			if e.kind == elemLowerPM {
				am, pm = "am", "pm"
			}
			switch p {
			case pm:
				pmSet = true
			case am:
				amSet = true
			default:
				err = errBad
			}
		case elemISO8601TZ, elemISO8601ShortTZ, elemISO8601ColonTZ, elemISO8601SecondsTZ, elemISO8601ColonSecondsTZ,
			elemNumTZ, elemNumShortTZ, elemNumColonTZ, elemNumSecondsTZ, elemNumColonSecondsTZ:
			if e.kind <= elemISO8601ColonSecondsTZ && value != "" && value[0] == 'Z' {
				value = value[1:]
				utc = true
				break
			}
			zoneOffset, rangeErr, value, err = parseOffset(value, e.kind)
		case elemTZ:
			if hasPrefixAt(value, 0, "UTC") {
				utc = true
				value = value[3:]
				break
			}
			n, ok := zoneNameLen(value)
			if !ok {
				err = errBad
				break
			}
			zoneName, value = value[:n], value[n:]
		case elemFracSecond0:
			// Exactly the layout's number of digits.
			n := 1 + e.digits
			if len(value) < n {
				err = errBad
				break
			}
			nsec, rangeErr, err = parseFrac(value, n)
			value = value[n:]
		case elemFracSecond9:
			if len(value) < 2 || value[0] != '.' && value[0] != ',' || !isDigitAt(value, 1) {
				break // omitted
			}
			// Any number of digits, as after a second.
			n := 2
			for isDigitAt(value, n) {
				n++
			}
			nsec, rangeErr, err = parseFrac(value, n)
			value = value[n:]
		}
		if rangeErr != "" {
			return Time{}, &ParseError{alayout, avalue, elemText, value, ": " + rangeErr + " out of range"}
		}
		if err != nil {
			return Time{}, &ParseError{alayout, avalue, elemText, hold, ""}
		}
	}
	if pmSet && hour < 12 {
		hour += 12
	} else if amSet && hour == 12 {
		hour = 0
	}

	if yday >= 0 {
		// The day of the year gives the month and day, which must agree with those parsed.
		m, d := 0, 0
		if isLeap(year) {
			if yday == 31+29 {
				m, d = int(February), 29
			} else if yday > 31+29 {
				yday--
			}
		}
		if yday < 1 || yday > 365 {
			return Time{}, &ParseError{alayout, avalue, "", value, ": day-of-year out of range"}
		}
		if m == 0 {
			m = (yday-1)/31 + 1
			if daysBefore(m+1) < yday {
				m++
			}
			d = yday - daysBefore(m)
		}
		if month >= 0 && month != m {
			return Time{}, &ParseError{alayout, avalue, "", value, ": day-of-year does not match month"}
		}
		month = m
		if day >= 0 && day != d {
			return Time{}, &ParseError{alayout, avalue, "", value, ": day-of-year does not match day"}
		}
		day = d
	} else {
		if month < 0 {
			month = int(January)
		}
		if day < 0 {
			day = 1
		}
	}
	if day < 1 || day > daysIn(Month(month), year) {
		return Time{}, &ParseError{alayout, avalue, "", value, ": day out of range"}
	}

	if utc {
		return Date(year, Month(month), day, hour, min, sec, nsec, UTC), nil
	}
	if zoneOffset == -1 && zoneName == "" {
		return Date(year, Month(month), day, hour, min, sec, nsec, loc), nil
	}
	t := Date(year, Month(month), day, hour, min, sec, nsec, UTC)
	lname, loffset := local.zone()
	if zoneOffset != -1 {
		t.addSec(-int64(zoneOffset))
		// local's own offset (and name, if value has one) gives local; any other offset a zone
		// of its own.
		if zoneOffset == loffset && (zoneName == "" || zoneName == lname) {
			t.setLoc(local)
		} else {
			t.setLoc(FixedZone(zoneName, zoneOffset))
		}
		return t, nil
	}
	if zoneName == lname && (local.kind == zoneFixed || zoneName == "UTC") {
		t.addSec(-int64(loffset))
		t.setLoc(local)
		return t, nil
	}
	// An unknown abbreviation gets offset 0 (GMT+h its hours); the time is not moved.
	offset := 0
	if len(zoneName) > 3 && zoneName[:3] == "GMT" {
		offset, _ = atoi(zoneName[3:])
		offset *= 3600
	}
	t.setLoc(FixedZone(zoneName, offset))
	return t, nil
}

// parseOffset parses a numeric zone offset of element kind k at the start of value.
func parseOffset(value string, k int) (offset int, rangeErr string, rem string, err error) {
	var sign, hh, mm, ss string
	switch k {
	case elemISO8601ColonTZ, elemNumColonTZ:
		if len(value) < 6 || value[3] != ':' {
			return -1, "", value, errBad
		}
		sign, hh, mm, ss, rem = value[:1], value[1:3], value[4:6], "00", value[6:]
	case elemISO8601ShortTZ, elemNumShortTZ:
		if len(value) < 3 {
			return -1, "", value, errBad
		}
		sign, hh, mm, ss, rem = value[:1], value[1:3], "00", "00", value[3:]
	case elemISO8601ColonSecondsTZ, elemNumColonSecondsTZ:
		if len(value) < 9 || value[3] != ':' || value[6] != ':' {
			return -1, "", value, errBad
		}
		sign, hh, mm, ss, rem = value[:1], value[1:3], value[4:6], value[7:9], value[9:]
	case elemISO8601SecondsTZ, elemNumSecondsTZ:
		if len(value) < 7 {
			return -1, "", value, errBad
		}
		sign, hh, mm, ss, rem = value[:1], value[1:3], value[3:5], value[5:7], value[7:]
	default:
		if len(value) < 5 {
			return -1, "", value, errBad
		}
		sign, hh, mm, ss, rem = value[:1], value[1:3], value[3:5], "00", value[5:]
	}
	h, _, err := getnum(hh, true)
	m, s := 0, 0
	if err == nil {
		m, _, err = getnum(mm, true)
	}
	if err == nil {
		s, _, err = getnum(ss, true)
	}
	// Offsets of 24 hours, 60 minutes or 60 seconds are accepted.
	if h > 24 {
		rangeErr = "time zone offset hour"
	}
	if m > 60 {
		rangeErr = "time zone offset minute"
	}
	if s > 60 {
		rangeErr = "time zone offset second"
	}
	offset = (h*60+m)*60 + s
	switch sign[0] {
	case '+':
	case '-':
		offset = -offset
	default:
		err = errBad
	}
	return offset, rangeErr, rem, err
}

var unitNames = [8]string{"ns", "us", "µs", "μs", "ms", "s", "m", "h"}

var unitValues = [8]uint64{
	uint64(Nanosecond), uint64(Microsecond), uint64(Microsecond), uint64(Microsecond),
	uint64(Millisecond), uint64(Second), uint64(Minute), uint64(Hour),
}

// durationError is ParseDuration's error: Go's message with the input quoted.
func durationError(what, s string) error {
	return errors.New("time: " + what + " " + quote(s))
}

// ParseDuration parses a duration such as "300ms", "-1.5h" or "2h45m": an optional sign and
// decimal numbers with units ns, us (or µs), ms, s, m, h.
func ParseDuration(s string) (Duration, error) {
	orig := s
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "0" {
		return 0, nil
	}
	if s == "" {
		return 0, durationError("invalid duration", orig)
	}
	var d uint64
	for s != "" {
		if s[0] != '.' && !isDigitAt(s, 0) {
			return 0, durationError("invalid duration", orig)
		}
		n := len(s)
		v, rest, err := leadingInt(s)
		if err != nil {
			return 0, durationError("invalid duration", orig)
		}
		s = rest
		pre := n != len(s)
		// The fraction: its digits while they fit, and the power of ten they make.
		var f uint64
		scale := 1.0
		post := false
		if s != "" && s[0] == '.' {
			s = s[1:]
			n = len(s)
			overflow := false
			i := 0
			for ; isDigitAt(s, i); i++ {
				if overflow {
					continue
				}
				if f > (1<<63-1)/10 {
					overflow = true
					continue
				}
				y := f*10 + uint64(s[i]-'0')
				if y > 1<<63 {
					overflow = true
					continue
				}
				f = y
				scale *= 10
			}
			s = s[i:]
			post = n != len(s)
		}
		if !pre && !post {
			return 0, durationError("invalid duration", orig)
		}
		i := 0
		for i < len(s) && s[i] != '.' && !isDigitAt(s, i) {
			i++
		}
		if i == 0 {
			return 0, durationError("missing unit in duration", orig)
		}
		u := s[:i]
		s = s[i:]
		unit := uint64(0)
		for k, name := range unitNames {
			if name == u {
				unit = unitValues[k]
			}
		}
		if unit == 0 {
			return 0, errors.New("time: unknown unit " + quote(u) + " in duration " + quote(orig))
		}
		if v > 1<<63/unit {
			return 0, durationError("invalid duration", orig)
		}
		v *= unit
		if f > 0 {
			v += uint64(float64(f) * (float64(unit) / scale))
			if v > 1<<63 {
				return 0, durationError("invalid duration", orig)
			}
		}
		d += v
		if d > 1<<63 {
			return 0, durationError("invalid duration", orig)
		}
	}
	if neg {
		return -Duration(d), nil
	}
	if d > 1<<63-1 {
		return 0, durationError("invalid duration", orig)
	}
	return Duration(d), nil
}
