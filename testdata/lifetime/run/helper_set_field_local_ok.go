// Attack shape: attach(&c, &v) where c and v are both locals of main.
// SAFE: c lives in the same frame as v.
package main

type Config struct{ p *int }

func attach(c *Config, p *int) { c.p = p }

func main() {
	var c Config
	v := 11
	attach(&c, &v)
	v += 1
	println(*c.p)
}
