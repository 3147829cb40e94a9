// BUG cc-rejects (found by xtask gen): a struct parameter that is only written (`p.a = 1`) is "set but not used" in C (-Werror=unused-but-set-parameter; the driver only turns off the -variable form); Go prints "ok".
package main

type S struct{ a int }

func f(p S) {
	p.a = 1
}

func main() {
	f(S{})
	println("ok")
}
