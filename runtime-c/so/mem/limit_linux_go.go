//go:build !solod && linux

package mem

import (
	"sync"
	"syscall"
)

// sysLimit is the size above which System fails with ErrOutOfMemory: the machine's RAM and swap
// together. Linux's default overcommit policy refuses a single request larger than that, so
// the C heap fails there; Go's heap would end the program instead.
var sysLimit = sync.OnceValue(func() int {
	var info syscall.Sysinfo_t
	if syscall.Sysinfo(&info) != nil {
		return sysMaxSize
	}
	total := (uint64(info.Totalram) + uint64(info.Totalswap)) * uint64(info.Unit)
	if total == 0 || total >= sysMaxSize {
		return sysMaxSize
	}
	return int(total)
})
