// Package stream is tested with no package named on the command line: go test then streams
// the output and reports the exit status.
package stream

func S() string { return "s" }
