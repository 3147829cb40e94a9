//go:build !solod

package testing

import (
	"os"
	"runtime"
	"strconv"
	"unsafe"
)

// The Go toolchain's bodies of sys_so.go's C functions. A test function runs on a goroutine
// of its own, which FailNow and SkipNow end with runtime.Goexit (as Go's testing does); the
// call-site stack is empty, so log lines are "???:1:".

func writeFD(fd int, b []byte) {
	if fd == 2 {
		os.Stderr.Write(b)
		return
	}
	os.Stdout.Write(b)
}

func protect(f func(t *T), t *T, guard *unsafe.Pointer, base *int) bool {
	done := make(chan bool)
	mark := 1
	*guard = unsafe.Pointer(&mark)
	go func() {
		returned := false
		defer func() { done <- returned }()
		f(t)
		returned = true
	}()
	ok := <-done
	*guard = nil
	return ok
}

func protectB(f func(b *B), b *B, guard *unsafe.Pointer, base *int) bool {
	done := make(chan bool)
	mark := 1
	*guard = unsafe.Pointer(&mark)
	go func() {
		returned := false
		defer func() { done <- returned }()
		f(b)
		returned = true
	}()
	ok := <-done
	*guard = nil
	return ok
}

func unwind(guard unsafe.Pointer) { runtime.Goexit() }

func siteDepth() int               { return 0 }
func siteFile(i int) string        { return "" }
func siteLine(i int) int           { return 0 }
func siteFunc(i int) string        { return "" }
func exit(code int)                { os.Exit(code) }
func hasEnv(f func()) bool         { return false }
func keepPointer(p unsafe.Pointer) { runtime.KeepAlive(p) }
func numCPU() int                  { return runtime.GOMAXPROCS(0) }
func cpuName(buf []byte) int       { return 0 }

func formatFloat(buf []byte, v float64, verb byte, prec int, bits int) int {
	return copy(buf, strconv.AppendFloat(nil, v, verb, prec, bits))
}

func loopSlow(b *B) bool { return b.loopSlowPath() }

func setLoopSlow(f func(b *B) bool) {}

// Under Go the garbage collector keeps what these refer to; see sys_so.go.
func hideCommon(p unsafe.Pointer) *common { return (*common)(p) }
func hideTests(p unsafe.Pointer, n int) []InternalTest {
	return unsafe.Slice((*InternalTest)(p), n)
}
func hideBenchmarks(p unsafe.Pointer, n int) []InternalBenchmark {
	return unsafe.Slice((*InternalBenchmark)(p), n)
}
func hideString(s string) string { return s }
