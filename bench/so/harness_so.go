//go:build solod

package main

// The So side of the harness's I/O: So has no fmt, os or regexp, so the command line, the
// filter, the environment and stdout go through the little C of harness.h. harness_go.go is the
// same API for the Go toolchain.

//so:embed harness.h
var harnessC string

//so:extern bench_arg
func arg(i int64) string { return "" }

//so:extern bench_set_filter
func setFilter(re string) {}

//so:extern bench_wanted_so
func wanted(name string) bool { return true }

//so:extern bench_line
func printLine(name string, v float64, unit string) {}

//so:extern bench_fail_line
func printFail(name, reason string) {}

//so:extern bench_target_ms
func targetMs() int64 { return 50 }

//so:extern bench_exit
func exit(code int32) {}

//so:extern bench_resident_bytes
func residentBytes() int64 { return -1 }
