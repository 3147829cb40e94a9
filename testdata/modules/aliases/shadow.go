package main

// units is a local variable here: the import in main.go does not reach this file.
func shadow() {
	units := 7
	println("shadow", units)
}
