//go:build !solod

package time

import gotime "time"

// Parse parses value by layout. Without a zone in value the result is in UTC; an offset or
// abbreviation that Local has gives Local, any other a FixedZone.
func Parse(layout, value string) (Time, error) {
	t, err := gotime.Parse(layout, value)
	if err != nil {
		return Time{}, wrapParseError(err)
	}
	return Time{t}, nil
}

// ParseInLocation is Parse, but without a zone in value the result is in loc, and an offset or
// abbreviation that loc has gives loc.
func ParseInLocation(layout, value string, loc *Location) (Time, error) {
	var l *gotime.Location // nil, as Go's own would get it
	if loc != nil {
		l = loc.l
	}
	t, err := gotime.ParseInLocation(layout, value, l)
	if err != nil {
		return Time{}, wrapParseError(err)
	}
	return Time{t}, nil
}

func wrapParseError(err error) error {
	if pe, ok := err.(*gotime.ParseError); ok {
		return &ParseError{pe.Layout, pe.Value, pe.LayoutElem, pe.ValueElem, pe.Message}
	}
	return err
}

// Error returns Go's message: `parsing time "x" as "2006": cannot parse "x" as "2006"`.
func (e *ParseError) Error() string {
	return (&gotime.ParseError{
		Layout: e.Layout, Value: e.Value, LayoutElem: e.LayoutElem, ValueElem: e.ValueElem, Message: e.Message,
	}).Error()
}

// ParseDuration parses a duration such as "300ms", "-1.5h" or "2h45m" (units ns, us, µs, ms,
// s, m, h).
func ParseDuration(s string) (Duration, error) {
	d, err := gotime.ParseDuration(s)
	return Duration(d), err
}
