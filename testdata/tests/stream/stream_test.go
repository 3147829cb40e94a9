package stream

import "testing"

func TestPasses(t *testing.T) {}

func TestFails(t *testing.T) { t.Errorf("S() = %q", S()) }
