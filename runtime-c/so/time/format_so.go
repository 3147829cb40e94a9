//go:build solod

package time

// Format and its layout elements. A layout is text with elements of the reference time
// Mon Jan 2 15:04:05 MST 2006 in it; nextElem finds them as Go's Format and Parse do.

// The layout elements.
const (
	elemNone = iota
	elemLongMonth
	elemMonth
	elemNumMonth
	elemZeroMonth
	elemLongWeekDay
	elemWeekDay
	elemDay
	elemUnderDay
	elemZeroDay
	elemUnderYearDay
	elemZeroYearDay
	elemHour
	elemHour12
	elemZeroHour12
	elemMinute
	elemZeroMinute
	elemSecond
	elemZeroSecond
	elemLongYear
	elemYear
	elemPM
	elemLowerPM
	elemTZ
	// The numeric zones: Z-prefixed ones print "Z" for UTC.
	elemISO8601TZ
	elemISO8601SecondsTZ
	elemISO8601ShortTZ
	elemISO8601ColonTZ
	elemISO8601ColonSecondsTZ
	elemNumTZ
	elemNumSecondsTZ
	elemNumShortTZ
	elemNumColonTZ
	elemNumColonSecondsTZ
	// Fractional seconds: ".000" (exactly so many digits) and ".999" (trailing zeros removed).
	elemFracSecond0
	elemFracSecond9
)

// elem is a layout element: its kind and, for a fractional second, its digits and separator.
type elem struct {
	kind   int
	digits int
	sep    byte
}

var shortMonthNames = [12]string{
	"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
}

var shortDayNames = [7]string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}

// The numeric zone elements with their prefix ("-" or "Z"), longest first as they are tried.
var zoneElems = [5]string{"070000", "07:00:00", "0700", "07:00", "07"}

func startsLower(s string) bool { return len(s) > 0 && 'a' <= s[0] && s[0] <= 'z' }

func isDigitAt(s string, i int) bool { return i < len(s) && '0' <= s[i] && s[i] <= '9' }

func hasPrefixAt(s string, i int, p string) bool {
	return len(s)-i >= len(p) && s[i:i+len(p)] == p
}

// nextElem splits layout into the text before its first element, that element (kind
// elemNone when there is none) and the text after it.
func nextElem(layout string) (prefix string, e elem, suffix string) {
	for i := 0; i < len(layout); i++ {
		k, n := elemNone, 0 // the element found at i and its length
		switch c := layout[i]; c {
		case 'J':
			if hasPrefixAt(layout, i, "January") {
				k, n = elemLongMonth, 7
			} else if hasPrefixAt(layout, i, "Jan") && !startsLower(layout[i+3:]) {
				k, n = elemMonth, 3
			}
		case 'M':
			if hasPrefixAt(layout, i, "Monday") {
				k, n = elemLongWeekDay, 6
			} else if hasPrefixAt(layout, i, "Mon") && !startsLower(layout[i+3:]) {
				k, n = elemWeekDay, 3
			} else if hasPrefixAt(layout, i, "MST") {
				k, n = elemTZ, 3
			}
		case '0':
			if hasPrefixAt(layout, i, "002") {
				k, n = elemZeroYearDay, 3
			} else if i+1 < len(layout) && '1' <= layout[i+1] && layout[i+1] <= '6' {
				k, n = [6]int{elemZeroMonth, elemZeroDay, elemZeroHour12, elemZeroMinute, elemZeroSecond, elemYear}[layout[i+1]-'1'], 2
			}
		case '1':
			if hasPrefixAt(layout, i, "15") {
				k, n = elemHour, 2
			} else {
				k, n = elemNumMonth, 1
			}
		case '2':
			if hasPrefixAt(layout, i, "2006") {
				k, n = elemLongYear, 4
			} else {
				k, n = elemDay, 1
			}
		case '_':
			if hasPrefixAt(layout, i, "_2006") {
				// A literal "_" before the year.
				return layout[:i+1], elem{kind: elemLongYear}, layout[i+5:]
			} else if hasPrefixAt(layout, i, "_2") {
				k, n = elemUnderDay, 2
			} else if hasPrefixAt(layout, i, "__2") {
				k, n = elemUnderYearDay, 3
			}
		case '3':
			k, n = elemHour12, 1
		case '4':
			k, n = elemMinute, 1
		case '5':
			k, n = elemSecond, 1
		case 'P':
			if hasPrefixAt(layout, i, "PM") {
				k, n = elemPM, 2
			}
		case 'p':
			if hasPrefixAt(layout, i, "pm") {
				k, n = elemLowerPM, 2
			}
		case '-', 'Z':
			for j, z := range zoneElems {
				if c == 'Z' && hasPrefixAt(layout, i+1, z) {
					k, n = [5]int{elemISO8601SecondsTZ, elemISO8601ColonSecondsTZ, elemISO8601TZ, elemISO8601ColonTZ, elemISO8601ShortTZ}[j], 1+len(z)
					break
				}
				if c == '-' && hasPrefixAt(layout, i+1, z) {
					k, n = [5]int{elemNumSecondsTZ, elemNumColonSecondsTZ, elemNumTZ, elemNumColonTZ, elemNumShortTZ}[j], 1+len(z)
					break
				}
			}
		case '.', ',':
			// A run of one repeated digit 0 or 9 that no other digit follows.
			if i+1 < len(layout) && (layout[i+1] == '0' || layout[i+1] == '9') {
				d := layout[i+1]
				j := i + 1
				for j < len(layout) && layout[j] == d {
					j++
				}
				if !isDigitAt(layout, j) {
					kind := elemFracSecond0
					if d == '9' {
						kind = elemFracSecond9
					}
					return layout[:i], elem{kind: kind, digits: j - i - 1, sep: c}, layout[j:]
				}
			}
		}
		if k != elemNone {
			return layout[:i], elem{kind: k}, layout[i+n:]
		}
	}
	return layout, elem{}, ""
}

