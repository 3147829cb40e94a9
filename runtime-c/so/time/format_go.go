//go:build !solod

package time

// Format returns t formatted by layout (see the layout constants).
func (t Time) Format(layout string) string { return t.t.Format(layout) }

// AppendFormat is Format appending to b.
func (t Time) AppendFormat(b []byte, layout string) []byte { return t.t.AppendFormat(b, layout) }

// String returns t formatted as "2006-01-02 15:04:05.999999999 -0700 MST", followed by
// " m=±s.nnnnnnnnn" when t has a monotonic clock reading.
func (t Time) String() string { return t.t.String() }
