//go:build !solod

package bufio

import "bytes"

// indexByte returns the index of the first c in b, -1 if there is none.
func indexByte(b []byte, c byte) int { return bytes.IndexByte(b, c) }
