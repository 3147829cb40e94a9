package h

import "testing"

func expect(tb testing.TB, got, want int) {
	tb.Helper()
	if got != want {
		tb.Errorf("got %d, want %d", got, want)
	}
}

func expectTwice(t *testing.T, x int) {
	t.Helper()
	expect(t, Twice(x), 2*x+1)
}

func notAHelper(t *testing.T) {
	t.Error("reported at this line: no Helper call")
}

func TestHelpers(t *testing.T) {
	expect(t, Twice(2), 5)
	expectTwice(t, 3)
	notAHelper(t)
	check := func(x int) {
		t.Helper()
		if Twice(x) != x {
			t.Errorf("Twice(%d) = %d", x, Twice(x))
		}
	}
	check(4)
	check(0)
}

// double is a function of the test file: its calls note their site, also as arguments.
func double(x int) int { return 2 * x }

func TestNestedCalls(t *testing.T) {
	expect(t, Twice(double(2)), double(double(2)))
	expect(t, double(Twice(1)), 5)
	expect(t,
		double(3),
		7)
	if double(1) != 2 || Twice(double(3)) != 12 {
		t.Error("not reached")
	}
}

func TestSelfHelper(t *testing.T) {
	t.Helper()
	t.Error("a test function that is a helper reports its own line")
}

func TestSubtestHelper(t *testing.T) {
	t.Run("sub", func(t *testing.T) {
		expect(t, 1, 2)
	})
}
