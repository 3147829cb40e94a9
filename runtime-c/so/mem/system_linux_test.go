package mem_test

import (
	"testing"

	"solod.dev/so/mem"
)

// No machine this runs on has 128 TiB of RAM and swap: the C heap refuses such a request under
// Linux's default overcommit policy, and System must refuse it too instead of ending the
// program with Go's fatal out-of-memory error.
func TestSystemRefusesMoreThanTheMachineHas(t *testing.T) {
	if p, err := mem.System.Alloc(1<<47, 8); err != mem.ErrOutOfMemory || p != nil {
		t.Fatalf("Alloc(128 TiB) = %v, %v; want nil, ErrOutOfMemory", p, err)
	}
}
