package shapes

import "testing"

func TestSquare(t *testing.T) {
	if a := square(3).Area(); a != 9 {
		t.Errorf("square(3).Area() = %d", a)
	}
}

func TestInternalFails(t *testing.T) {
	t.Errorf("unexported square(2) = %v", square(2).Area())
}
