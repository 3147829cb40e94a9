// Package solod.dev/so/fmt under solod against Go's fmt: floating-point values of both sizes
// (zeros, tiny and huge magnitudes, subnormals, the extremes, infinities, NaN, values that
// round at every precision) with every float verb (%v %e %E %f %F %g %G %x %X %b), the flags
// (+, space, 0, -, #), widths and precisions up to very long ones.
package main

import "solod.dev/so/fmt"

type Temp float64

var formats = []string{
	"%v", "%+v", "%#v", "%e", "%E", "%f", "%F", "%g", "%G", "%x", "%X", "%b",
	"%.0e", "%.3e", "%.0f", "%.1f", "%.3f", "%.0g", "%.1g", "%.3g", "%.10g", "%.2x", "%.0x",
	"%#e", "%#f", "%#.0f", "%#.0e", "%#g", "%#.3g", "%#.0g", "%#x", "%#.2x", "%#b", "%#v!",
	"%+e", "% e", "%+f", "% f", "%+g", "% g", "%+x",
	"%12.4f|", "%-12.4f|", "%012.4f|", "%+012.4f|", "% 012.4f|", "%-012.4f|", "%12g|", "%012g|",
	"%20e|", "%-20e|", "%020e|", "%12v|", "%012v|",
	"%.30f", "%.20e", "%.40g", "%.17g",
	"%d", "%s", "%q", "%t", "%c",
}

var fzero = 0.0

func main() {
	inf := 1 / fzero
	nan := inf - inf
	values64 := []float64{
		0, -fzero, 1, -1, 0.1, 0.5, 1.5, 2.5, 0.125, 3.14159265358979, -2.718281828,
		1e-7, 1e-5, 1e-4, 123456, 1234567, 1e20, 1e21, 1e100, 123456789.125,
		1.7976931348623157e308, 4.9406564584124654e-324, 2.2250738585072014e-308,
		0.000123456, 9.999999, 0.05, 0.15, 0.25, 0.35, 1e23, 5e-324,
		inf, -inf, nan,
	}
	for _, v := range values64 {
		fmt.Printf("== %v\n", v)
		for _, f := range formats {
			fmt.Printf("%-10s ", f)
			fmt.Printf(f, v)
			fmt.Println()
		}
	}
	values32 := []float32{0, 1, 0.1, 1.5, 3.4028235e38, 1e-45, 16777216, 1.0000001, float32(inf), float32(nan)}
	for _, v := range values32 {
		fmt.Printf("== float32 %v\n", v)
		for _, f := range formats {
			fmt.Printf("%-10s ", f)
			fmt.Printf(f, v)
			fmt.Println()
		}
	}
	fmt.Println(Temp(1.5), []float64{1, 2.5, nan}, map[float64]int{nan: 1, 1: 2, -inf: 3}, [2]float32{0.1, 0.2})
	fmt.Printf("%v %.2f %#v\n", struct{ A, B float64 }{1e6, 1e-6}, []float32{1.005}, struct{ A float32 }{2})
	fmt.Printf("%8.3[2]f|%[1]*.[3]*[2]f|\n", 10, 3.14159, 2)
	fmt.Printf("%.5000f|\n", 1.0)
}
