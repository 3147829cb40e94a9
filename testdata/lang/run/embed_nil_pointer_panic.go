// Tests a promoted field read through a nil embedded pointer: Go panics with the nil pointer
// dereference message after running the deferred calls; the promoted method with a pointer
// receiver that does not dereference works on the nil embedded pointer first.
package main

type Conf struct{ Level int }

func (c *Conf) Valid() bool { return c != nil }

type App struct {
	*Conf
	Name string
}

func level(a App) int {
	defer println("level: deferred for", a.Name)
	return a.Level
}

func main() {
	c := Conf{3}
	good := App{&c, "good"}
	bad := App{Name: "bad"}
	println(good.Valid(), bad.Valid())
	println(level(good))
	defer println("main: deferred")
	println(level(bad))
}
