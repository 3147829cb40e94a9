// Growmap indexes a list of cities by country in a growable maps.Map (which doubles its table
// through an allocator, counted by a mem.Tracker), looks entries up, deletes some and iterates.
package main

import (
	"solod.dev/so/fmt"
	"solod.dev/so/maps"
	"solod.dev/so/mem"
	"solod.dev/so/slices"
	"solod.dev/so/strings"
)

type city struct {
	name    string
	country string
	pop     int // thousands
}

var cities = []city{
	{"Tokyo", "JP", 37400}, {"Delhi", "IN", 28514}, {"Shanghai", "CN", 25582},
	{"Sao Paulo", "BR", 21650}, {"Mexico City", "MX", 21581}, {"Cairo", "EG", 20076},
	{"Mumbai", "IN", 19980}, {"Beijing", "CN", 19618}, {"Dhaka", "BD", 19578},
	{"Osaka", "JP", 19281}, {"New York", "US", 18819}, {"Karachi", "PK", 15400},
	{"Buenos Aires", "AR", 14967}, {"Chongqing", "CN", 14838}, {"Istanbul", "TR", 14751},
	{"Kolkata", "IN", 14681}, {"Manila", "PH", 13482}, {"Lagos", "NG", 13463},
	{"Rio de Janeiro", "BR", 13293}, {"Tianjin", "CN", 13215}, {"Los Angeles", "US", 12458},
	{"Nagoya", "JP", 9507}, {"Chicago", "US", 8864}, {"Hyderabad", "IN", 9482},
}

type stats struct {
	count   int
	total   int
	biggest string
}

func main() {
	tr := mem.NewTracker(mem.System)
	alloc := tr.Allocator()

	byCountry := maps.New[string, stats](alloc, 4)
	byName := maps.New[string, int](alloc, 8)
	for i, c := range cities {
		s := byCountry.Get(c.country)
		if s.count == 0 || c.pop > cities[byName.Get(s.biggest)].pop {
			s.biggest = c.name
		}
		s.count++
		s.total += c.pop
		byCountry.Set(c.country, s)
		byName.Set(c.name, i)
	}
	fmt.Printf("countries=%d cities=%d allocs=%d reallocs=%d frees=%d\n",
		byCountry.Len(), byName.Len(), tr.Allocs(), tr.Reallocs(), tr.Frees())

	keys := make([]string, 0, byCountry.Len())
	it := byCountry.Iter()
	for it.Next() {
		keys = append(keys, it.Key())
	}
	slices.Sort(keys)
	for _, k := range keys {
		s, _ := byCountry.Lookup(k)
		fmt.Printf("%s: %d cities, %6d thousand, biggest %s\n", k, s.count, s.total, s.biggest)
	}

	for _, q := range []string{"Osaka", "Paris", "Lagos", "tokyo"} {
		if i, ok := byName.Lookup(q); ok {
			fmt.Printf("%-6s -> #%d in %s\n", q, i, cities[i].country)
		} else {
			fmt.Printf("%-6s -> not found (has=%t)\n", q, byName.Has(q))
		}
	}

	// Drop the Indian and Chinese cities and count what is left.
	for _, c := range cities {
		if c.country == "IN" || c.country == "CN" {
			byName.Delete(c.name)
		}
	}
	byCountry.Delete("IN")
	byCountry.Delete("CN")
	byCountry.Delete("XX")
	names := make([]string, 0, byName.Len())
	it2 := byName.Iter()
	for it2.Next() {
		if strings.Contains(it2.Key(), " ") {
			names = append(names, it2.Key())
		}
	}
	slices.Sort(names)
	fmt.Printf("left: %d cities in %d countries; with a space: %v\n", byName.Len(), byCountry.Len(), names)

	// Integer keys, growing from the minimum size.
	squares := maps.New[int, int](alloc, 0)
	for i := -50; i <= 50; i++ {
		squares.Set(i, i*i)
	}
	sum := 0
	it3 := squares.Iter()
	for it3.Next() {
		sum += it3.Value()
	}
	fmt.Println(squares.Len(), sum, squares.Get(-7), squares.Get(99))
	squares.Clear()
	fmt.Println(squares.Len(), squares.Has(3))

	squares.Free()
	byName.Free()
	byCountry.Free()
	fmt.Printf("in use after Free: %d bytes, allocs=%d frees=%d\n", tr.InUse(), tr.Allocs(), tr.Frees())
}
