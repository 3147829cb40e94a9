// Tests the pointer-method constraint pattern `PT interface{ *T; Set(string) }`: a generic
// parser that fills a caller-provided slice of T by calling a pointer method through PT, with
// PT inferred from T given explicitly; also a generic Reset over pointers to resettable types.
package main

type Setter[T any] interface {
	*T
	Set(s string)
}

type IntVal struct{ v int }

func (p *IntVal) Set(s string) {
	n := 0
	neg := false
	for i := 0; i < len(s); i++ {
		if i == 0 && s[i] == '-' {
			neg = true
			continue
		}
		n = n*10 + int(s[i]-'0')
	}
	if neg {
		n = -n
	}
	p.v = n
}

type Flag struct{ on bool }

func (f *Flag) Set(s string) { f.on = s == "true" || s == "1" }

func ParseAll[T any, PT Setter[T]](in []string, out []T) []T {
	for _, s := range in {
		var v T
		PT(&v).Set(s)
		out = append(out, v)
	}
	return out
}

type Resetter interface{ Reset() }

func (p *IntVal) Reset() { p.v = 0 }
func (f *Flag) Reset()   { f.on = false }

func ResetAll[T any, PT interface {
	*T
	Resetter
}](xs []T) int {
	n := 0
	for i := range xs {
		PT(&xs[i]).Reset()
		n++
	}
	return n
}

func main() {
	ints := ParseAll[IntVal]([]string{"12", "-7", "300"}, make([]IntVal, 0, 3))
	println(len(ints), ints[0].v, ints[1].v, ints[2].v)
	flags := ParseAll[Flag]([]string{"true", "no", "1"}, make([]Flag, 0, 3))
	println(flags[0].on, flags[1].on, flags[2].on)
	println(ResetAll(ints), ints[0].v, ints[2].v)
	println(ResetAll(flags), flags[0].on)
	explicit := ParseAll[IntVal, *IntVal]([]string{"5"}, make([]IntVal, 0, 1))
	println(explicit[0].v)
}
