// ERROR: 9:13: duplicate case int in type switch
// Static error: the same type appears twice among the cases of a type switch.
package main

func kind(v any) string {
	switch v.(type) {
	case int, string:
		return "int or string"
	case bool, int:
		return "bool"
	}
	return "other"
}

func main() {
	println(kind(1))
}