// appendInt appends x in decimal, zero-padded to width digits (after a '-' if negative).
func appendInt(b []byte, x int, width int) []byte {
	u := uint64(x)
	if x < 0 {
		b = append(b, '-')
		u = -u
	}
	var buf [20]byte
	i := len(buf)
	for u >= 10 {
		i--
		buf[i] = byte(u%10) + '0'
		u /= 10
	}
	i--
	buf[i] = byte(u) + '0'
	for w := len(buf) - i; w < width; w++ {
		b = append(b, '0')
	}
	return append(b, buf[i:]...)
}

// appendFrac appends the nanoseconds ns as a fractional second of e.
func appendFrac(b []byte, ns int, e elem) []byte {
	trim := e.kind == elemFracSecond9
	if trim && (e.digits == 0 || ns == 0) {
		return b
	}
	var digits [9]byte
	for i := 8; i >= 0; i-- {
		digits[i] = byte(ns%10) + '0'
		ns /= 10
	}
	n := e.digits
	if n > 9 {
		n = 9
	}
	if trim {
		for n > 0 && digits[n-1] == '0' {
			n--
		}
		if n == 0 {
			return b
		}
	}
	b = append(b, e.sep)
	return append(b, digits[:n]...)
}

// appendZone appends a zone offset (seconds east of UTC) as element kind k.
func appendZone(b []byte, offset int, k int) []byte {
	if offset == 0 && elemISO8601TZ <= k && k <= elemISO8601ColonSecondsTZ {
		return append(b, 'Z')
	}
	minutes := offset / 60
	abs := offset
	if minutes < 0 {
		b = append(b, '-')
		minutes = -minutes
		abs = -abs
	} else {
		b = append(b, '+')
	}
	b = appendInt(b, minutes/60, 2)
	colon := k == elemISO8601ColonTZ || k == elemNumColonTZ || k == elemISO8601ColonSecondsTZ || k == elemNumColonSecondsTZ
	if colon {
		b = append(b, ':')
	}
	if k != elemNumShortTZ && k != elemISO8601ShortTZ {
		b = appendInt(b, minutes%60, 2)
	}
	if k == elemISO8601SecondsTZ || k == elemNumSecondsTZ || k == elemISO8601ColonSecondsTZ || k == elemNumColonSecondsTZ {
		if colon {
			b = append(b, ':')
		}
		b = appendInt(b, abs%60, 2)
	}
	return b
}

// formatLen bounds the length of t formatted by layout: no element is more than 6 times as
// long as its text, except a zone name ("MST").
func (t Time) formatLen(layout string) int {
	return 32 + 6*len(layout) + len(layout)/3*len(t.zname)
}

