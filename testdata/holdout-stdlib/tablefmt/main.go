// Tablefmt prints a report of planets as aligned tables, exercising fmt's width, precision,
// alignment, sign, zero-padding and base flags, and argument indexes.
package main

import "solod.dev/so/fmt"

type planet struct {
	name     string
	mass     float64 // Earth masses
	radiusKm float64
	moons    int
	ringed   bool
}

var planets = []planet{
	{"Mercury", 0.0553, 2439.7, 0, false},
	{"Venus", 0.815, 6051.8, 0, false},
	{"Earth", 1, 6371.0, 1, false},
	{"Mars", 0.107, 3389.5, 2, false},
	{"Jupiter", 317.8, 69911, 95, true},
	{"Saturn", 95.2, 58232, 146, true},
	{"Uranus", 14.5, 25362, 28, true},
	{"Neptune", 17.1, 24622, 16, true},
}

func main() {
	fmt.Printf("%-8s|%10s|%12s|%5s|%-6s\n", "name", "mass", "radius km", "moons", "rings")
	fmt.Printf("%s\n", "--------+----------+------------+-----+------")
	totalMoons := 0
	for _, p := range planets {
		fmt.Printf("%-8s|%10.4f|%12.1f|%5d|%-6t\n", p.name, p.mass, p.radiusKm, p.moons, p.ringed)
		totalMoons += p.moons
	}
	fmt.Printf("%-8s|%10s|%12s|%5d|\n\n", "total", "", "", totalMoons)

	// Scientific and general formats, with explicit width and precision arguments.
	for i, p := range planets[:4] {
		fmt.Printf("%d %-7s %e %E %.3g %*.*f|\n", i, p.name, p.mass*5.972e24, p.radiusKm, p.mass, 9, 2, p.radiusKm)
	}
	fmt.Println()

	// Integers in every base, with flags.
	nums := []int{0, 7, -42, 255, 4096, -65535}
	for _, n := range nums {
		fmt.Printf("[%6d] [%-6d] [%+d] [%06d] [%x] [%#X] [%o] [%#o] [%b] [% d]\n", n, n, n, n, n, n, n, n, n, n)
	}
	fmt.Println()

	// Strings and characters.
	words := []string{"go", "so", "C11", "héllo", ""}
	for _, w := range words {
		fmt.Printf("[%5s] [%-5s] [%.2s] [%q] [%x] [% x] [%5.1q]\n", w, w, w, w, w, w, w)
	}
	for _, r := range []rune{'A', 'é', '世', '\n'} {
		fmt.Printf("%c %q %U %#U %d\n", r, r, r, r, r)
	}
	fmt.Println()

	// Argument indexes and a bad verb.
	fmt.Printf("%[2]s before %[1]s, %[2]s again\n", "first", "second")
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n")
	fmt.Printf("%d %d\n", 1, 2, 3)
	fmt.Printf("%!\n")
	fmt.Printf("%6.2f%%\n", 99.5)
	fmt.Printf("%v %v %.1f %5.0f|%-8.3e|\n", 1e21, 1e-7, -0.05, 2.5, 12345.678)
	fmt.Printf("%t %v %08.3f %+.2e %x\n", true, false, -3.14159, 0.000123, 3.5)
}
