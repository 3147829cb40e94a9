// accepted, output differs from Go (garbage bytes): s + t made in l2 goes through a method value, an any temporary and generic idG into main's string variable; main prints it after l2 returned. (xtask gen --lifetime seed 1285, minimised)

package main

func clobber(n int) {
}

func idG[T any](x T) T {
	return x
}

func main() {
	var st string
	l1(&st)
	clobber(3)
	println("r", len(st), st)
}

func l1(dst *string) {
	l2(dst)
}

func l2(dst *string) {
	ws := [3]string{"ab", "cd", "ef"}
	v := ws[41%3] + ws[1]
	h1(dst, v)
}

func h1(dst *string, v string) {
	r := R1{dst: dst}
	do := r.Do
	do(v)
}

type R1 struct {
	dst *string
}

func (r *R1) Do(v string) {
	h2(r.dst, v)
}

func h2(dst *string, v string) {
	var a any = v
	h3(dst, a.(string))
}

func h3(dst *string, v string) {
	h4(dst, idG(v))
}

func h4(dst *string, v string) {
	*dst = v
}
