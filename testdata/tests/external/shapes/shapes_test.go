package shapes_test

import (
	"testing"

	"example.com/external/shapes"
	"example.com/external/util"
)

func TestArea(t *testing.T) {
	r := shapes.Rect{W: 2, H: 5}
	if r.Area() != util.Ten() {
		t.Errorf("Area = %d, want %d", r.Area(), util.Ten())
	}
}

func TestExternalFails(t *testing.T) {
	t.Error("external tests run after internal ones")
}
