// Package sub panics in a subtest: the subtest and its parent are reported failed.
package sub

import "testing"

func TestParent(t *testing.T) {
	t.Log("parent log")
	t.Run("child", func(t *testing.T) {
		t.Log("child log")
		panic("boom in the child")
	})
}
