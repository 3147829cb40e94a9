// REJECT: misplaced directive [misplaced directive|does not apply]
// Directives where no declaration can take them: inside a function body, separated from the
// declaration by a blank line, above the package clause, or on a declaration of the wrong
// kind.
package main

//so:volatile
func f() int {
	//so:extern
	x := 1
	return x
}

//so:inline

func g() int { return 2 }

//so:embed helpers.h
func h() int { return 3 }

//so:thread_local
type T struct{ n int }

type S struct {
	//so:attr packed
	n int
}

func main() {
	//so:include <stdio.h>
	println(f(), g(), h(), T{}.n, S{}.n)
}
