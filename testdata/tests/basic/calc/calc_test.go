package calc

import "testing"

// check is a helper: its failures are reported at the caller's line.
func check(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// checkBoth is a helper that calls a helper.
func checkBoth(t *testing.T, a, b int) {
	t.Helper()
	check(t, "Add", Add(a, b), a+b+1)
}

func TestAddPasses(t *testing.T) {
	t.Log("logs of a passing test are not shown without -v")
	check(t, "Add(1, 2)", Add(1, 2), 3)
}

func TestAddFails(t *testing.T) {
	check(t, "Add(2, 2)", Add(2, 2), 5)
	checkBoth(t, 1, 1)
	t.Log("a failing test shows its logs")
}

func TestFatalStops(t *testing.T) {
	t.Error("first problem:", 1, "of", 2)
	if _, ok := Div(1, 0); !ok {
		t.Fatalf("Div(1, 0) failed, ok=%t", ok)
	}
	t.Error("not reached")
}

func TestFormats(t *testing.T) {
	t.Logf("%d|%5d|%-5d|%05d|%x|%X|%o|%b|%c|%q", 42, 42, 42, -42, 255, 255, 8, 5, 'G', 'x')
	t.Logf("%s|%q|%10s|%-10s|%.2s|%x", "go", "a\"b\n", "right", "left", "truncate", "hi")
	t.Logf("%v|%g|%.3f|%e|%8.2f|%t|%v", 1.5, 1e21, 3.14159, 123456.789, 2.5, true, nil)
	t.Logf("%v %v %v", int8(-8), uint16(65535), float32(0.1))
	t.Log("Log", 1, 2.5, true, 'x', "end")
	t.Error("formats")
}

func TestMultiline(t *testing.T) {
	t.Error("first line\nsecond line\nthird line")
	t.Error("trailing newline is dropped\n")
}

func TestSkipped(t *testing.T) {
	t.Skip("skipped tests pass; the reason shows only with -v")
	t.Error("not reached")
}

func TestSkipAfterError(t *testing.T) {
	t.Error("an error before a skip keeps the test failed")
	t.SkipNow()
}

func TestFailNow(t *testing.T) {
	defer println("deferred calls run when FailNow stops the test")
	t.Fail()
	if !t.Failed() {
		t.Error("Failed() should report true")
	}
	t.FailNow()
	t.Error("not reached")
}
