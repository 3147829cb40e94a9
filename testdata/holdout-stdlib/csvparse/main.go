// Csvparse reads CSV-ish lines of sales records with strings.Split and strconv, reports the
// lines that do not parse (with the strconv errors' text) and totals the good ones per region.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/fmt"
	"solod.dev/so/mem"
	"solod.dev/so/slices"
	"solod.dev/so/strconv"
	"solod.dev/so/strings"
)

const data = `region,product,qty,price
north, widget, 4, 2.50
south,gadget,10,1.25
north,gizmo,x3,9.99
east,widget,7,2.5
south,widget,-2,2.50
west,gadget,3
east,gizmo,1,1e400
north,gadget,12,1.25
  # a comment line
east,gadget,99999999999999999999,1.0`

type record struct {
	region  string
	product string
	qty     int
	price   float64
}

var errFields = errors.New("wrong number of fields")

func parse(line string) (record, error) {
	parts := strings.Split(nil, line, ",")
	defer mem.FreeSlice(nil, parts)
	if len(parts) != 4 {
		return record{}, errFields
	}
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	qty, err := strconv.Atoi(parts[2])
	if err != nil {
		return record{}, fmt.Errorf("qty: %w", err)
	}
	if qty < 0 {
		return record{}, fmt.Errorf("qty %d is negative", qty)
	}
	price, err := strconv.ParseFloat(parts[3], 64)
	if err != nil {
		return record{}, fmt.Errorf("price: %w", err)
	}
	return record{parts[0], parts[1], qty, price}, nil
}

func main() {
	lines := strings.Split(nil, data, "\n")
	defer mem.FreeSlice(nil, lines)

	totals := make(map[string]float64, 8)
	regions := make([]string, 0, 8)
	good, bad := 0, 0
	for n, line := range lines[1:] {
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		rec, err := parse(line)
		if err != nil {
			bad++
			var ne *strconv.NumError
			switch {
			case errors.Is(err, errFields):
				fmt.Printf("line %d: %v\n", n+2, err)
			case errors.As(err, &ne):
				fmt.Printf("line %d: %v (func=%s, range=%t)\n", n+2, err, ne.Func, errors.Is(err, strconv.ErrRange))
			default:
				fmt.Printf("line %d: other error: %v\n", n+2, err)
			}
			continue
		}
		good++
		if _, ok := totals[rec.region]; !ok {
			regions = append(regions, rec.region)
		}
		totals[rec.region] += float64(rec.qty) * rec.price
	}

	slices.Sort(regions)
	fmt.Printf("%d good, %d bad\n", good, bad)
	sum := 0.0
	for _, r := range regions {
		fmt.Printf("%-6s %8.2f\n", r, totals[r])
		sum += totals[r]
	}
	fmt.Printf("%-6s %8.2f\n", "total", sum)
}
