// accepted, ASan use-after-poison: a string(bs) that mkStr returns into l1's frame is stored through an aliasing branch and loops into a package-level string; main prints it after l1 returned. (xtask gen --lifetime seed 1023, minimised)

package main

func clobber(n int) {
}

var gVar string

var gYes = true

func mkStr(n int) string {
	bs := []byte{115, byte(97 + n%20)}
	return string(bs)
}

func main() {
	l1()
	clobber(4)
	println("r", len(gVar), gVar)
}

func l1() {
	v := mkStr(61)
	h1(&gVar, v)
}

func h1(dst *string, v string) {
	for i := 0; i < 4; i++ {
		if i == 2 {
			h2(dst, v)
		}
	}
}

func h2(dst *string, v string) {
	var loc string
	t := &loc
	if gYes {
		t = dst
	}
	h3(t, v)
	_ = loc
}

func h3(dst *string, v string) {
	for i := 0; i < 4; i++ {
		if i == 2 {
			h4(dst, v)
		}
	}
}

func h4(dst *string, v string) {
	*dst = v
}
