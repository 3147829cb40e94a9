package str_test

import (
	"example.com/peer/str"
	"solod.dev/so/testing"
)

func TestReverse(t *testing.T) {
	var buf [8]byte
	if string(str.Reverse("abc", buf[:])) != "cba" {
		t.Fail()
	}
}

func TestSubtests(t *testing.T) {
	t.Run("empty", func(t *testing.T) {
		var buf [1]byte
		if len(str.Reverse("", buf[:])) != 0 {
			t.Fail()
		}
	})
	t.Run("second", func(t *testing.T) {})
}
