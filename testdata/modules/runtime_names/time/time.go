// Package time is the program's own, not solod.dev/so/time (its C header is time.h too).
package time

// Sleep does not sleep (the runtime has a time_Sleep).
func Sleep(n int) int { return n * 100 }

// Nanotime is not a clock (the runtime has a time_Nanotime).
func Nanotime() int { return 12345 }
