package plat

import "testing"

func TestOS(t *testing.T) {
	if OS() == "" {
		t.Fatal("no OS")
	}
}
