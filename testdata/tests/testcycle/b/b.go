// Package b imports a.
package b

import "example.com/testcycle/a"

func B() int { return 2 * a.A() }
