// Package fn's tests stop with Fatal, FailNow and SkipNow from deep in their calls and from
// deferred calls: the deferred calls of every frame run, innermost first, and the run goes on
// with the next test.
package fn

func Id(n int) int { return n }
