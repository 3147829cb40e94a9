// Package api lives in directory v2.
package api

import "example.com/dn/internal/impl-x"

// Hello uses the internal package.
func Hello() int { return implx.Secret + 1 }
