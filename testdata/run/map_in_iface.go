// Tests maps held in interface values: stored in an any, recovered with a type assertion
// and a type switch (a named map type is a different type), the map shared through the
// interface, a nil map in an interface is not a nil interface, println of a nil map, and
// comparing two interfaces holding maps panics with Go's message.
package main

type Env map[string]int

func describe(x any) (string, int) {
	switch v := x.(type) {
	case nil:
		return "nil", 0
	case map[string]int:
		return "plain map", len(v)
	case Env:
		return "env", len(v)
	default:
		return "other", 0
	}
}

func main() {
	m := map[string]int{"a": 1}
	var x any = m
	back := x.(map[string]int)
	back["a"] = 10
	println(m["a"])
	println(describe(x))
	println(describe(Env{"p": 1, "q": 2}))
	println(describe(nil))
	println(describe(3))
	_, isEnv := x.(Env)
	println(isEnv)
	var again any
	again, isEnv = x.(map[string]int)
	println(len(again.(map[string]int)), isEnv)

	var nm map[string]int
	var y any = nm
	println(y != nil, y.(map[string]int) == nil)
	println(nm)

	var a, b any = m, m
	println(a == b)
}
