// time.Duration's String method from So: every unit below a second with fractions, hours,
// minutes and seconds, negative durations and the limits of the type, each as Go prints it;
// durations formatted in a loop and kept in a slice.
package main

import "solod.dev/so/time"

func main() {
	ds := []time.Duration{
		0, 1, 999, time.Microsecond, 1500, 999999, time.Millisecond, 1500 * time.Microsecond,
		999 * time.Millisecond, time.Second, 1500 * time.Millisecond, 59*time.Second + 999*time.Millisecond,
		time.Minute, 90 * time.Minute, 100 * time.Hour, 3*time.Hour + 2*time.Minute + 1*time.Second + 5,
		-1, -1500 * time.Millisecond, -time.Hour, 1<<63 - 1, -1 << 63, 2 * time.Minute,
	}
	for _, d := range ds {
		println(d.String())
	}
	out := make([]string, 0, 4)
	for i := 1; i <= 4; i++ {
		out = append(out, (time.Duration(i) * 250 * time.Millisecond).String())
	}
	println(out[0], out[1], out[2], out[3])
}
