// The names of a dot import belong to the file that imports them: other.go, which does not
// import lib, cannot use Hello (solod once made them visible in the whole package).
package main

import . "example.com/dip/lib"

func main() { println(Hello(), other()) }
