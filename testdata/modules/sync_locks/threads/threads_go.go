//go:build !solod

// Package threads starts threads for the test: under Go, goroutines.
package threads

// Thread is a started goroutine.
type Thread struct {
	done chan struct{}
}

// Go starts a goroutine running entry(arg).
func Go(entry func(any) any, arg any) Thread {
	t := Thread{done: make(chan struct{})}
	go func() {
		entry(arg)
		close(t.done)
	}()
	return t
}

// Wait blocks until the goroutine's entry has returned.
func (t Thread) Wait() any {
	<-t.done
	return nil
}
