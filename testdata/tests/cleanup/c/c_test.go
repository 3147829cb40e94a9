package c

import "testing"

func first()  { println("cleanup registered first runs last") }
func second() { println("cleanup registered second runs first") }
func sub()    { println("the subtest's cleanup runs when the subtest ends") }

func TestCleanup(t *testing.T) {
	t.Cleanup(first)
	t.Cleanup(second)
	t.Run("child", func(t *testing.T) {
		t.Cleanup(sub)
		t.Log("child body")
	})
	t.Log("parent body")
}

func TestCleanupAfterFatal(t *testing.T) {
	t.Cleanup(first)
	t.Fatal("cleanups run after FailNow too")
}

func TestNoCapture(t *testing.T) {
	t.Cleanup(func() { println("a literal that captures nothing is fine") })
	if One() != 1 {
		t.Fail()
	}
}
