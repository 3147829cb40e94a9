//go:build !solod && !linux

package mem

// sysLimit is the size above which System fails with ErrOutOfMemory. Off Linux it is the C
// runtime's fixed limit only.
func sysLimit() int { return sysMaxSize }
