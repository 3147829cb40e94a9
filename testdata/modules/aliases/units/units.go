// Package units converts.
package units

// Meters converts kilometres to metres.
func Meters(km int) int { return km * 1000 }
