// REJECT: type switch on an interface [interface|type switch]
// Valid Go that So rejects in this issue: a type switch, which needs an interface value.
package main

func kind(v interface{}) string {
	switch v.(type) {
	case int:
		return "int"
	}
	return "other"
}

func main() {
	println(kind(1))
}
