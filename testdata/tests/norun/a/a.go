// Package a has a test that -run Nothing does not select.
package a

func A() int { return 1 }
