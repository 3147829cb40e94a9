// Package testing runs So tests and benchmarks: `solod test` builds a package with its
// _test.go files (whose `import "testing"` is this package) and runs its TestXxx functions
// with go test's output; `solod bench` runs its BenchmarkXxx functions. The same _test.go files
// run under `go test` with Go's testing package, which is the oracle for the output.
//
// Exported API (Go's, where So can have it, and the peer Solod's Allocator, Keep, Test,
// Suite, RunTests and RunSuites):
//
//	type TB interface { ...the methods below common to T and B... }
//	type T struct{ ... }
//	    func (c *T) Name() string
//	    func (c *T) Fail(); Failed() bool; FailNow()
//	    func (c *T) Log(args ...any); Logf(format string, args ...any)
//	    func (c *T) Error(args ...any); Errorf(format string, args ...any)
//	    func (c *T) Fatal(args ...any); Fatalf(format string, args ...any)
//	    func (c *T) Skip(args ...any); Skipf(format string, args ...any); SkipNow(); Skipped() bool
//	    func (c *T) Helper()
//	    func (c *T) Cleanup(f func())           // f must capture nothing (see below)
//	    func (c *T) Allocator() mem.Allocator   // leak-checked: see below
//	    func (t *T) Run(name string, f func(t *T)) bool
//	type B struct{ N int; ... }                 // the methods of T, and:
//	    func (b *B) Loop() bool
//	    func (b *B) ResetTimer(); StartTimer(); StopTimer()
//	    func (b *B) ReportAllocs(); SetBytes(n int64); Elapsed() time.Duration
//	    func (b *B) Run(name string, f func(b *B)) bool
//	type BenchmarkResult struct{ N int; T time.Duration; Bytes int64; MemAllocs, MemBytes uint64 }
//	    func (r BenchmarkResult) NsPerOp() int64; AllocsPerOp() int64; AllocedBytesPerOp() int64
//	func Keep[T any](p *T)                      // keeps a benchmark's result alive
//	func Short() bool; Verbose() bool; Testing() bool
//
//	// The runner (solod test generates the call; a program may make it itself):
//	type InternalTest struct{ Name string; F func(*T) }        // Test is an alias
//	type InternalBenchmark struct{ Name string; F func(*B) }   // Benchmark is an alias
//	type Options struct{ Pkg, Run, Skip, Bench string; BenchTime time.Duration; BenchN int; ... }
//	func Main(o Options, tests []InternalTest, benchmarks []InternalBenchmark) // exits
//	type Suite struct{ Pkg string; Tests []Test }
//	func RunTests(pkg string, o Options, tests []Test)          // exits
//	func RunSuites(o Options, suites []Suite)                   // exits
//
// Output and verdicts are go test's: "=== RUN", "--- PASS/FAIL/SKIP: TestX (0.00s)", log lines
// "    file_test.go:12: message" (the file and line of the call, skipping the functions that
// called Helper), subtests named "Parent/sub_name" (spaces become underscores, a repeated name
// gets "#01"), -run and -skip as go test reads them (a regular expression per level of
// subtests), benchmark lines "BenchmarkX-2   \t 1000000\t      1.5 ns/op".
//
// # FailNow, Fatal and SkipNow
//
// Go stops a test by ending its goroutine (runtime.Goexit). So has neither goroutines nor
// recover, so a test function runs under a harness in C (testing_so.c): the harness notes the
// innermost frame of pending deferred calls and calls the function after setjmp. FailNow,
// Fatal, Fatalf, SkipNow, Skip and Skipf run the pending deferred calls of every frame the
// test entered since then, innermost first (as a panic does), and longjmp back to the
// harness, which returns to the runner; the test's report follows as usual. The frames left
// this way give up their stack memory. As in Go, they must be called on the thread that runs
// the test. A FailNow of a parent test called from a subtest ends the subtest (with go test's
// "subtest may have called FailNow on a parent test" message) and then the parent.
//
// A panic in a test cannot be recovered: the runner's deferred call writes the reports of
// the test and of its parents (failed), then the panic prints its message and ends the
// program with status 2, and solod test reports the package failed (go test prints the same,
// with a goroutine trace).
//
// # File and line of a log call
//
// The compiler makes the calls of Log, Logf, Error, Errorf, Fatal, Fatalf, Skip, Skipf and
// Helper (declared //so:callsite), and the calls of test files to their own functions and
// function literals, note their file, line and calling function on a stack of call sites
// (builtin.h, so_site_note). A log line takes the innermost site outside the test's Helper
// functions. A helper declared outside a test file is skipped only when its caller's call is
// noted (a call from a test file to it is not): such a helper's log lines show its own line.
//
// # Memory
//
// The package's own memory (kept output, names) comes from mem.System and is freed when a test
// ends. A test's Allocator is mem.System through a mem.Tracker: a test that passes but leaves
// memory of it allocated fails with "memory leak: N unfreed allocation(s), M byte(s)" (the
// peer Solod's check; Go has no such check). A benchmark's B/op and allocs/op count what goes
// through b.Allocator(): So has no hidden allocation, so that is what a benchmark allocates
// when it allocates through it.
//
// Cleanup runs its functions when the test and its subtests are done; a function literal that
// captures variables cannot be registered (it panics), since its variables live in the frame
// of the test function, which has returned by then.
//
// # Not supported
//
// T.Parallel, TempDir, Setenv, Chdir, Context, Deadline, Output, Attr, ArtifactDir,
// B.RunParallel, B.ReportMetric, F (fuzzing), M and TestMain, examples.
//
// # Formatting
//
// The messages of Log, Logf and the others are formatted by so/fmt when the test program
// passes its Asprintf and Asprintln in Options (solod test's generated main does when the
// module has so/fmt), so they print every value as Go's fmt does. testing does not import
// fmt itself: the packages fmt imports could then not be tested with internal tests (their
// test files import testing). Without them, a small formatter of its own (format.go) prints
// the basic types, errors and Stringers.
//
// # Under the Go toolchain
//
// The files without build tag are the package's So code and its Go code at once; sys_go.go
// gives the C functions Go bodies (a test function runs on a goroutine that FailNow ends, as
// in Go's testing). There the call-site stack is empty: log lines start with "???:1:".
package testing
