// Tests a type assertion on a nil interface: the comma-ok form reports false, the plain form
// panics with "interface conversion: interface {} is nil, not string".
package main

type Lookup struct {
	keys [3]string
	vals [3]any
}

func (l *Lookup) Get(k string) any {
	for i, key := range l.keys {
		if key == k {
			return l.vals[i]
		}
	}
	return nil
}

func main() {
	l := Lookup{keys: [3]string{"a", "b", "c"}, vals: [3]any{"x", 2, nil}}
	s, ok := l.Get("a").(string)
	println(s, ok)
	_, ok = l.Get("c").(string)
	println(ok)
	_, ok = l.Get("zzz").(string)
	println(ok)
	defer println("deferred")
	println(l.Get("zzz").(string))
}
