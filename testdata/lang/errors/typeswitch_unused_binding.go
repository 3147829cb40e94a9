// ERROR: 7:9: x declared and not used
// Static error: the variable bound by a type switch is used in no clause.
package main

func main() {
	var v any = 1
	switch x := v.(type) {
	case int:
		println("int")
	case string:
		println("string")
	}
}
