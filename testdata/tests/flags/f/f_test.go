package f

import "testing"

func TestShort(t *testing.T) {
	if testing.Short() {
		t.Skip("-short given")
	}
	t.Error("not short")
}

func TestVerbose(t *testing.T) {
	t.Log("verbose:", testing.Verbose())
	t.Run("sub", func(t *testing.T) { t.Log(t.Name()) })
}

func TestFails(t *testing.T) { t.Error("the first failure") }

func TestNotRunAfterFailure(t *testing.T) { t.Log("-failfast: never runs") }
