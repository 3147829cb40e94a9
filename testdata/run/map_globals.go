// Tests package-level maps: a literal and a make in package variables (initialized once, in
// dependency order), filled by init and by functions with constant keys, read by functions,
// and a package-level comma-ok declaration.
package main

var months = map[string]int{"jan": 31, "feb": 28, "mar": 31}

var days = daysIn("feb") + daysIn("mar")

var cache = make(map[int]int, 32)

var feb, hasFeb = months["feb"]

func daysIn(m string) int { return months[m] }

func fib(n int) int {
	if n < 2 {
		return n
	}
	if v, ok := cache[n]; ok {
		return v
	}
	v := fib(n-1) + fib(n-2)
	cache[n] = v
	return v
}

var registry = make(map[string]int, 4)

func init() {
	registry["init"] = 1
}

func register(name string) {
	registry[name] = len(registry) + 1
}

func main() {
	println(days, feb, hasFeb, len(months))
	println(fib(30), len(cache))
	register("main")
	register("later")
	println(registry["init"], registry["main"], registry["later"], len(registry))
	delete(months, "jan")
	months["apr"] = 30
	println(len(months), daysIn("apr"), daysIn("jan"))
}
