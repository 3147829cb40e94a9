package time_test

import (
	"testing"

	"solod.dev/so/math"
	"solod.dev/so/time"
)

func TestConstants(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want int64
	}{
		{time.Nanosecond, 1},
		{time.Microsecond, 1000},
		{time.Millisecond, 1000000},
		{time.Second, 1000000000},
		{time.Minute, 60000000000},
		{time.Hour, 3600000000000},
	} {
		if int64(c.d) != c.want {
			t.Errorf("%v = %d ns, want %d", c.d, int64(c.d), c.want)
		}
	}
}

// Go's formats (the examples of Go's time.Duration.String documentation and its edge cases).
func TestString(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0s"},
		{1, "1ns"},
		{1100, "1.1µs"},
		{2200 * time.Microsecond, "2.2ms"},
		{3300 * time.Millisecond, "3.3s"},
		{4*time.Minute + 5*time.Second, "4m5s"},
		{4*time.Minute + 5001*time.Millisecond, "4m5.001s"},
		{5*time.Hour + 6*time.Minute + 7001*time.Millisecond, "5h6m7.001s"},
		{8*time.Minute + 1, "8m0.000000001s"},
		{-2 * time.Second, "-2s"},
		{-1500 * time.Microsecond, "-1.5ms"},
		{time.Duration(math.MaxInt64), "2562047h47m16.854775807s"},
		{time.Duration(math.MinInt64), "-2562047h47m16.854775808s"},
	} {
		if got := c.d.String(); got != c.want {
			t.Errorf("Duration(%d).String() = %q, want %q", int64(c.d), got, c.want)
		}
	}
}

func TestUnits(t *testing.T) {
	d := 90*time.Minute + 1500*time.Microsecond
	if d.Nanoseconds() != 5400001500000 || d.Microseconds() != 5400001500 || d.Milliseconds() != 5400001 {
		t.Fatalf("integer units: %d %d %d", d.Nanoseconds(), d.Microseconds(), d.Milliseconds())
	}
	h := 90 * time.Minute
	if h.Hours() != 1.5 || h.Minutes() != 90 || h.Seconds() != 5400 {
		t.Fatalf("float units: %v %v %v", h.Hours(), h.Minutes(), h.Seconds())
	}
	if (-1999 * time.Microsecond).Milliseconds() != -1 {
		t.Fatal("Milliseconds does not truncate toward zero")
	}
}

func TestTruncateRound(t *testing.T) {
	d := 1*time.Hour + 15*time.Minute + 30*time.Second + 918273645
	for _, c := range []struct {
		m               time.Duration
		truncate, round string
	}{
		{time.Nanosecond, "1h15m30.918273645s", "1h15m30.918273645s"},
		{time.Microsecond, "1h15m30.918273s", "1h15m30.918274s"},
		{time.Millisecond, "1h15m30.918s", "1h15m30.918s"},
		{time.Second, "1h15m30s", "1h15m31s"},
		{2 * time.Second, "1h15m30s", "1h15m30s"},
		{time.Minute, "1h15m0s", "1h16m0s"},
		{10 * time.Minute, "1h10m0s", "1h20m0s"},
		{time.Hour, "1h0m0s", "1h0m0s"},
	} {
		if got := d.Truncate(c.m).String(); got != c.truncate {
			t.Errorf("Truncate(%v) = %s, want %s", c.m, got, c.truncate)
		}
		if got := d.Round(c.m).String(); got != c.round {
			t.Errorf("Round(%v) = %s, want %s", c.m, got, c.round)
		}
	}
	if d.Round(0) != d || d.Truncate(-1) != d {
		t.Fatal("a multiple <= 0 changes the duration")
	}
	if got := time.Duration(math.MaxInt64 - 1).Round(time.Hour); got != time.Duration(math.MaxInt64) {
		t.Fatalf("Round does not saturate: %d", int64(got))
	}
}

