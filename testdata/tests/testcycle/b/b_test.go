package b

import "testing"

func TestB(t *testing.T) {
	if B() != 2 {
		t.Fail()
	}
}
