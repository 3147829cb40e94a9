//go:build !solod

package main

// The Go toolchain's side of harness_so.go (go run .): the same functions over os, regexp, fmt.

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

var filter *regexp.Regexp

func arg(i int64) string {
	if i < int64(len(os.Args)) {
		return os.Args[i]
	}
	return ""
}

func setFilter(re string) {
	if re == "" {
		return
	}
	r, err := regexp.Compile(re)
	if err != nil {
		fmt.Fprintf(os.Stderr, "bench: bad filter %s\n", re)
		os.Exit(2)
	}
	filter = r
}

func wanted(name string) bool { return filter == nil || filter.MatchString(name) }

func printLine(name string, v float64, unit string) { fmt.Printf("BENCH %s %.6g %s\n", name, v, unit) }

func printFail(name, reason string) { fmt.Printf("FAIL %s %s\n", name, reason) }

func targetMs() int64 {
	ms, err := strconv.Atoi(os.Getenv("BENCH_TARGET_MS"))
	if err != nil || ms <= 0 {
		ms = 50
	}
	return int64(ms)
}

func exit(code int32) { os.Exit(int(code)) }

func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return -1
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return -1
	}
	return pages * int64(os.Getpagesize())
}
