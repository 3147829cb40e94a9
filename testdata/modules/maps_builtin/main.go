// so/maps helpers on built-in maps from So: Keys and Values through an allocator (sorted with
// so/slices for a stable output), AppendKeys into a caller's buffer, Equal and EqualFunc,
// Copy into a map the caller made, DeleteFunc.
package main

import (
	"solod.dev/so/maps"
	"solod.dev/so/mem"
	"solod.dev/so/slices"
)

type inventory map[string]int

func main() {
	tr := mem.NewTracker(mem.System)
	a := tr.Allocator()
	stock := inventory{"apples": 12, "pears": 0, "plums": 7, "figs": 0, "kiwis": 3}

	names := maps.Keys(a, stock)
	slices.Sort(names)
	for _, n := range names {
		print(n, "=", stock[n], " ")
	}
	println()
	counts := maps.Values(a, stock)
	slices.Sort(counts)
	println(len(counts), counts[0], counts[len(counts)-1])

	buf := make([]string, 0, 8)
	buf = append(buf, "header")
	buf = maps.AppendKeys(buf, stock)
	println(len(buf), buf[0])

	backup := make(inventory, 8)
	maps.Copy(backup, stock)
	println(maps.Equal(backup, stock), len(backup))
	backup["apples"]--
	println(maps.Equal(backup, stock))

	maps.DeleteFunc(stock, func(name string, n int) bool { return n == 0 })
	remaining := maps.Keys(a, stock)
	slices.Sort(remaining)
	for _, n := range remaining {
		print(n, " ")
	}
	println()

	labels := map[string]string{"apples": "AAAAAAAAAAAA", "plums": "PPPPPPP", "kiwis": "KKK"}
	println(maps.EqualFunc(stock, labels, func(n int, s string) bool { return n == len(s) }))

	for _, s := range [][]string{names, remaining} {
		mem.FreeSlice(a, s)
	}
	mem.FreeSlice(a, counts)
	println("in use", tr.InUse())
}
