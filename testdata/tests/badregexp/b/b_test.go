// Package b is run with a -run pattern that is not a regular expression.
package b

import "testing"

func TestB(t *testing.T) {}
