//go:build !solod && !linux

package mem

// sysLimit is the largest size System tries to allocate. Off Linux it is the C runtime's fixed
// limit only: less than 2^48 bytes.
func sysLimit() int64 { return sysMaxSize - 1 }
