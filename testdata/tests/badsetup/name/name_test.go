// Package name declares a function that looks like a test but is not one (go vet's check).
package name

import "testing"

func Testlowercase(t *testing.T) {}

func TestFine(t *testing.T) {}
