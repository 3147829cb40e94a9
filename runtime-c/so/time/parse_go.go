//go:build !solod

package time

import gotime "time"

// Parse parses value by layout. Without a zone in value the result is in UTC; an offset or
// abbreviation that Local has gives Local, any other a FixedZone.
func Parse(layout, value string) (Time, error) {
	t, err := gotime.Parse(layout, value)
	if err != nil {
		if pe, ok := err.(*gotime.ParseError); ok {
			return Time{}, &ParseError{pe.Layout, pe.Value, pe.LayoutElem, pe.ValueElem, pe.Message}
		}
		return Time{}, err
	}
	return Time{t}, nil
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
