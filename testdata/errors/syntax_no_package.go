// ERROR: 3:1: expected 'package', found 'func'
// Syntax error: the file does not start with a package clause.
func main() {
	println("no package")
}
