// Regression: comparisons Go allows that C calls always true or false, or "sign" comparisons:
// u < 0 on an unsigned value, x < x&^x, x <= 65535&^x on uint16, x != +x, ^b == 15 on uint8.
package main

func u64(v uint) uint       { return v }
func i64(v int) int         { return v }
func u16(v uint16) uint16   { return v }
func u8(v uint8) uint8      { return v }
func f64(v float64) float64 { return v }

func main() {
	u := u64(3)
	println(u < 0, u >= 0, u > 0)
	x := i64(-7)
	println(x < x&^x, x != +x, x == x, x > x)
	y := u16(65535)
	println(y <= 65535&^y, y >= 65535&^y, ^y == 0)
	b := u8(240)
	println(^b == 15, ^b != 15, ^b < b)
	nan := f64(0)
	nan = nan / nan
	println(nan == nan, nan != nan)
}
