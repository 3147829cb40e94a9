// strconv_floats: so/strconv's floating-point conversions as a Go programmer uses them:
// shortest round-trip formatting of float64 and float32 in every format, fixed precisions
// (correctly rounded, ties to even), and ParseFloat of decimal, hexadecimal and special
// input with its range and syntax errors.
package main

import (
	"solod.dev/so/errors"
	"solod.dev/so/strconv"
)

func main() {
	vals := []float64{0, 1, -2.5, 0.1, 1.0 / 3, 2.0 / 3, 1e21, 1e20, 123456789, 1e-7, 5e-324,
		1.7976931348623157e308, 2.2250738585072014e-308, 100, 0.3, 9007199254740993, 1e23, 6.02214076e23}
	var b1, b2, b3, b4, b5 [400]byte
	for _, v := range vals {
		println(strconv.FormatFloat(b1[:], v, 'g', -1, 64), strconv.FormatFloat(b2[:], v, 'e', -1, 64),
			strconv.FormatFloat(b3[:], v, 'G', 5, 64), strconv.FormatFloat(b4[:], v, 'x', -1, 64),
			strconv.FormatFloat(b5[:], v, 'g', -1, 32))
		println("  ", strconv.FormatFloat(b1[:], v, 'f', 3, 64), strconv.FormatFloat(b2[:], v, 'e', 10, 64),
			strconv.FormatFloat(b3[:], v, 'b', -1, 64), strconv.FormatFloat(b4[:], v, 'X', 2, 32))
	}
	// Ties at every precision: exact binary fractions round to even.
	for _, v := range []float64{0.5, 1.5, 2.5, 0.125, 0.375, -1.25} {
		print(v, ":")
		for p := 0; p < 3; p++ {
			print(" ", strconv.FormatFloat(b1[:], v, 'f', p, 64))
		}
		println()
	}
	println(strconv.FormatFloat(b1[:], 1.0/3, 'f', 60, 64))
	println(strconv.FormatFloat(b1[:], 5e-324, 'e', 60, 64))

	line := make([]byte, 0, 128)
	for _, v := range []float64{1.5, -0.25, 3e8} {
		line = strconv.AppendFloat(line, v, 'g', -1, 64)
		line = append(line, ' ')
	}
	println(string(line))

	for _, s := range []string{"3.14159", "-0", "1e308", "1e309", "-1e309", "4.9e-324", "1e-400", "0x1.8p1",
		"0X.8P-2", "1_000.25", "inf", "-Infinity", "nan", ".5", "5.", "1e", "abc", "0x1", "1.5e+3",
		"3.4028235e38", "3.4028236e38", "0.1", "123456789012345678901234567890"} {
		f64, err64 := strconv.ParseFloat(s, 64)
		f32, err32 := strconv.ParseFloat(s, 32)
		println(s, "->", strconv.FormatFloat(b1[:], f64, 'g', -1, 64), errors.Is(err64, strconv.ErrRange), errors.Is(err64, strconv.ErrSyntax),
			strconv.FormatFloat(b2[:], f32, 'g', -1, 32), errors.Is(err32, strconv.ErrRange), errors.Is(err32, strconv.ErrSyntax))
	}
}
