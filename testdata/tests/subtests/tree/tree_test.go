package tree

import "testing"

func TestNames(t *testing.T) {
	t.Run("with spaces\tand tab", func(t *testing.T) {
		t.Log("name:", t.Name())
	})
	t.Run("dup", func(t *testing.T) { t.Log(t.Name()) })
	t.Run("dup", func(t *testing.T) { t.Log(t.Name()) })
	t.Run("dup#01", func(t *testing.T) { t.Log(t.Name()) })
	t.Run("", func(t *testing.T) { t.Log(t.Name()) })
	t.Run("", func(t *testing.T) { t.Log(t.Name()) })
}

func TestNested(t *testing.T) {
	t.Log("parent starts")
	ok := t.Run("level1", func(t *testing.T) {
		t.Run("level2", func(t *testing.T) {
			t.Run("level3", func(t *testing.T) {
				if Depth(3) != 4 {
					t.Errorf("Depth(3) = %d", Depth(3))
				}
			})
		})
	})
	t.Log("level1 passed:", ok)
	ok = t.Run("passes", func(t *testing.T) {})
	t.Log("passes passed:", ok)
}

func TestFatalInSubtest(t *testing.T) {
	t.Run("fatal", func(t *testing.T) {
		defer println("deferred call of the subtest")
		t.Fatal("stopping the subtest")
		t.Log("not reached")
	})
	t.Run("skip", func(t *testing.T) {
		t.Skipf("skipping %s", "this one")
	})
	t.Log("the parent goes on")
}

func TestAllPass(t *testing.T) {
	for _, n := range []int{0, 1, 2} {
		t.Run("depth", func(t *testing.T) {
			if Depth(n) != n {
				t.Error("wrong depth")
			}
		})
	}
}
