package main

func init() {
	println("init a_plain.go")
}

func noImport() {
	lib := 3
	println("local", lib)
}
