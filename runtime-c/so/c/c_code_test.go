//go:build solod

// Raw and Val paste C source, which only solod can run (under go test they panic:
// c_panics_test.go checks that).

package c_test

import (
	"testing"

	"solod.dev/so/c"
)

func TestRawVal(t *testing.T) {
	if got := c.Val[int]("6 * 7"); got != 42 {
		t.Fatalf("Val(6 * 7) = %d", got)
	}
	if got := c.Val[c.Int]("(int)sizeof(int)"); got != c.Int(c.Sizeof[c.Int]()) {
		t.Fatalf("Val(sizeof(int)) = %d", got)
	}
	if got := c.String(c.Val[*c.ConstChar]("\"from C\"")); got != "from C" {
		t.Fatalf("Val of a C string = %q", got)
	}
	c.Raw("static int so_c_test_raw; so_c_test_raw += 2;")
	c.Raw("so_c_test_raw *= 3;")
	if got := c.Val[int]("so_c_test_raw"); got != 6 {
		t.Fatalf("the statements of Raw left %d", got)
	}
}
