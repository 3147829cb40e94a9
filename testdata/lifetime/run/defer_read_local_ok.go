// Attack shape: defer a helper that reads &local when f returns.
// SAFE: deferred calls run while f's frame is alive.
package main

func show(p *int) { println("deferred", *p) }

func f() {
	v := 78
	defer show(&v)
	v = 79
}

func main() { f() }
