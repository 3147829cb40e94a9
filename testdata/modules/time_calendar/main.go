// The calendar of so/time as a Go programmer uses it: dates and their fields, month ends and
// AddDate's normalization, fixed zones, Format with the standard layouts, Parse of timestamps
// (with its errors), ParseDuration, Truncate and Round, sorting times.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/slices"
	"solod.dev/so/time"
)

func main() {
	launch := time.Date(1969, time.July, 16, 13, 32, 0, 0, time.UTC)
	landing := launch.Add(102*time.Hour + 45*time.Minute + 40*time.Second)
	fmt.Println("launch: ", launch)
	fmt.Println("landing:", landing.Format(time.RFC1123))
	fmt.Println("flight: ", landing.Sub(launch))
	y, w := landing.ISOWeek()
	fmt.Printf("ISO week %d-W%02d, day %d of the year, a %s\n", y, w, landing.YearDay(), landing.Weekday())

	// The last day of each month of a leap year: day 0 of the next month.
	for m := time.January; m <= time.December; m++ {
		last := time.Date(2024, m+1, 0, 0, 0, 0, 0, time.UTC)
		fmt.Printf("%-9s has %d days and ends on a %s\n", m, last.Day(), last.Weekday())
	}

	// A monthly bill due on the 31st: AddDate normalizes February 31 to March 2.
	due := time.Date(2024, time.January, 31, 9, 0, 0, 0, time.UTC)
	for i := 0; i < 4; i++ {
		fmt.Println("due", due.Format("Mon 2 Jan 2006 3:04PM"))
		due = due.AddDate(0, 1, 0)
	}

	// A meeting in Tokyo, seen from UTC and from UTC-5.
	tokyo := time.FixedZone("JST", 9*3600)
	meeting := time.Date(2024, time.March, 10, 9, 30, 0, 0, tokyo)
	fmt.Println(meeting)
	fmt.Println(meeting.UTC().Format(time.RFC3339), meeting.Format(time.RFC3339))
	fmt.Println(meeting.In(time.FixedZone("", -5*3600)).Format(time.RFC822Z), meeting.Location())
	name, offset := meeting.Zone()
	fmt.Println("zone", name, offset, meeting.Equal(meeting.UTC()))

	// Timestamps of a log.
	var stamps []time.Time = make([]time.Time, 0, 8)
	for _, s := range []string{
		"2024-02-29T23:59:59.5+01:00",
		"2023-02-29T00:00:00Z",
		"yesterday",
		"2024-03-01T00:00:00Z",
		"1999-12-31T23:59:59-08:00",
		"2024-02-29T22:59:59Z trailing",
	} {
		t, err := time.Parse(time.RFC3339, s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(t, t.Unix())
		stamps = append(stamps, t)
	}
	slices.SortFunc(stamps, func(a, b time.Time) int { return a.Compare(b) })
	for _, t := range stamps {
		fmt.Println("sorted:", t.UTC().Format(time.RFC3339Nano))
	}
	if t, err := time.Parse("Jan _2 2006 at 3:04pm (MST)", "Feb  9 2025 at 7:05pm (PST)"); err == nil {
		fmt.Println(t.Format(time.UnixDate), t.Location())
	}

	for _, s := range []string{"1h30m", "2.5s", "-300ms", "1.5µs", "1d", "", "4h60m"} {
		d, err := time.ParseDuration(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(s, "=", d, d.Minutes())
	}

	t := time.Date(2024, 5, 17, 14, 47, 31, 250000000, time.UTC)
	fmt.Println(t.Truncate(time.Hour).Format(time.Kitchen), t.Round(15*time.Minute).Format(time.TimeOnly),
		t.Round(time.Second).Format(time.StampMilli))
	xmas := time.Date(t.Year(), time.December, 25, 0, 0, 0, 0, time.UTC)
	fmt.Println(int(xmas.Sub(t).Hours()/24), "days to Christmas", xmas.Weekday())
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.Unix(0, 0), time.UnixMilli(-1).UTC())
	year, month, day := time.Date(2000, 2, 29, 0, 0, 0, 0, time.UTC).AddDate(1, 0, 0).Date()
	fmt.Println(year, month, day, time.Month(13), time.Weekday(9))
}