// AppendFormat appends t formatted by layout to b and returns the result. As every append in
// So, it needs room in b's capacity (it panics otherwise).
func (t Time) AppendFormat(b []byte, layout string) []byte {
	name, offset := t.Zone()
	d, s := t.days()
	y64, month, day := civilFromDays(d)
	year := int(y64)
	hour, min, sec := s/3600, s/60%60, s%60
	for layout != "" {
		prefix, e, suffix := nextElem(layout)
		b = append(b, prefix...)
		layout = suffix
		switch e.kind {
		case elemNone:
		case elemYear:
			y := year
			if y < 0 {
				y = -y
			}
			b = appendInt(b, y%100, 2)
		case elemLongYear:
			b = appendInt(b, year, 4)
		case elemMonth:
			b = append(b, shortMonthNames[month-1]...)
		case elemLongMonth:
			b = append(b, longMonthNames[month-1]...)
		case elemNumMonth:
			b = appendInt(b, month, 0)
		case elemZeroMonth:
			b = appendInt(b, month, 2)
		case elemWeekDay:
			b = append(b, shortDayNames[weekdayOf(d)]...)
		case elemLongWeekDay:
			b = append(b, longDayNames[weekdayOf(d)]...)
		case elemDay:
			b = appendInt(b, day, 0)
		case elemUnderDay:
			if day < 10 {
				b = append(b, ' ')
			}
			b = appendInt(b, day, 0)
		case elemZeroDay:
			b = appendInt(b, day, 2)
		case elemUnderYearDay, elemZeroYearDay:
			yday := int(d-daysFromCivil(y64, 1, 1)) + 1
			if e.kind == elemUnderYearDay {
				for w := 100; w > 1 && yday < w; w /= 10 {
					b = append(b, ' ')
				}
				b = appendInt(b, yday, 0)
			} else {
				b = appendInt(b, yday, 3)
			}
		case elemHour:
			b = appendInt(b, hour, 2)
		case elemHour12, elemZeroHour12:
			h := hour % 12
			if h == 0 {
				h = 12
			}
			if e.kind == elemHour12 {
				b = appendInt(b, h, 0)
			} else {
				b = appendInt(b, h, 2)
			}
		case elemMinute:
			b = appendInt(b, min, 0)
		case elemZeroMinute:
			b = appendInt(b, min, 2)
		case elemSecond:
			b = appendInt(b, sec, 0)
		case elemZeroSecond:
			b = appendInt(b, sec, 2)
		case elemPM:
			if hour >= 12 {
				b = append(b, "PM"...)
			} else {
				b = append(b, "AM"...)
			}
		case elemLowerPM:
			if hour >= 12 {
				b = append(b, "pm"...)
			} else {
				b = append(b, "am"...)
			}
		case elemTZ:
			if name != "" {
				b = append(b, name...)
			} else {
				// A zone without a name prints as -0700.
				b = appendZone(b, offset, elemNumTZ)
			}
		case elemFracSecond0, elemFracSecond9:
			b = appendFrac(b, int(t.nsec), e)
		default:
			b = appendZone(b, offset, e.kind)
		}
	}
	return b
}

// Format returns t formatted by layout (see the layout constants); the string lives in the
// caller's frame.
func (t Time) Format(layout string) string {
	b := make([]byte, 0, t.formatLen(layout))
	return string(t.AppendFormat(b, layout))
}

// String returns t formatted as "2006-01-02 15:04:05.999999999 -0700 MST", followed by
// " m=±s.nnnnnnnnn" when t has a monotonic clock reading.
func (t Time) String() string {
	const layout = "2006-01-02 15:04:05.999999999 -0700 MST"
	b := make([]byte, 0, t.formatLen(layout)+32)
	b = t.AppendFormat(b, layout)
	if t.hasMono {
		m := uint64(t.mono)
		sign := byte('+')
		if t.mono < 0 {
			sign = '-'
			m = -m
		}
		b = append(b, " m="...)
		b = append(b, sign)
		b = appendInt(b, int(m/1e9), 0)
		b = append(b, '.')
		b = appendInt(b, int(m%1e9), 9)
	}
	return string(b)
}
