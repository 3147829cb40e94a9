// so/time from So: the Duration constants and methods (units, Truncate, Round with its
// saturation), Sleep, Now with its monotonic reading (Since, Until, Sub, Before, After, Equal),
// and Unix times without one (Add, Sub saturating, IsZero, the Unix* conversions).
package main

import "solod.dev/so/time"

func durations() {
	println(time.Nanosecond, time.Microsecond, time.Millisecond, time.Second, time.Minute, time.Hour)
	d := 90*time.Minute + 30*time.Second + 250*time.Millisecond
	println(d.Nanoseconds(), d.Microseconds(), d.Milliseconds())
	println(d.Seconds(), d.Minutes(), d.Hours())
	println(d.Truncate(time.Minute), d.Truncate(0), d.Truncate(-time.Second))
	println(d.Round(time.Hour), d.Round(time.Second), d.Round(0))
	n := -d
	println(n.Round(time.Hour), n.Truncate(time.Hour), n.Milliseconds())
	println((1500 * time.Millisecond).Round(time.Second), (-1500 * time.Millisecond).Round(time.Second))
	big := time.Duration(1<<63 - 1)
	println(big.Round(time.Hour), (-big - 1).Round(time.Hour))
	println(time.Duration(7).Round(2), time.Duration(-7).Round(2))
}

func clocks() {
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	time.Sleep(0)
	time.Sleep(-time.Second)
	el := time.Since(start)
	println("slept at least 20ms:", el >= 20*time.Millisecond, el < 10*time.Second)
	later := time.Now()
	println(start.Before(later), later.After(start), start.Equal(start), start.Equal(later))
	println(later.Sub(start) >= 20*time.Millisecond, start.Sub(later) <= -20*time.Millisecond)
	deadline := start.Add(time.Hour)
	u := time.Until(deadline)
	println(u > 59*time.Minute, u <= time.Hour)
	println(start.IsZero(), start.Unix() > 1700000000, start.UnixNano()/1e9 == start.Unix())
	println(start.Add(time.Second).Sub(start))
}

func unix() {
	var zero time.Time
	println(zero.IsZero(), zero.Unix(), zero.UnixMilli())
	t := time.Unix(1700000000, 123456789)
	println(t.Unix(), t.UnixMilli(), t.UnixMicro(), t.UnixNano(), t.IsZero())
	println(time.Unix(5, -1).UnixNano(), time.Unix(-5, 2500000000).UnixNano())
	u := t.Add(36*time.Hour + 500*time.Millisecond)
	println(u.Unix(), u.UnixNano(), u.Sub(t), t.Sub(u))
	println(t.Before(u), t.After(u), u.After(t), t.Equal(t.Add(0)))
	v := t.Add(-time.Nanosecond)
	println(v.UnixNano(), t.Sub(v))
	far := time.Unix(1<<40, 0)
	println(far.Sub(zero), zero.Sub(far))
	println(time.Unix(0, 0).Sub(zero))
	println(zero.Add(time.Second).IsZero(), time.Unix(0, 0).IsZero())
}

func main() {
	durations()
	clocks()
	unix()
}
