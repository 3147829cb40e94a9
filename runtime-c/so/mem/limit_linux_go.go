//go:build !solod && linux

package mem

import (
	"sync"
	"syscall"
)

// sysLimit is the largest size System tries to allocate: less than 2^48 bytes, and at most the
// machine's RAM and swap together. Linux's default overcommit policy refuses a single request
// larger than that, so the C heap fails there; Go's heap would end the program instead.
var sysLimit = sync.OnceValue(func() int64 {
	var info syscall.Sysinfo_t
	if syscall.Sysinfo(&info) != nil {
		return sysMaxSize - 1
	}
	total := (uint64(info.Totalram) + uint64(info.Totalswap)) * uint64(info.Unit)
	if total == 0 || total >= uint64(sysMaxSize) {
		return sysMaxSize - 1
	}
	return int64(total)
})
