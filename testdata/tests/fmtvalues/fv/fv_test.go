// Package fv's messages format composite values (slices, structs, maps, arrays, pointers'
// nil-ness, %T): solod test formats them with so/fmt, as go test does with Go's fmt.
package fv

import "testing"

type point struct{ X, Y int }

type celsius float64

func (c celsius) String() string { return "temperature" }

func TestComposite(t *testing.T) {
	t.Errorf("got %v, want %+v", []string{"a", "b"}, point{1, 2})
	t.Error(map[string]int{"b": 2, "a": 1}, &point{3, 4} == nil, [2]bool{true, false})
	t.Logf("%T %q %x %v %d", point{}, []string{"x"}, "hi", celsius(21.5), []int{1, 2})
	t.Log(struct {
		Name string
		Tags []string
	}{"n", nil})
}
