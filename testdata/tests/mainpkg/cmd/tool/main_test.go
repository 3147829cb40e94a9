package main

import "testing"

func TestTwice(t *testing.T) {
	if twice(2) != 4 {
		t.Errorf("twice(2) = %d", twice(2))
	}
}

func TestMainRuns(t *testing.T) {
	main()
}
