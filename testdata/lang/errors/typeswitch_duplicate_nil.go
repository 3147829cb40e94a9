// ERROR: 10:12: duplicate case nil in type switch
// Static error: two nil cases in one type switch.
package main

func main() {
	var v any
	switch v.(type) {
	case nil:
		println("nil")
	case int, nil:
		println("int")
	}
}