func TestSleepAndClock(t *testing.T) {
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	time.Sleep(0)
	time.Sleep(-time.Second)
	elapsed := time.Since(start)
	if elapsed < 20*time.Millisecond {
		t.Fatalf("Sleep(20ms) returned after %v", elapsed)
	}
	now := time.Now()
	if now.Before(start) || !now.After(start) || now.Sub(start) < elapsed || time.Until(start) > 0 {
		t.Fatal("the clock went backwards")
	}
	later := now.Add(time.Hour)
	if !later.After(now) || later.Sub(now) != time.Hour || time.Until(later) <= 0 || !later.Add(-time.Hour).Equal(now) {
		t.Fatal("Add and Sub")
	}
	// The wall clock: after 2020-01-01 and in agreement with itself.
	if now.Unix() < 1577836800 || now.UnixNano()/1e9 != now.Unix() || now.UnixMilli()/1000 != now.Unix() {
		t.Fatalf("wall clock: %d s, %d ns", now.Unix(), now.UnixNano())
	}
}

func TestUnixTimes(t *testing.T) {
	u := time.Unix(1700000000, 123456789)
	if u.Unix() != 1700000000 || u.UnixMilli() != 1700000000123 || u.UnixMicro() != 1700000000123456 ||
		u.UnixNano() != 1700000000123456789 {
		t.Fatalf("Unix(1700000000, 123456789): %d %d %d %d", u.Unix(), u.UnixMilli(), u.UnixMicro(), u.UnixNano())
	}
	if !time.Unix(1, -1).Equal(time.Unix(0, 999999999)) {
		t.Fatal("nsec outside [0, 1e9) is not normalized")
	}
	if time.Unix(5, 0).Sub(time.Unix(3, 500)) != 2*time.Second-500 {
		t.Fatal("Sub of Unix times")
	}
	var zero time.Time
	if !zero.IsZero() || u.IsZero() || time.Unix(0, 0).IsZero() {
		t.Fatal("IsZero")
	}
	// The zero Time is January 1, year 1, UTC, as in Go.
	if zero.Unix() != -62135596800 {
		t.Fatalf("zero Time: Unix() = %d", zero.Unix())
	}
	if d := time.Unix(0, 0).Sub(zero); d != time.Duration(math.MaxInt64) {
		t.Fatalf("Sub does not saturate: %d", int64(d))
	}
}

// Go's Duration.Abs: the smallest Duration has no positive counterpart and gives the largest.
func TestDurationAbs(t *testing.T) {
	for _, c := range []struct{ d, want time.Duration }{
		{0, 0},
		{1, 1},
		{-1, 1},
		{-90 * time.Minute, 90 * time.Minute},
		{time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)},
		{time.Duration(math.MinInt64 + 1), time.Duration(math.MaxInt64)},
		{time.Duration(math.MinInt64), time.Duration(math.MaxInt64)},
	} {
		if got := c.d.Abs(); got != c.want {
			t.Errorf("Duration(%d).Abs() = %d, want %d", int64(c.d), int64(got), int64(c.want))
		}
	}
}

// Go's Time.Nanosecond: the nanoseconds within the second, also before 1970.
func TestNanosecond(t *testing.T) {
	for _, c := range []struct {
		sec, nsec int64
		want      int
	}{
		{1700000000, 123456789, 123456789},
		{0, 0, 0},
		{0, -1, 999999999},
		{-1, 5, 5},
		{3, 2500000000, 500000000},
	} {
		if got := time.Unix(c.sec, c.nsec).Nanosecond(); got != c.want {
			t.Errorf("Unix(%d, %d).Nanosecond() = %d, want %d", c.sec, c.nsec, got, c.want)
		}
	}
	var zero time.Time
	if zero.Nanosecond() != 0 {
		t.Fatal("zero Time: Nanosecond() != 0")
	}
	if n := time.Now().Nanosecond(); n < 0 || n > 999999999 {
		t.Fatalf("Now().Nanosecond() = %d", n)
	}
}
