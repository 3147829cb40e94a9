// ERROR: 5:8: "os" imported and not used
// Static error: an import that is never used.
package main

import "os"

func main() {
	println("hello")
}
