package f

import "testing"

func TestAlpha(t *testing.T) { t.Log("alpha runs") }

func TestAlphabet(t *testing.T) { t.Log("alphabet runs: -run matches anywhere in the name") }

func TestBeta(t *testing.T) { t.Error("beta must not run") }

func TestSub(t *testing.T) {
	t.Run("a", func(t *testing.T) { t.Error("sub a must not run") })
	t.Run("b", func(t *testing.T) {
		t.Run("kept", func(t *testing.T) { t.Log("kept runs") })
		t.Run("skipped", func(t *testing.T) { t.Error("skipped by -skip") })
	})
	t.Run("bb", func(t *testing.T) { t.Log("bb matches b too") })
}
