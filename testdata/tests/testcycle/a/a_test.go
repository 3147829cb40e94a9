package a

import (
	"testing"

	"example.com/testcycle/b"
)

func TestA(t *testing.T) {
	if b.B() != 2 {
		t.Fail()
	}
}
