// Durations plans a day of meetings with time.Duration arithmetic: sums, averages, rounding
// and truncation, conversion to hours and minutes, and printing through String and fmt.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/slices"
	"solod.dev/so/time"
)

type meeting struct {
	title string
	dur   time.Duration
}

func parseMinutes(mins []int, out []time.Duration) []time.Duration {
	for _, m := range mins {
		out = append(out, time.Duration(m)*time.Minute)
	}
	return out
}

func main() {
	day := []meeting{
		{"standup", 15 * time.Minute},
		{"design review", time.Hour + 30*time.Minute},
		{"lunch", 45 * time.Minute},
		{"1:1", 25*time.Minute + 30*time.Second},
		{"deploy window", 2*time.Hour + 5*time.Minute + 500*time.Millisecond},
		{"coffee", 7*time.Minute + 12*time.Second + 345*time.Millisecond},
	}
	var total time.Duration
	longest := day[0]
	for _, m := range day {
		total += m.dur
		if m.dur > longest.dur {
			longest = m
		}
		fmt.Printf("%-14s %12v %8.2f min  rounded %-8v truncated %v\n",
			m.title, m.dur, m.dur.Minutes(), m.dur.Round(time.Minute), m.dur.Truncate(time.Minute))
	}
	fmt.Printf("total %v = %.3f h, longest %q (%s)\n", total, total.Hours(), longest.title, longest.dur.String())
	avg := total / time.Duration(len(day))
	fmt.Println("average:", avg, "rounded:", avg.Round(time.Second), avg.Round(10*time.Second))
	workday := 8 * time.Hour
	left := workday - total
	fmt.Printf("free time: %v (%d min), overbooked: %t\n", left, left/time.Minute, left < 0)

	fmt.Println(time.Duration(0), time.Nanosecond, 1500*time.Nanosecond, 2*time.Millisecond+300*time.Microsecond,
		-90*time.Second, time.Duration(1<<63-1), time.Duration(-1<<63))
	d := 3*time.Hour + 25*time.Minute + 45*time.Second + 500*time.Millisecond
	fmt.Println(d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds(), d.Nanoseconds())
	for _, m := range []time.Duration{time.Second, 2 * time.Second, time.Minute, time.Hour, 0, -time.Second} {
		fmt.Printf("round(%v)=%v trunc(%v)=%v\n", m, d.Round(m), m, d.Truncate(m))
	}

	laps := parseMinutes([]int{12, 9, 15, 11, 10}, make([]time.Duration, 0, 8))
	slices.Sort(laps)
	fmt.Println("laps:", laps, "best:", laps[0], "median:", laps[len(laps)/2])
	var sb [64]byte
	fmt.Println(fmt.Sprintf(sb[:], "%v|%d|%s|%q", laps[0], laps[0], laps[1], laps[2]))

	// Fixed instants: durations between Unix times.
	start := time.Unix(1700000000, 0)
	end := start.Add(36*time.Hour + 17*time.Minute)
	fmt.Println(end.Sub(start), end.After(start), start.Before(end), end.Unix()-start.Unix(), end.UnixMilli())
	fmt.Println(start.Add(-time.Hour).Sub(end), start.Equal(time.Unix(1699999999, 1e9)), time.Unix(0, 0).IsZero())

	// Real time, printed only as facts that hold on any machine.
	t0 := time.Now()
	time.Sleep(20 * time.Millisecond)
	el := time.Since(t0)
	fmt.Println("slept at least 20ms:", el >= 20*time.Millisecond, "less than 5s:", el < 5*time.Second)
}
