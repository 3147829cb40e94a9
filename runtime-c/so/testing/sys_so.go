//go:build solod

package testing

import "unsafe"

// The C side of the package (testing_so.h, testing_so.c): output, the harness that FailNow
// returns to, the call-site stack, number formatting.

//so:embed testing_so.h
var header string

//so:embed testing_so.c
var source string

// writeFD writes b to the file descriptor (1 or 2), unbuffered.
//
//so:extern testing_write nodecay
func writeFD(fd int, b []byte) {}

// protect calls f(t) and reports whether it returned; false when FailNow or SkipNow (through
// unwind) left it. It stores its record in *guard while f runs, and the depth of the
// call-site stack when f starts in *base.
//
//so:extern testing_protect nodecay
func protect(f func(t *T), t *T, guard *unsafe.Pointer, base *int) bool { return true }

// protectB is protect for a benchmark.
//
//so:extern testing_protect nodecay
func protectB(f func(b *B), b *B, guard *unsafe.Pointer, base *int) bool { return true }

// unwind runs the pending deferred calls of the frames above the harness whose record is
// guard, then returns from that harness's protect with false.
//
//so:extern testing_unwind nodecay
func unwind(guard unsafe.Pointer) {}

// siteDepth is the number of call sites noted on the stack; siteFile, siteLine and siteFunc
// read one (0 is the outermost).
//
//so:extern testing_site_depth
func siteDepth() int { return 0 }

//so:extern testing_site_file nodecay
func siteFile(i int) string { return "" }

//so:extern testing_site_line
func siteLine(i int) int { return 0 }

//so:extern testing_site_func nodecay
func siteFunc(i int) string { return "" }

// exit ends the program with the status.
//
//so:extern testing_exit
func exit(code int) {}

// formatFloat writes v into buf as strconv.FormatFloat(v, verb, prec, bits) would, and
// returns the length.
//
//so:extern testing_format_float nodecay
func formatFloat(buf []byte, v float64, verb byte, prec int, bits int) int { return 0 }

// hasEnv reports whether the func value carries an environment (a literal that captures
// variables, or a method value).
//
//so:extern testing_has_env nodecay
func hasEnv(f func()) bool { return false }

// keepPointer is a compiler barrier: the C compiler must assume the memory at p is used.
//
//so:extern testing_keep
func keepPointer(p unsafe.Pointer) {}

// numCPU is the number of CPUs the program may run on.
//
//so:extern testing_ncpu
func numCPU() int { return 1 }

// cpuName writes the processor's name into buf and returns its length (0: unknown).
//
//so:extern testing_cpu_name nodecay
func cpuName(buf []byte) int { return 0 }

// loopSlow calls the function setLoopSlow registered (B.Loop's slow path: an inline Loop in
// the header can call only C and exported functions).
//
//so:extern testing_loop_slow
func loopSlow(b *B) bool { return false }

//so:extern testing_set_loop_slow
func setLoopSlow(f func(b *B) bool) {}

// The package keeps a few pointers in package-level variables whose lifetime it manages
// itself, which the escape analysis cannot see: the running test (set for the duration of
// its function, reset to the previous one after), the test and benchmark tables (the
// generated main's, alive until the program ends), and names copied into mem.System memory.
// These functions give their argument back through a uintptr, which the analysis does not
// follow (unsafe.Add(nil, uintptr(p)): a pointer taken back on trust, where the round trip
// unsafe.Add(nil, uintptr(p)) is followed); under Go (sys_go.go) they return it unchanged. They take an unsafe.Pointer rather
// than a *common or a slice: a value whose type may hold func values (closures) is taken to
// flow into any result of a call it is passed to.

func hideCommon(p unsafe.Pointer) *common {
	return (*common)(unsafe.Add(nil, uintptr(p)))
}

func hideTests(p unsafe.Pointer, n int) []InternalTest {
	return unsafe.Slice((*InternalTest)(unsafe.Add(nil, uintptr(p))), n)
}

func hideBenchmarks(p unsafe.Pointer, n int) []InternalBenchmark {
	return unsafe.Slice((*InternalBenchmark)(unsafe.Add(nil, uintptr(p))), n)
}

func hideString(s string) string {
	if len(s) == 0 {
		return ""
	}
	p := (*byte)(unsafe.Add(nil, uintptr(unsafe.Pointer(unsafe.StringData(s)))))
	return unsafe.String(p, len(s))
}
