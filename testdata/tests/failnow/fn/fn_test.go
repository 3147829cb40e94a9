package fn

import "testing"

func deep(t *testing.T, n int) {
	defer println("deferred in deep", n)
	if n == 0 {
		t.Fatal("fatal three frames down")
	}
	deep(t, Id(n-1))
	println("not reached", n)
}

func TestFatalDeep(t *testing.T) {
	defer println("deferred in the test")
	deep(t, 2)
	t.Error("not reached")
}

func TestFatalInDefer(t *testing.T) {
	defer func() {
		t.Fatal("fatal in a deferred call")
	}()
	t.Log("the body ran")
}

func TestFatalTwice(t *testing.T) {
	defer func() {
		t.Error("a deferred call runs after Fatal and may log")
	}()
	defer func() {
		println("this deferred call runs first")
	}()
	t.Fatalf("first fatal: %d", 1)
}

func TestSkipDeep(t *testing.T) {
	defer println("deferred before the skip")
	func() {
		defer println("deferred in a literal")
		t.SkipNow()
	}()
	t.Error("not reached")
}

func TestLoopWithDefers(t *testing.T) {
	for i := 0; i < 3; i++ {
		defer println("loop defer", i)
	}
	t.Run("inner", func(t *testing.T) {
		defer println("inner defer")
		t.FailNow()
	})
	t.Log("the parent goes on after the subtest's FailNow")
}

func TestAfterAll(t *testing.T) {
	t.Log("runs after the others")
}
